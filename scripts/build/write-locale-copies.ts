import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LocaleInfo } from '../../engine/config/site-model.js';
import { localeCopyName, withHtmlLang, withTitle } from '../../engine/build/locale-copies.js';

/**
 * Beside each page built without a locale, one copy per locale with that locale's <html lang> and,
 * when `titleOf` names one, that locale's <title>.
 */
export function writeLocaleCopies(clientDir: string, files: string[], locales: ReadonlyArray<Pick<LocaleInfo, 'id' | 'htmlLang'>>, titleOf?: (file: string, locale: LocaleInfo['id']) => string | undefined): number {
  let written = 0;
  for (const file of files) {
    const path = join(clientDir, file);
    if (!existsSync(path)) throw new Error(`${file} was not built, so it cannot be copied per locale`);
    const html = readFileSync(path, 'utf8');
    for (const locale of locales) {
      const title = titleOf?.(file, locale.id);
      const copy = withHtmlLang(html, locale.htmlLang);
      writeFileSync(join(clientDir, localeCopyName(file, locale.id)), title ? withTitle(copy, title) : copy);
      written++;
    }
  }
  return written;
}
