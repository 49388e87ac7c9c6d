import { describe, expect, it } from 'vitest';
import { idlePrefetchPaths, mayPrefetchOn } from '../../../engine/rules/link-prefetch';

describe('may links be prefetched on this connection (spec 9)', () => {
  it('prefetches when the browser says nothing about the connection (Firefox, Safari)', () => {
    expect(mayPrefetchOn(undefined)).toBe(true);
    expect(mayPrefetchOn({})).toBe(true);
  });

  it('prefetches on 3g and 4g without Save-Data', () => {
    expect(mayPrefetchOn({ saveData: false, effectiveType: '4g' })).toBe(true);
    expect(mayPrefetchOn({ saveData: false, effectiveType: '3g' })).toBe(true);
  });

  it('never prefetches with Save-Data, whatever the speed', () => {
    expect(mayPrefetchOn({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(mayPrefetchOn({ saveData: true })).toBe(false);
  });

  it('never prefetches on slow-2g or 2g', () => {
    expect(mayPrefetchOn({ saveData: false, effectiveType: '2g' })).toBe(false);
    expect(mayPrefetchOn({ effectiveType: 'slow-2g' })).toBe(false);
  });
});

describe('which pages are prefetched once the page is idle', () => {
  it('keeps this site\'s page paths in page order, each once, without query or fragment', () => {
    expect(idlePrefetchPaths(['/en/contact', '/en/news?id=7', '/en/news?id=8', '/en/aboutus#team', '/en/contact'], '/en', 10))
      .toEqual(['/en/contact', '/en/news', '/en/aboutus']);
  });

  it('leaves out the page itself, other hosts, fragments, mail and files', () => {
    const hrefs = ['/en/', '/en#main', 'https://open.example.com/docs', '//cdn.example.com/x', '#main', 'mailto:a@b.example', 'tel:+86', '/videos/course-crm.mp4', '/en/pricing'];
    expect(idlePrefetchPaths(hrefs, '/en', 10)).toEqual(['/en/pricing']);
  });

  it('stops at the limit', () => {
    expect(idlePrefetchPaths(['/a', '/b', '/c', '/d'], '/', 2)).toEqual(['/a', '/b']);
    expect(idlePrefetchPaths(['/a'], '/', 0)).toEqual([]);
  });
});
