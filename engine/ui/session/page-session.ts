import type { SessionUser } from '../../api/session-calls';
import { hasSessionMarker } from '../../api/session-marker';
import { pageSessionConfig } from './page-session-config';
import type { SessionRuntime, SessionSnapshot } from './session-types';

export type { PageSessionConfig, SessionRuntime, SessionSnapshot, SessionStatus } from './session-types';
export { configurePageSession } from './page-session-config';

// The prerendered HTML is a visitor's page. A visitor's browser keeps this very snapshot, so
// hydrating changes nothing: an update while an island hydrates would make React drop the
// island's prerendered HTML (a form still loading its code) and show its fallback instead.
const serverSnapshot: SessionSnapshot = { status: 'loggedOut', user: null, signOut: { asking: false, busy: false } };

let snapshot = serverSnapshot;
let runtime: Promise<SessionRuntime> | undefined;
let started = false;
const listeners = new Set<() => void>();

/**
 * One session per document (spec 4), shared by every part of the page that shows it: the header,
 * the footer, a form, the console's screens. On a public page those parts are separate islands
 * (decision 017), so the session cannot live in one React tree's context. The session machine,
 * the logout machine and their calls load only when the ts-session marker says a session may
 * exist, or when a member signs in: a visitor's page never downloads them.
 */
export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  start();
  return () => {
    listeners.delete(listener);
  };
}

export function sessionSnapshot(): SessionSnapshot {
  // The first reader decides: a part that mounts before anything subscribed (a console page drawn
  // after hydration) must already see 'checking' when a session may exist, not a visitor's page.
  start();
  return snapshot;
}

export function serverSessionSnapshot(): SessionSnapshot {
  return serverSnapshot;
}

/** Called by the runtime whenever its machines move. */
export function publishSession(next: SessionSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

function start(): void {
  if (started || typeof document === 'undefined') return;
  started = true;
  if (!hasSessionMarker()) return; // nobody to ask about: a visitor, as prerendered
  publishSession({ ...snapshot, status: 'checking' });
  void sessionRuntime();
}

function sessionRuntime(): Promise<SessionRuntime> {
  runtime ??= import('./session-runtime').then(
    (module) => module.startSessionRuntime(pageSessionConfig, publishSession),
    (error: unknown) => {
      // Nothing to show a visitor: the page stays as a visitor's, and a later action tries again.
      runtime = undefined;
      console.error('The session code could not be loaded', error);
      publishSession({ ...snapshot, status: 'loggedOut' });
      throw error;
    },
  );
  return runtime;
}

function withRuntime(action: (runtime: SessionRuntime) => void): void {
  sessionRuntime().then(action, () => undefined);
}

/** What a page may ask of the session; each loads the machines first if they are not there yet. */
export const sessionActions = {
  /** The login form succeeded: its answer's user is the session from now on. */
  signedIn: (user: SessionUser) => withRuntime((r) => r.signedIn(user)),
  /** Ask the identity call again (a console navigation); only a logged-in session does. */
  recheck: () => {
    if (snapshot.status === 'loggedIn') withRuntime((r) => r.recheck());
  },
  requestSignOut: () => withRuntime((r) => r.requestSignOut()),
  confirmSignOut: () => withRuntime((r) => r.confirmSignOut()),
  cancelSignOut: () => withRuntime((r) => r.cancelSignOut()),
};
