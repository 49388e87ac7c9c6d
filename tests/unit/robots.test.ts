import { describe, expect, it } from 'vitest';
import { buildRobots } from '../../engine/build/robots';
import { edit, loadWith } from './config-fixture';

describe('robots.txt', () => {
  it('gives the sitemap as an absolute address on the origin of site.yaml, and follows it when it changes', () => {
    const moved = loadWith(edit('config/site.yaml', 'origin: https://www.meridiantrade.example', 'origin: https://trade.example.org'));
    if (!moved.ok) throw new Error('config must stay valid');
    expect(buildRobots(moved.value)).toBe('User-agent: *\nAllow: /\nSitemap: https://trade.example.org/sitemap.xml\n');
  });
});
