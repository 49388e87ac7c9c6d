import type { FastifyInstance } from 'fastify';

/**
 * SIGTERM (systemd, Docker, Kubernetes, `kill`) and SIGINT (Ctrl-C) stop the server gracefully:
 * it stops accepting connections, lets requests in flight finish (a submission being stored is
 * answered, not reset), then closes what it opened in reverse order and exits 0. Requests still
 * running after the grace period are abandoned (exit 1); a second signal stops at once.
 */
export const defaultGraceMs = 10_000;

interface ShutdownLog {
  info(message: string): void;
  error(details: object, message: string): void;
}

export interface Shutdown {
  /** Registers something to close at shutdown; closed in reverse order of registration. */
  add(close: () => Promise<void> | void): void;
}

export function stopOnSignals(log: ShutdownLog, graceMs = defaultGraceMs): Shutdown {
  const closers: Array<() => Promise<void> | void> = [];
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.error({ signal }, 'a second stop signal: stopping at once');
      process.exit(1);
    }
    stopping = true;
    log.info(`${signal}: not accepting connections; finishing the requests in flight (at most ${graceMs / 1000} s), then stopping`);
    setTimeout(() => {
      log.error({ graceMs }, 'requests were still in flight when the grace period ended: stopping anyway');
      process.exit(1);
    }, graceMs).unref();
    void (async () => {
      for (const close of closers.reverse()) await close();
    })().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'stopping failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  return { add: (close) => void closers.push(close) };
}

/**
 * Answers sent while the server stops carry `Connection: close`. Without it the keep-alive
 * connection of a request that was in flight stays open after its answer, and closing the server
 * waits for the client to drop it (up to the keep-alive timeout) instead of finishing at once.
 */
export function closeConnectionsWhileStopping(app: FastifyInstance): void {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping) reply.header('Connection', 'close');
    done(null, payload);
  });
}
