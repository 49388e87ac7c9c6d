import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ApiHosts } from '../../config/site-model';
import { createApiClient, type ApiClient } from '../../api/api-client';
import { apiEvents } from '../../api/api-events';
import { fetchIdentity, logOut, type SessionUser } from '../../api/session-calls';
import { forgetSessionMarker, hasSessionMarker } from '../../api/session-marker';
import { sessionMachine } from '../../machines/session-machine';
import { logoutMachine } from '../../machines/logout-machine';

export type SessionStatus = 'checking' | 'loggedIn' | 'loggedOut' | 'leaving';

export interface SessionView {
  status: SessionStatus;
  user: SessionUser | null;
  api: ApiClient;
  /** The login form succeeded: the answer's user is the session from now on. */
  signedIn(user: SessionUser): void;
  /** Sign-out (spec 4): request() asks 'Are you sure to log out?', shown while `asking`. */
  signOut: { asking: boolean; busy: boolean; request(): void; confirm(): void; cancel(): void };
}

const SessionContext = createContext<SessionView | null>(null);

export function useSession(): SessionView {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider above it');
  return session;
}

/** Goes to a page of the public site with a full load: the session it leaves behind is gone. */
function leaveFor(path: string): void {
  window.location.assign(path);
}

/**
 * The member's session for a page (spec 4): asks who is logged in once when the ts-session marker
 * says a session may exist (decision 014: the token itself is HttpOnly), ends the session on a
 * 401 or 402 from any call (no message; the language's home page), and signs out after the
 * confirmation. `homePath` is the current language's home (/cn for Chinese). Every call of the
 * page, forms included, goes through its one API client, `api`.
 */
export function SessionProvider({ apiHosts, timeoutMs, homePath, children }: { apiHosts: ApiHosts; timeoutMs: number; homePath: string; children: ReactNode }) {
  const api = useMemo(() => createApiClient({ hosts: apiHosts, timeoutMs }), [apiHosts, timeoutMs]);
  const [leaving, setLeaving] = useState(false);
  // The machines keep their first implementations: read the current home through a ref.
  const home = useRef(homePath);
  home.current = homePath;
  const leaveForHome = () => {
    setLeaving(true);
    leaveFor(home.current);
  };

  const session = useActorRef(sessionMachine.provide({
    actors: { identity: fromPromise(() => fetchIdentity(api)) },
    guards: { hasSessionMarker },
    actions: {
      sessionEndedByServer: () => {
        apiEvents.emit('loggedOut', { reason: 'unauthorised' });
        leaveForHome();
      },
    },
  }));
  const logout = useActorRef(logoutMachine.provide({
    actors: { logout: fromPromise(() => logOut(api)) },
    actions: {
      clearSession: () => {
        forgetSessionMarker();
        session.send({ type: 'LOGGED_OUT' });
        apiEvents.emit('loggedOut', { reason: 'signed-out' });
      },
      goHome: leaveForHome,
    },
  }));

  useEffect(() => {
    const onUnauthorised = () => session.send({ type: 'UNAUTHORISED' });
    apiEvents.on('unauthorised', onUnauthorised);
    return () => apiEvents.off('unauthorised', onUnauthorised);
  }, [session]);

  const state = useSelector(session, (s) => ({ value: s.value as string, user: s.context.user }), (a, b) => a.value === b.value && a.user === b.user);
  const asking = useSelector(logout, (s) => s.matches('confirming') || s.matches('loggingOut'));
  const busy = useSelector(logout, (s) => s.matches('loggingOut'));

  const status: SessionStatus = leaving ? 'leaving' : state.value === 'loggedIn' ? 'loggedIn' : state.value === 'loggedOut' ? 'loggedOut' : 'checking';
  const view = useMemo<SessionView>(() => ({
    status,
    user: state.user,
    api,
    signedIn: (user) => session.send({ type: 'LOGGED_IN', user }),
    signOut: {
      asking,
      busy,
      request: () => logout.send({ type: 'REQUEST' }),
      confirm: () => logout.send({ type: 'CONFIRM' }),
      cancel: () => logout.send({ type: 'CANCEL' }),
    },
  }), [status, state.user, api, session, logout, asking, busy]);

  return (
    <SessionContext.Provider value={view}>{children}</SessionContext.Provider>
  );
}
