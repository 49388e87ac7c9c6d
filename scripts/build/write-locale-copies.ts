import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LocaleInfo } from '../../engine/config/site-model.js';
import { localeCopyName, withHtmlLang } from '../../engine/build/locale-copies.js';

/** Beside each page built without a locale, one copy per locale with that locale's <html lang>. */
export function writeLocaleCopies(clientDir: string, files: string[], locales: ReadonlyArray<Pick<LocaleInfo, 'id' | 'htmlLang'>>): number {
  let written = 0;
  for (const file of files) {
    const path = join(clientDir, file);
    if (!existsSync(path)) throw new Error(`${file} was not built, so it cannot be copied per locale`);
    const html = readFileSync(path, 'utf8');
    for (const locale of locales) {
      writeFileSync(join(clientDir, localeCopyName(file, locale.id)), withHtmlLang(html, locale.htmlLang));
      written++;
    }
  }
  return written;
}
