import type { PageSessionConfig } from './session-types';

let config: PageSessionConfig | undefined;

/** Set once by the page's entry, before any part of the page asks about the session. */
export function configurePageSession(next: PageSessionConfig): void {
  config = next;
}

/** Where the page's calls go (page-api.ts, session-runtime.ts). */
export function pageSessionConfig(): PageSessionConfig {
  if (!config) throw new Error('the page session is not configured (configurePageSession)');
  return config;
}
