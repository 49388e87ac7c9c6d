import { describe, expect, it } from 'vitest';
import { htmlFileAnswer, htmlFilePatterns } from '../../../engine/routing/html-file-address';

// A page asked for by its file's name goes to the page's own address (where it has its policy).
describe('a request that names a built HTML file', () => {
  const cases: Array<[string, ReturnType<typeof htmlFileAnswer>]> = [
    ['/en/products/index.html', { kind: 'page', path: '/en/products' }],
    ['/index.html', { kind: 'page', path: '/' }],
    ['/admin/ts/index.en.html', { kind: 'page', path: '/admin/ts' }],
    ['/admin/index.zh-cn.html', { kind: 'page', path: '/admin' }],
    ['/__spa-fallback.html', { kind: 'not-found' }],
    ['/__spa-fallback.ru.html', { kind: 'not-found' }],
    ['/en/products/index.html.br', undefined],
    ['/en/products', undefined],
    ['/en/myindex.html', { kind: 'not-found' }],
  ];

  it('goes to its page, or is not found; any other path is not its business', () => {
    for (const [path, answer] of cases) expect(htmlFileAnswer(path), path).toEqual(answer);
  });

  it('is what the nginx patterns say, in their order', () => {
    for (const [path, answer] of cases) {
      const root = new RegExp(htmlFilePatterns.rootPage).exec(path);
      const page = new RegExp(htmlFilePatterns.page).exec(path);
      const other = new RegExp(htmlFilePatterns.other).test(path);
      const nginx = root ? { kind: 'page', path: '/' } : page ? { kind: 'page', path: page[1] } : other ? { kind: 'not-found' } : undefined;
      expect(nginx, path).toEqual(answer);
    }
  });
});
