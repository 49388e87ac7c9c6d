import { describe, expect, it } from 'vitest';
import { isChunkLoadError, mayReloadForChunk, parseReloadStamp } from '../../../engine/rules/chunk-reload-guard';

describe('failed code-chunk loads (spec 4, 8)', () => {
  it('recognises what each browser says when a dynamic import fails', () => {
    const chromium = new TypeError('Failed to fetch dynamically imported module: https://www.example.com/assets/dynamic-page-Bx1.js');
    const firefox = new TypeError('error loading dynamically imported module: https://www.example.com/assets/dynamic-page-Bx1.js');
    const safari = new TypeError('Importing a module script failed.');
    const viteCss = new Error('Unable to preload CSS for /assets/forms-9a.css');
    const webpack = Object.assign(new Error('Loading chunk 712 failed.'), { name: 'ChunkLoadError' });
    for (const error of [chromium, firefox, safari, viteCss, webpack]) expect(isChunkLoadError(error)).toBe(true);
  });

  it('leaves every other route error to the error page', () => {
    expect(isChunkLoadError(new Error('no route for /en/nowhere'))).toBe(false);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false); // an API call, not code
    expect(isChunkLoadError({ status: 404, statusText: 'Not Found', data: null })).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false); // not an error object
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads at most once per 60 s guard', () => {
    const guard = 60_000;
    expect(mayReloadForChunk(null, 1_000_000, guard)).toBe(true);
    expect(mayReloadForChunk(1_000_000, 1_000_000 + 59_999, guard)).toBe(false);
    expect(mayReloadForChunk(1_000_000, 1_000_000 + 60_000, guard)).toBe(true);
  });

  it('does not let a record from the future (a clock set back) block reloading for good', () => {
    expect(mayReloadForChunk(2_000_000, 1_000_000, 60_000)).toBe(true);
  });

  it('reads the stored time, and treats anything unreadable as no record', () => {
    expect(parseReloadStamp('1767225600000')).toBe(1767225600000);
    expect(parseReloadStamp(null)).toBeNull();
    expect(parseReloadStamp('')).toBeNull();
    expect(parseReloadStamp('soon')).toBeNull();
    expect(parseReloadStamp('-5')).toBeNull();
  });
});
