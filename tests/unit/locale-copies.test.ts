import { describe, expect, it } from 'vitest';
import { localeCopyName, withHtmlLang } from '../../engine/build/locale-copies';

describe('locale copies of pages built without a locale', () => {
  it('name the copy after the locale beside the page', () => {
    expect(localeCopyName('index.html', 'ru')).toBe('index.ru.html');
    expect(localeCopyName('login/index.html', 'zh-cn')).toBe('login/index.zh-cn.html');
  });

  it('change only the lang of the <html> tag', () => {
    const html = '<!DOCTYPE html><html lang="zh-CN" class="x"><head><title>lang="zh-CN"</title></head></html>';
    expect(withHtmlLang(html, 'en')).toBe('<!DOCTYPE html><html lang="en" class="x"><head><title>lang="zh-CN"</title></head></html>');
    expect(withHtmlLang('<html><body></body></html>', 'ru')).toBe('<html lang="ru"><body></body></html>');
    expect(() => withHtmlLang('<p>no document</p>', 'en')).toThrow(/no <html> tag/);
  });
});
