import { describe, expect, it } from 'vitest';
import { documentLang } from '../../../engine/ui/shell/document-lang';

const shell = { htmlLangByPrefix: { cn: 'zh-CN', en: 'en', ru: 'ru' }, defaultHtmlLang: 'zh-CN' };

describe('<html lang> of what the router shows', () => {
  it('is the page\'s own locale when it has page data', () => {
    expect(documentLang({ locale: { htmlLang: 'ru' } }, '/ru/contact', shell)).toBe('ru');
    expect(documentLang({ htmlLang: 'en' }, '/en/payment/%3C', shell)).toBe('en');
  });

  it('is the path prefix\'s locale while the app shell loads and on error pages', () => {
    expect(documentLang(undefined, '/en/payment/4711', shell)).toBe('en');
    expect(documentLang(undefined, '/ru/payment/4711', shell)).toBe('ru');
  });

  it('is the default on paths without a locale prefix (console pages, the root shell)', () => {
    expect(documentLang(undefined, '/login', shell)).toBe('zh-CN');
    expect(documentLang(undefined, '/', shell)).toBe('zh-CN');
    expect(documentLang(undefined, '/constructor', shell)).toBe('zh-CN');
  });
});
