import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { hydrateIslandModule, islandModules, islandsEntryModule } from '../ui/islands/island-modules.js';
import { islandsManifestFile, islandsManifestOf, type BuiltChunk, type IslandsManifest } from './islands-manifest.js';

const LOADERS = 'virtual:site/island-loaders';
const ASSETS = 'virtual:site/islands-assets';

/** The runtime's input name, hence the start of its built file's name. */
const islandsEntryName = 'islands-entry';

/** React and i18next as one chunk each (see configEnvironment below for why). */
const libraryChunks = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|use-sync-external-store)[\\/]/, priority: 1 },
];

const emptyManifest: IslandsManifest = { entry: { file: '', imports: [] }, hydrate: [], islands: {} };

/**
 * The islands of the public pages (decision 017) in the build: the runtime becomes one more entry
 * of the client build (React Router's plugin lists only its own), the browser's loaders are made
 * from engine/ui/islands/island-modules.ts, and the client build records which files each island
 * is, which the prerender (in the server build, after it) reads for the runtime's address.
 */
export function islandsPlugin(): Plugin {
  let config: ResolvedConfig;
  const manifestPath = () => join(resolve(config.root, process.env.SITE_BUILD_DIR ?? 'build'), islandsManifestFile);
  return {
    name: 'site-islands',
    configResolved(resolved) {
      config = resolved;
    },
    configEnvironment(name, options, env) {
      if (name !== 'client' || env.command !== 'build') return;
      // The runtime's own dynamic imports (React, each island) are left to the browser's module
      // loader, which fetches a module's imports as it reads it: Vite's preload helper would
      // first append a <link rel="modulepreload"> per file, which cost more main-thread time
      // after the first paint than the one round trip it saves.
      const modulePreload = options.build?.modulePreload;
      if (options.build && modulePreload !== false) {
        options.build.modulePreload = {
          ...(typeof modulePreload === 'object' ? modulePreload : {}),
          resolveDependencies: (_file, deps, { hostId }) => (basename(hostId).startsWith(`${islandsEntryName}-`) ? [] : deps),
        };
      }
      const rollupOptions = options.build?.rollupOptions;
      const input = rollupOptions?.input;
      const entry = resolve(islandsEntryModule);
      if (Array.isArray(input)) input.push(entry);
      else if (input && typeof input === 'object') (input as Record<string, string>)[islandsEntryName] = entry;
      // React and i18next each as one chunk rather than the dozen small ones that code-splitting
      // around many entries (every island, every route) makes: every module the browser loads is
      // one more request, one more preload link and one more module to instantiate in the tasks
      // that follow the first paint.
      const output = rollupOptions?.output;
      if (output && !Array.isArray(output)) {
        // V8's explicit compile hint: compile every function of these chunks while the file
        // streams in, on a background thread, rather than on the main thread when first called.
        // React is one function body to the bundler (its CommonJS wrapper), all of it needed to
        // hydrate; compiled lazily it was the longest task after the first paint.
        output.postBanner = (chunk) => (libraryChunks.some((group) => group.name === chunk.name) ? '//# allFunctionsCalledOnLoad\n' : '');
        output.codeSplitting = { groups: libraryChunks };
      }
    },
    resolveId(id) {
      return id === LOADERS || id === ASSETS ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${LOADERS}`) {
        const entries = Object.entries(islandModules).map(([name, module]) => `${JSON.stringify(name)}: () => import(${JSON.stringify(`/${module}`)})`);
        return `export default {${entries.join(',')}};`;
      }
      if (id !== `\0${ASSETS}`) return undefined;
      // The browser never renders a public page's document (its root Layout only runs in the
      // prerender), so the client build needs no address: it is built before there is one.
      if (config.command === 'build' && this.environment?.name === 'client') return `export default ${JSON.stringify(emptyManifest)};`;
      if (config.command === 'serve') {
        // React Router's React Refresh preamble, which its <Scripts> would have run: without it the
        // dev server's components refuse to run.
        const devPreamble = '/@id/__x00__virtual:react-router/inject-hmr-runtime';
        return `export default ${JSON.stringify({ ...emptyManifest, entry: { file: `/${islandsEntryModule}`, imports: [] }, devPreamble })};`;
      }
      const file = manifestPath();
      if (!existsSync(file)) this.error(`islands: ${file} is missing; the client build must come first`);
      return `export default ${readFileSync(file, 'utf8')};`;
    },
    generateBundle(_options, bundle) {
      if (this.environment?.name !== 'client') return;
      const chunks: BuiltChunk[] = Object.values(bundle).flatMap((output) => output.type === 'chunk' ? [{
        fileName: output.fileName,
        moduleIds: output.moduleIds,
        imports: output.imports,
        css: [...(output.viteMetadata?.importedCss ?? [])],
        isEntry: output.isEntry,
      }] : []);
      const absolute = (module: string) => resolve(config.root, module);
      const manifest = islandsManifestOf(chunks, {
        entry: absolute(islandsEntryModule),
        hydrate: absolute(hydrateIslandModule),
        islands: Object.fromEntries(Object.entries(islandModules).map(([name, module]) => [name, absolute(module)])),
      }, config.base);
      mkdirSync(dirname(manifestPath()), { recursive: true });
      writeFileSync(manifestPath(), JSON.stringify(manifest, null, 2));
    },
  };
}
