import { describe, expect, it } from 'vitest';
import { localeCopyName, withHtmlLang, withTitle } from '../../engine/build/locale-copies';

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

  it('retitles a copy in its locale, escaped, and adds no title to a document without one', () => {
    expect(withTitle('<html><head><title>登录 | 子午贸易数据</title></head></html>', 'Log in | A & B <Data>')).toBe('<html><head><title>Log in | A &amp; B &lt;Data&gt;</title></head></html>');
    expect(withTitle('<html><head></head></html>', 'Log in')).toBe('<html><head></head></html>');
  });
});
