import { describe, expect, it } from 'vitest';
import { screenshotIndexHtml } from '../../scripts/screenshots/index-page';

describe('the screenshots index', () => {
  it('escapes every text it shows and links each picture by a relative path', () => {
    const html = screenshotIndexHtml(
      [{ route: { path: '/en/a', locale: 'en', page: '<b>&"x' }, visit: '/en/a?q=<i>', width: 390, file: '390/en a.png' }],
      ['en'],
    );
    expect(html).toContain('<th scope="row">&#60;b&#62;&#38;&#34;x</th>');
    expect(html).toContain('href="390/en%20a.png"');
    expect(html).toContain('/en/a?q=&#60;i&#62;');
    expect(html).not.toContain('<i>');
    expect(html).not.toContain('<b>');
  });
});
