import { useMemo, type ReactNode } from 'react';
import type { ApiClient } from '../../api/api-client';
import type { SessionUser } from '../../api/session-calls';
import type { ApiHosts } from '../../config/site-model';
import { configurePageSession, sessionActions, type SessionStatus } from './page-session';
import { pageApi } from './page-api';
import { useSessionSnapshot } from './use-session-status';

export type { SessionStatus };

export interface SessionView {
  status: SessionStatus;
  user: SessionUser | null;
  api: ApiClient;
  /** The login form succeeded: the answer's user is the session from now on. */
  signedIn(user: SessionUser): void;
  /** Sign-out (spec 4): request() asks 'Are you sure to log out?', shown while `asking`. */
  signOut: { asking: boolean; busy: boolean; request(): void; confirm(): void; cancel(): void };
}

/**
 * The page's session (page-session.ts) and its API client, for the parts that call the API or
 * sign in and out. Parts that only show who is logged in use useSessionStatus, which carries no
 * API code.
 */
export function useSession(): SessionView {
  const snapshot = useSessionSnapshot();
  const api = pageApi();
  return useMemo<SessionView>(() => ({
    status: snapshot.status,
    user: snapshot.user,
    api,
    signedIn: sessionActions.signedIn,
    signOut: {
      ...snapshot.signOut,
      request: sessionActions.requestSignOut,
      confirm: sessionActions.confirmSignOut,
      cancel: sessionActions.cancelSignOut,
    },
  }), [snapshot, api]);
}

/**
 * Says where the page's calls go and which home a session that ends leads to. Set during render,
 * before any part below subscribes (children subscribe before a parent's effects would run); the
 * value is the same for every part of one page, so setting it again changes nothing.
 */
export function SessionProvider({ apiHosts, timeoutMs, homePath, children }: { apiHosts: ApiHosts; timeoutMs: number; homePath: string; children: ReactNode }) {
  configurePageSession({ apiHosts, timeoutMs, homePath });
  return children;
}
