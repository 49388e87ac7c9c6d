import type { ApiHosts } from '../../config/site-model';
import type { SessionUser } from '../../api/session-calls';

// The shapes the page session (page-session.ts) and its lazily loaded runtime (session-runtime.ts)
// share, in a module of their own so the runtime need not import the module that loads it.

export type SessionStatus = 'checking' | 'loggedIn' | 'loggedOut' | 'leaving';

/** What the page knows of the member's session at one moment. */
export interface SessionSnapshot {
  status: SessionStatus;
  user: SessionUser | null;
  /** Sign-out: the question 'Are you sure to log out?' is on screen, or the call runs (busy). */
  signOut: { asking: boolean; busy: boolean };
}

/** Where the page's calls go, and the language home a session that ends goes to. */
export interface PageSessionConfig {
  apiHosts: ApiHosts;
  timeoutMs: number;
  homePath: string;
}

/** The part with the machines, loaded only when a session may exist (session-runtime.ts). */
export interface SessionRuntime {
  signedIn(user: SessionUser): void;
  /** The member moved to another console page: ask who is logged in again. */
  recheck(): void;
  requestSignOut(): void;
  confirmSignOut(): void;
  cancelSignOut(): void;
}
