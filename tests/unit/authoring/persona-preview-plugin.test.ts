import { describe, expect, it } from 'vitest';
import type { Plugin, ViteDevServer } from 'vite';
import { personaPreviewPlugin } from '../../../engine/build/vite-plugin-persona-preview';
import { personaPreviewEntry } from '../../../engine/build/persona-preview-page';

// The dev server's persona preview: only in `vite serve`, only at its path, with the page's data.
type Middleware = (req: { url: string }, res: FakeResponse, next: (error?: unknown) => void) => void;
interface FakeResponse { statusCode: number; headers: Record<string, string>; setHeader(name: string, value: string): void; end(body: string): void }

function serve(plugin: Plugin, url: string): Promise<{ status: number; type?: string; body: string } | 'next'> {
  let middleware: Middleware | undefined;
  const server = {
    middlewares: { use: (fn: Middleware) => (middleware = fn) },
    transformIndexHtml: (_url: string, html: string) => Promise.resolve(html.replace('<head>', '<head><script type="module" src="/@vite/client"></script>')),
  } as unknown as ViteDevServer;
  (plugin.configureServer as (server: ViteDevServer) => void)(server);
  return new Promise((resolve, reject) => {
    const res: FakeResponse = {
      statusCode: 0,
      headers: {},
      setHeader(name, value) {
        this.headers[name.toLowerCase()] = value;
      },
      end(body) {
        resolve({ status: this.statusCode, type: this.headers['content-type'], body });
      },
    };
    if (!middleware) return reject(new Error('the plugin added no middleware'));
    middleware({ url }, res, (error) => (error ? reject(error) : resolve('next')));
  });
}

describe('persona preview plugin', () => {
  it('is for the dev server only', () => {
    expect(personaPreviewPlugin().apply).toBe('serve');
  });

  it('serves the page at /_authoring/personas, query and all, with its data and entry', async () => {
    const answer = await serve(personaPreviewPlugin(), '/_authoring/personas?persona=main-admin&locale=ru');
    if (answer === 'next') throw new Error('the preview path was passed on');
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('text/html; charset=utf-8');
    expect(answer.body).toContain(`<script type="module" src="/${personaPreviewEntry}"></script>`);
    expect(answer.body).toContain('/@vite/client');
    const json = /<script type="application\/json" id="persona-preview-data">(.*)<\/script>/.exec(answer.body)?.[1] ?? '';
    expect(Object.keys((JSON.parse(json) as { texts: Record<string, unknown> }).texts)).toEqual(['zh-cn', 'en', 'ru']);
  }, 60_000); // the first request checks the config

  it('passes every other path on', async () => {
    for (const url of ['/', '/_authoring/personas-old', '/_authoring/editor', '/dashboard']) expect(await serve(personaPreviewPlugin(), url)).toBe('next');
  });
});
