import { resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { siteConfigApiOf } from '../../engine/build/vite-plugin-site-config.js';
import type { DevApi } from './dev-api.js';

type DevApiModule = typeof import('./dev-api.js');

declare global {
  /** The dev API's code, loaded once per process (loadDevApi). */
  var tradeSiteEngineDevApi: Promise<DevApiModule> | undefined;
}

/**
 * `npm run dev` serves the reference API on its own origin, as `npm start` does: the pages' calls
 * (the API hosts of config/site.yaml are '' for the server that serves the site), forms, login and
 * the session cookie work as they will in production (dev-api.ts). Its embedded database is in
 * DEV_DATA_DIR (default data/dev), so `npm start` and `npm run dev` can run side by side.
 *
 * Dev only (`apply: 'serve'`), and this file imports nothing of the server at run time: the API's
 * code is loaded through tsx when the dev server starts, so the site build never loads it, and the
 * server bundle (scripts/build-server.ts, from server/main.ts) never contains it.
 */
export function devApiPlugin(): Plugin {
  let api: Promise<DevApi> | undefined;
  let stopOnInterrupt: (() => void) | undefined;
  return {
    name: 'dev-api',
    apply: 'serve',
    config(config) {
      // The databases' folders change with every write and hold no source: unwatched, they cost
      // the dev server no file events.
      const root = resolve(config.root ?? process.cwd());
      return { server: { watch: { ignored: [`${dataDirOf(root)}/**`, `${resolve(root, 'data')}/**`] } } };
    },
    configureServer: {
      // Before the site's own middlewares (the config error page, React Router's pages).
      order: 'pre',
      handler(server) {
        const siteConfig = siteConfigApiOf(server.config);
        const model = siteConfig.model();
        if (!model) throw new Error('the dev API starts after the config passed its checks');
        const dataDir = dataDirOf(server.config.root);
        // Vite listens at once; API calls made before the database is open wait for it.
        const starting = loadDevApi().then(({ startDevApi }) => startDevApi({ model, dataDir, logger: server.config.logger, listening: () => server.httpServer?.address() }));
        api = starting;
        starting.catch((error: unknown) => server.config.logger.error(`[api] could not be loaded: ${error instanceof Error ? error.stack : String(error)}`));
        siteConfig.onModel((next) => void starting.then((started) => started.useModel(next)));
        server.middlewares.use((req, res, next) => {
          starting.then((started) => started.handle(req, res, next), () => next());
        });
        stopOnInterrupt = closeOnInterrupt(server);
      },
    },
    async closeServer() {
      stopOnInterrupt?.();
      await (await api?.catch(() => undefined))?.close();
    },
  };
}

/** The dev API's data folder: DEV_DATA_DIR, by default data/dev (npm start's is data/). */
function dataDirOf(root: string): string {
  return resolve(root, process.env.DEV_DATA_DIR ?? 'data/dev');
}

/** Loaded by tsx, which runs the server's TypeScript as `npm start`'s development path does. */
function loadDevApi(): Promise<DevApiModule> {
  globalThis.tradeSiteEngineDevApi ??= import('tsx/esm/api').then(({ tsImport }) => tsImport('./dev-api.ts', import.meta.url) as Promise<DevApiModule>);
  return globalThis.tradeSiteEngineDevApi;
}

/**
 * Ctrl-C closes the dev server before the process exits, and with it the embedded database: Vite
 * itself does so on SIGTERM only, and a database killed mid-write recovers at its next start at
 * best. A second Ctrl-C exits at once.
 */
function closeOnInterrupt(server: ViteDevServer): () => void {
  const onInterrupt = () => {
    void server.close().finally(() => process.exit(130));
  };
  process.once('SIGINT', onInterrupt);
  return () => process.off('SIGINT', onInterrupt);
}
