import { useSyncExternalStore } from 'react';
import { serverSessionSnapshot, sessionSnapshot, subscribeToSession, type SessionSnapshot } from './page-session';

/** The page's session as React state: the prerender's "not known yet" until the browser has looked. */
export function useSessionSnapshot(): SessionSnapshot {
  return useSyncExternalStore(subscribeToSession, sessionSnapshot, serverSessionSnapshot);
}

/** Whether a member is logged in, for parts that only change what they show (header, footer). */
export function useLoggedIn(): boolean {
  return useSessionSnapshot().status === 'loggedIn';
}
