import { createActor, fromPromise } from 'xstate';
import { apiEvents } from '../../api/api-events';
import { fetchIdentity, logOut } from '../../api/session-calls';
import { forgetSessionMarker, hasSessionMarker } from '../../api/session-marker';
import { sessionMachine } from '../../machines/session-machine';
import { logoutMachine } from '../../machines/logout-machine';
import { pageApi } from './page-api';
import type { PageSessionConfig, SessionRuntime, SessionSnapshot, SessionStatus } from './session-types';

/**
 * The session and logout machines of the document (spec 4), started once: it asks who is logged
 * in when the marker says a session may exist, ends the session on a 401 or 402 from any call
 * (no message; the language's home page) and signs out after the confirmation.
 */
export function startSessionRuntime(config: () => PageSessionConfig, publish: (snapshot: SessionSnapshot) => void): SessionRuntime {
  const api = pageApi();
  let leaving = false;
  // A full load: the page the session leaves behind is gone with it.
  const leaveForHome = () => {
    leaving = true;
    update();
    window.location.assign(config().homePath);
  };

  const session = createActor(sessionMachine.provide({
    actors: { identity: fromPromise(() => fetchIdentity(api)) },
    guards: { hasSessionMarker },
    actions: {
      sessionEndedByServer: () => {
        apiEvents.emit('loggedOut', { reason: 'unauthorised' });
        leaveForHome();
      },
    },
  }));
  const logout = createActor(logoutMachine.provide({
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

  function update(): void {
    const state = session.getSnapshot();
    const out = logout.getSnapshot();
    const status: SessionStatus = leaving ? 'leaving' : state.matches('loggedIn') ? 'loggedIn' : state.matches('loggedOut') ? 'loggedOut' : 'checking';
    publish({
      status,
      user: state.context.user,
      signOut: { asking: out.matches('confirming') || out.matches('loggingOut'), busy: out.matches('loggingOut') },
    });
  }

  session.subscribe(update);
  logout.subscribe(update);
  apiEvents.on('unauthorised', () => session.send({ type: 'UNAUTHORISED' }));
  session.start();
  logout.start();
  update();

  return {
    signedIn: (user) => session.send({ type: 'LOGGED_IN', user }),
    recheck: () => session.send({ type: 'RECHECK' }),
    requestSignOut: () => logout.send({ type: 'REQUEST' }),
    confirmSignOut: () => logout.send({ type: 'CONFIRM' }),
    cancelSignOut: () => logout.send({ type: 'CANCEL' }),
  };
}
