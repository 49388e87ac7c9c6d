import { describe, expect, it } from 'vitest';
import { decideSiteOrigins, loopbackBase, loopbackOrigins } from '../../server/site-origins';

// Issue 33, finding 1 (decision 041): the site's origins are decided from config, SITE_ORIGIN,
// CORS_ORIGINS and the socket the server listens on; nothing a request says takes part.
const config = 'https://www.meridiantrade.example';
const listening = (address: string, port = 8080) => ({ address, family: address.includes(':') ? 'IPv6' : 'IPv4', port });

describe('the site\'s origins', () => {
  it('on a loopback address: the loopback origins of its port, and a link to localhost', () => {
    for (const address of ['127.0.0.1', '::1', '127.0.0.2', '::ffff:127.0.0.1']) {
      const origins = decideSiteOrigins({ configOrigin: config, corsOrigins: [] }, listening(address));
      expect(origins.canonical, address).toBe('http://localhost:8080');
      expect([...origins.allowed].sort(), address).toEqual([config, 'http://127.0.0.1:8080', 'http://[::1]:8080', 'http://localhost:8080'].sort());
    }
  });

  it('on every address or a public one: no loopback origin, the config\'s for links', () => {
    for (const address of ['0.0.0.0', '::', '203.0.113.7', '2001:db8::1']) {
      const origins = decideSiteOrigins({ configOrigin: config, corsOrigins: [] }, listening(address));
      expect(origins.canonical, address).toBe(config);
      expect([...origins.allowed], address).toEqual([config]);
    }
  });

  it('not listening (app.inject, a pipe): the config\'s only', () => {
    for (const address of [null, undefined, '/run/site.sock']) {
      expect(decideSiteOrigins({ configOrigin: config, corsOrigins: [] }, address)).toEqual({ canonical: config, allowed: new Set([config]) });
    }
  });

  it('SITE_ORIGIN is the link wherever it listens; CORS_ORIGINS are allowed, never linked', () => {
    const settings = { configOrigin: config, siteOrigin: 'https://shop.example', corsOrigins: ['https://cdn.example', 'HTTPS://Static.Example:443'] };
    const local = decideSiteOrigins(settings, listening('127.0.0.1', 3000));
    expect(local.canonical).toBe('https://shop.example');
    expect([...local.allowed].sort()).toEqual([config, 'http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3000', 'https://cdn.example', 'https://shop.example', 'https://static.example'].sort());
    const remote = decideSiteOrigins(settings, listening('0.0.0.0'));
    expect(remote.canonical).toBe('https://shop.example');
    expect(remote.allowed.has('http://localhost:8080')).toBe(false);
  });

  it('loopback origins and the server\'s own address come from the socket', () => {
    expect(loopbackOrigins(listening('10.0.0.5'))).toEqual([]);
    expect(loopbackOrigins(listening('127.0.0.1', 5173))).toEqual(['http://localhost:5173', 'http://127.0.0.1:5173', 'http://[::1]:5173']);
    expect(loopbackBase(listening('0.0.0.0', 8080))).toBe('http://127.0.0.1:8080');
    expect(loopbackBase(listening('::', 8080))).toBe('http://127.0.0.1:8080');
    expect(loopbackBase(listening('::1', 8080))).toBe('http://[::1]:8080');
    expect(loopbackBase(listening('10.0.0.5', 8080))).toBe('http://10.0.0.5:8080');
    expect(loopbackBase(null)).toBeUndefined();
  });
});
