import { describe, expect, it } from 'vitest';
import { analyticsOrigins, pageViewEndpoint, pageViewFields, pageViewKey, pageViewLimits } from '../../../engine/rules/page-views';

const hosts = { rest: '', root: '', tools: '' };

describe('page views (spec 7)', () => {
  it('go to the reference API of the REST host by default, to a configured collector, or nowhere', () => {
    expect(pageViewEndpoint({ provider: 'reference-api' }, hosts)).toBe('/api/public/pageView');
    expect(pageViewEndpoint({ provider: 'reference-api' }, { ...hosts, rest: 'https://api.example.com' })).toBe('https://api.example.com/api/public/pageView');
    expect(pageViewEndpoint({ provider: 'endpoint', url: 'https://stats.example.com/collect?site=7' }, hosts)).toBe('https://stats.example.com/collect?site=7');
    expect(pageViewEndpoint({ provider: 'none' }, hosts)).toBeUndefined();
  });

  it('name the collector origin the Content-Security-Policy must allow; the API hosts are allowed already', () => {
    expect(analyticsOrigins({ provider: 'endpoint', url: 'https://stats.example.com:8443/collect' })).toEqual(['https://stats.example.com:8443']);
    expect(analyticsOrigins({ provider: 'reference-api' })).toEqual([]);
    expect(analyticsOrigins({ provider: 'none' })).toEqual([]);
  });

  it('are one per path and query: a new #fragment is the same view', () => {
    expect(pageViewKey({ pathname: '/en/aboutus', search: '' })).toBe(pageViewKey({ pathname: '/en/aboutus', search: '' }));
    expect(pageViewKey({ pathname: '/en/news/detail', search: '?id=a' })).not.toBe(pageViewKey({ pathname: '/en/news/detail', search: '?id=b' }));
  });

  it('are cut to the lengths the API accepts rather than refused', () => {
    const fields = pageViewFields({ url: `https://www.example.com/${'a'.repeat(3000)}`, title: `  ${'T'.repeat(400)} `, locale: 'en', referrer: '' });
    expect(fields.url).toHaveLength(pageViewLimits.url);
    expect(fields.title).toBe('T'.repeat(pageViewLimits.title));
    expect(fields).toMatchObject({ locale: 'en', referrer: '' });
  });
});
