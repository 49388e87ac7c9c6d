import { describe, expect, it } from 'vitest';
import { configErrorPage, isPageRequest } from '../../../engine/build/config-error-page';

describe('the dev server page for config errors', () => {
  it('lists every error as written, escaped, and loads Vite\'s client so the fix reloads it', () => {
    const html = configErrorPage(['config/pricing.yaml:25:12 /packages/0/price must be a number', 'locales/en/common.yaml:3:1 "<script>alert(1)</script>" is not a text key'], '/');
    expect(html).toContain('The config has 2 errors');
    expect(html).toContain('config/pricing.yaml:25:12 /packages/0/price must be a number\nlocales/en/common.yaml:3:1 &quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot; is not a text key');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<script type="module" src="/@vite/client"></script>');
    expect(configErrorPage(['config/site.yaml:1:1 x'], '/base/')).toContain('src="/base/@vite/client"');
    expect(configErrorPage(['config/site.yaml:1:1 x'])).toContain('The config has an error');
  });

  it('answers a browser asking for a page, never a script, an API call or a form post', () => {
    const browserPage = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    expect(isPageRequest({ method: 'GET', headers: { accept: browserPage } })).toBe(true);
    expect(isPageRequest({ method: 'HEAD', headers: { accept: browserPage } })).toBe(true);
    expect(isPageRequest({ method: 'GET', headers: { accept: '*/*' } })).toBe(false);
    expect(isPageRequest({ method: 'GET', headers: { accept: 'application/json' } })).toBe(false);
    expect(isPageRequest({ method: 'GET', headers: {} })).toBe(false);
    expect(isPageRequest({ method: 'POST', headers: { accept: browserPage } })).toBe(false);
  });
});
