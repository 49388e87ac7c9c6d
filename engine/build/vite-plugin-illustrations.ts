import type { Plugin } from 'vite';
import { illustrationIds, illustrationsOfLocale, type IllustrationId } from '../config/illustrations.js';
import { siteConfigApiOf } from './vite-plugin-site-config.js';

/** The renderer, loaded by the dev server's SSR module runner (the build's own code never imports components). */
const renderer = '/engine/ui/illustrations/render-illustration.tsx';
interface Renderer { renderIllustration(id: IllustrationId, lang: string, texts: unknown): string }

/**
 * `npm run dev` serves /illustrations/<locale>/<id>.svg as `npm run build` writes them
 * (scripts/build-site.ts, decision 032): drawn from the current texts on each request, so a saved
 * illustrations.yaml shows at the next reload. Only the illustrations that locale's pages show.
 */
export function illustrationsDevPlugin(): Plugin {
  return {
    name: 'illustrations-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const m = /^\/illustrations\/([a-z-]+)\/([a-z]+)\.svg(?:\?.*)?$/.exec(req.url ?? '');
        const model = siteConfigApiOf(server.config).model();
        const locale = model?.site.locales.find((l) => l.id === m?.[1]);
        const id = illustrationIds.find((i) => i === m?.[2]);
        if (!m || !model || !locale || !id || !illustrationsOfLocale(model.routes, model.pages, locale.id).includes(id)) return next();
        server.ssrLoadModule(renderer).then((module) => {
          const svg = (module as Renderer).renderIllustration(id, locale.htmlLang, model.messages[locale.id]?.illustrations ?? {});
          res.writeHead(200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'no-store' });
          res.end(svg);
        }, next);
      });
    },
  };
}
