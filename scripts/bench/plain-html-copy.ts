/**
 * The yardstick for "as fast as plain HTML": a copy of the built site in which the measured pages
 * have every script and modulepreload tag removed, so the same HTML, CSS, images and server
 * headers load without any JavaScript. Served by a second server process, so both variants get
 * the same compression and headers.
 */
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export function withoutJavaScript(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '');
}

/** Copies buildDir to plainDir and strips the pages (paths like /en) there, with fresh .br/.gz. */
export function writePlainHtmlCopy(buildDir: string, plainDir: string, pages: string[]): void {
  rmSync(plainDir, { recursive: true, force: true });
  cpSync(buildDir, plainDir, { recursive: true });
  for (const page of pages) {
    const file = join(plainDir, 'client', ...page.split('/').filter(Boolean), 'index.html');
    const html = withoutJavaScript(readFileSync(file, 'utf8'));
    if (/<script\b|modulepreload/.test(html)) throw new Error(`${page}: scripts left after stripping`);
    writeFileSync(file, html);
    // The server sends the precompressed sibling when the browser accepts it: replace those too
    // (same settings as scripts/build/precompress.ts).
    if (existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  }
}
