import { isIPv4, isIPv6, type AddressInfo } from 'node:net';

/**
 * The site's public origins (decision 041): where a page of this site may be, so where the payment
 * provider may send a buyer back, which pages may change state with the visitor's cookie, and what
 * links in e-mails name. They come from configuration and from the socket the server listens on,
 * never from a request: Host, X-Forwarded-Host and Origin are the client's to choose, so taking
 * them would let anyone make the server hand out links to a host of their choosing.
 */
export interface SiteOriginSettings {
  /** config/site.yaml `origin:`: the site's address in the config. */
  configOrigin: string;
  /** SITE_ORIGIN: the origin visitors reach this deployment at, when it is not the config's. */
  siteOrigin?: string;
  /** CORS_ORIGINS: the site's pages on other hosts (a CDN). */
  corsOrigins: readonly string[];
}

export interface SiteOrigins {
  /** What links in e-mails name: SITE_ORIGIN, else the loopback origin of a local server, else the config's. */
  canonical: string;
  /** Every origin a page of this site may be on. */
  allowed: ReadonlySet<string>;
}

/** What a server's address() answers: where it listens, a pipe's path, or null before it listens. */
export type ListeningAddress = AddressInfo | string | null | undefined;

/** A 127.0.0.0/8 or ::1 address (also IPv4-mapped): only this machine can reach it. */
export function isLoopbackAddress(address: string): boolean {
  const v4 = address.replace(/^::ffff:/i, '');
  if (isIPv4(v4)) return v4.startsWith('127.');
  // address() answers IPv6 in its shortest form.
  return isIPv6(address) && address === '::1';
}

/**
 * The origins a browser on this machine reaches a server listening on a loopback address at. A
 * server listening on every address (0.0.0.0, ::) or on a public one gets none: it is reached
 * from elsewhere too, so its origin is for SITE_ORIGIN to say.
 */
export function loopbackOrigins(listening: ListeningAddress): string[] {
  if (!listening || typeof listening === 'string' || !isLoopbackAddress(listening.address)) return [];
  const port = listening.port;
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`];
}

/** Where the server's own process reaches it (the PayPal simulator's API), or undefined before it listens. */
export function loopbackBase(listening: ListeningAddress): string | undefined {
  if (!listening || typeof listening === 'string') return undefined;
  // Listening on every address: loopback is one of them.
  const { address } = listening;
  const host = address === '::' || address === '0.0.0.0' ? '127.0.0.1' : isIPv6(address) ? `[${address}]` : address;
  return `http://${host}:${listening.port}`;
}

/** An origin as browsers write it (lower-case host, no default port), or undefined for anything else. */
function normalised(origin: string | undefined): string | undefined {
  if (!origin || !URL.canParse(origin)) return undefined;
  const url = new URL(origin);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
}

export function decideSiteOrigins(settings: SiteOriginSettings, listening: ListeningAddress): SiteOrigins {
  const loopback = loopbackOrigins(listening);
  const config = normalised(settings.configOrigin);
  const site = normalised(settings.siteOrigin);
  const allowed = new Set([config, site, ...settings.corsOrigins.map(normalised), ...loopback].filter((o): o is string => Boolean(o)));
  return { canonical: site ?? loopback[0] ?? config ?? '', allowed };
}

/**
 * The decision for a server whose address is known only once it listens: asked at each use, and
 * made again only when the address changed.
 */
export function siteOriginsOf(settings: SiteOriginSettings, listening: () => ListeningAddress): () => SiteOrigins {
  let last: { key: string; origins: SiteOrigins } | undefined;
  return () => {
    const address = listening();
    const key = JSON.stringify(address ?? null);
    if (last?.key !== key) last = { key, origins: decideSiteOrigins(settings, address) };
    return last.origins;
  };
}
