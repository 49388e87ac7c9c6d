import { relative, sep } from 'node:path';
import type { Plugin, ResolvedConfig, ViteDevServer } from 'vite';
import { formatConfigError } from '../config/config-error.js';
import { contentRoot, loadSiteModelFromDisk } from '../config/read-source-files.js';
import type { ClientModel, SiteModel } from '../config/site-model.js';
import { buildPageData } from '../ui/content/page-data.js';
import { buildShellSettings } from '../ui/content/shell-settings.js';
import { buildAppShellData } from '../ui/content/app-shell-data.js';
import { consolePaths } from '../ui/console/console-page-data.js';
import { buildFormBundle, validatorNameOf } from './form-bundle.js';
import { formValidatorCode } from './form-validator-code.js';
import { configErrorPage, isPageRequest } from './config-error-page.js';
import { settledChanges } from './settled-changes.js';
import type { LocaleId } from '../config/site-model.js';

const PREFIX = 'virtual:site/';
/** How long a content file must stay unchanged before the dev server checks it (settled-changes.ts). */
const settleMs = 200;

/** What other dev plugins (vite-plugin-dev-api.ts) learn from this one: the checked model as it changes. */
export interface SiteConfigApi {
  model(): SiteModel | undefined;
  /** Called with each new model that passed every check; never with a config that has errors. */
  onModel(listener: (model: SiteModel) => void): void;
}

/** The site-config plugin's API in a resolved Vite config. */
export function siteConfigApiOf(config: ResolvedConfig): SiteConfigApi {
  const plugin = config.plugins.find((p) => p.name === 'site-config');
  if (!plugin) throw new Error('siteConfigPlugin() is not among the Vite plugins');
  return plugin.api as SiteConfigApi;
}

/**
 * Validates config/ and locales/ whenever Vite starts (dev or build) and fails with every error
 * located by file:line:column. Serves the browser the small part of the model it needs, and in
 * dev reloads the page when YAML changes; while the YAML has errors, a page asked for shows them.
 */
export function siteConfigPlugin(): Plugin {
  let model: SiteModel | undefined;
  /** The dev server's config errors since the last check that found any; undefined once it passes. */
  let errors: string[] | undefined;
  const listeners: Array<(model: SiteModel) => void> = [];
  let changes: ReturnType<typeof settledChanges> | undefined;

  const load = (): string | undefined => {
    const result = loadSiteModelFromDisk();
    if (result.ok) {
      model = result.value;
      return undefined;
    }
    return result.error.map(formatConfigError).join('\n');
  };

  const api: SiteConfigApi = { model: () => model, onModel: (listener) => void listeners.push(listener) };

  return {
    name: 'site-config',
    api,
    configResolved() {
      const errors = load();
      if (errors) throw new Error(`Config errors:\n${errors}`);
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id, options) {
      if (!id.startsWith(`\0${PREFIX}`) || !model) return undefined;
      const name = id.slice(PREFIX.length + 1);
      if (name === 'client-model') {
        const client: ClientModel = { site: model.site, routes: model.routes, headers: {}, footers: {}, redirects: model.redirects };
        return `export default ${JSON.stringify(client)};`;
      }
      if (name === 'full-model') {
        // Only the build-time loader imports this; a browser import would ship every page's texts.
        if (!options?.ssr && this.environment?.name === 'client') this.error('virtual:site/full-model is for build-time loaders only');
        return `export default ${JSON.stringify(model)};`;
      }
      if (name === 'forms') {
        // One loader per form and locale that shows it: its texts and its validator, two chunks
        // fetched only when a page or dialog shows that form.
        const entries = Object.values(model.forms).flatMap((form) => form.locales.map((locale) => {
          const bundle = JSON.stringify(`${PREFIX}form-bundle?form=${form.id}&locale=${locale}`);
          const validator = JSON.stringify(`${PREFIX}form-validator?form=${form.id}`);
          return `${JSON.stringify(`${form.id}/${locale}`)}: () => Promise.all([import(${bundle}), import(${validator})]).then(([b, v]) => ({ bundle: b.default, validators: v }))`;
        }));
        return `export default {${entries.join(',')}};`;
      }
      const formQuery = /^form-(bundle|validator)\?form=([a-z0-9-]+)(?:&locale=([a-z-]+))?$/.exec(name);
      if (formQuery) {
        const [, part, formId = '', locale] = formQuery;
        const form = model.forms[formId];
        if (!form) return undefined;
        if (part === 'validator') return formValidatorCode({ ...form.schema }, validatorNameOf(form.id));
        return `export default ${JSON.stringify(buildFormBundle(model, form, locale as LocaleId))};`;
      }
      if (name === 'app-shell') {
        // One chunk per language, fetched when a logged-in member is on a page that shows the
        // application header (engine/ui/console/public-app-header.tsx).
        const entries = model.site.locales.map((l) => `${JSON.stringify(l.id)}: () => import(${JSON.stringify(`${PREFIX}app-shell?locale=${l.id}`)})`);
        return `export default {${entries.join(',')}};`;
      }
      const appShellQuery = /^app-shell\?locale=([a-z-]+)$/.exec(name);
      if (appShellQuery) {
        const locale = model.site.locales.find((l) => l.id === appShellQuery[1]);
        return locale ? `export default ${JSON.stringify(buildAppShellData(model, locale.id))};` : undefined;
      }
      if (name === 'shell-settings') return `export default ${JSON.stringify(buildShellSettings(model))};`;
      if (name === 'responsive.css') return responsiveCss(model.site.constants.breakpoints);
      if (name === 'dynamic-pages') {
        const entries = model.routes
          .filter((r) => !r.prerender)
          .map((r) => `${JSON.stringify(r.path)}: () => import(${JSON.stringify(`${PREFIX}dynamic-page?path=${encodeURIComponent(r.path)}`)})`);
        return `export default {${entries.join(',')}};`;
      }
      if (name.startsWith('dynamic-page?path=')) {
        const path = decodeURIComponent(name.slice('dynamic-page?path='.length));
        const route = model.routes.find((r) => r.path === path);
        if (!route) return undefined;
        return `export default ${JSON.stringify({ data: buildPageData(model, route), params: route.params ?? {} })};`;
      }
      return undefined;
    },
    configureServer(server) {
      const root = contentRoot();
      server.watcher.add([`${root}/config`, `${root}/locales`, `${root}/schemas/forms`]);
      let lastCheck = loadSiteModelFromDisk();
      const check = () => {
        const result = loadSiteModelFromDisk();
        // The loader remembers its last check by a hash of the files: the same answer means the
        // same content (a save without a change, a change undone), which needs no reload.
        if (result === lastCheck) return;
        lastCheck = result;
        if (!result.ok) {
          errors = result.error.map(formatConfigError);
          const message = `Config errors:\n${errors.join('\n')}`;
          server.config.logger.error(message);
          server.ws.send({ type: 'error', err: { message, stack: '' } });
          return;
        }
        errors = undefined;
        const routeTableChanged = !model || routeTableOf(model) !== routeTableOf(result.value);
        model = result.value;
        for (const listener of listeners) listener(result.value);
        if (routeTableChanged) {
          void server.restart(); // react-router reads the route table once, at start
          return;
        }
        invalidateVirtualModules(server);
        server.ws.send({ type: 'full-reload', path: '*' });
      };
      changes = settledChanges(settleMs, check);
      const onChange = (file: string) => {
        const rel = relative(root, file).split(sep).join('/');
        if (/^(config|locales|schemas\/forms)\//.test(rel)) changes?.changed();
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);

      // A page asked for while the config has errors shows them, not the last good version.
      server.middlewares.use((req, res, next) => {
        if (!errors || !isPageRequest(req)) return next();
        res.writeHead(500, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(configErrorPage(errors, server.config.base));
      });
    },
    // Closed, or replaced by a restart: a check still pending belongs to a server that is gone.
    closeServer() {
      changes?.stop();
    },
  };
}

/** What react-router's route table (engine/ui/routes.ts) is made of: the routes and the console's pages. */
function routeTableOf(model: SiteModel): string {
  return JSON.stringify([model.routes.map((r) => [r.path, r.prerender]), consolePaths(model)]);
}

function invalidateVirtualModules(server: ViteDevServer): void {
  for (const environment of Object.values(server.environments)) {
    for (const mod of environment.moduleGraph.idToModuleMap.values()) {
      if (mod.id?.startsWith(`\0${PREFIX}`)) environment.moduleGraph.invalidateModule(mod);
    }
  }
}

/** The header's hamburger layout, each selector under `scope` (empty: wherever the media query holds). */
function hamburgerRules(scope: string): string {
  return [
    '.site-header__toggle { display: block; }',
    '.site-header__menu { display: none; position: absolute; top: 100%; left: 0; right: 0; background: #fff; flex-direction: column; align-items: stretch; padding: 8px 20px 20px; border-bottom: 1px solid var(--color-line); max-height: calc(100vh - 64px); overflow-y: auto; }',
    '.site-header__menu.is-open { display: flex; }',
    '.main-nav { flex-direction: column; align-items: stretch; }',
    '.main-nav__link { padding: 12px 0; width: 100%; text-align: left; justify-content: space-between; }',
    '.main-nav__submenu { position: static; box-shadow: none; border: 0; padding: 0 0 8px 12px; }',
    '.main-nav__item.is-open > .main-nav__submenu { display: block; }',
    '.site-header__tools { margin-left: 0; flex-wrap: wrap; padding-top: 12px; border-top: 1px solid var(--color-line); }',
  ]
    .map((rule) => `${scope}${rule}`)
    .join('\n');
}

/**
 * Rules that depend on the breakpoints of site.yaml: the header's hamburger below the large one
 * (spec 2.7: 1200 px), and data tables that stack into cards below the small one (768 px).
 */
function responsiveCss({ large, medium, small }: { large: number; medium: number; small: number }): string {
  return `
@media (max-width: ${medium - 0.02}px) {
  .news-item-section .video { grid-template-columns: minmax(0, 1fr); }
}
@media (max-width: ${small - 0.02}px) {
  .news-list .news-card--with-image { grid-template-columns: minmax(0, 1fr); }
  .news-list .news-card__image { grid-row: auto; }
  .scroll-table .data-table thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .scroll-table .data-table tr { display: block; padding: 10px 0; border-bottom: 1px solid var(--color-line); }
  .scroll-table .data-table tbody tr:last-child { border-bottom: 0; }
  .scroll-table .data-table th, .scroll-table .data-table td { display: block; border: 0; padding: 2px 14px; min-width: 0; }
  .scroll-table .data-table td[data-label]::before { content: attr(data-label) ": "; color: var(--color-muted); font-size: 0.85rem; }
  .scroll-table .data-table--marks td { display: inline-block; padding-right: 6px; }
}
/* Phones: the chat button is a round icon in the corner, and the footer ends with room for it,
   so its last links can always be scrolled clear of the button. */
@media (max-width: ${small - 0.02}px) {
  .contact-widget { right: 12px; bottom: 12px; }
  .contact-widget--minimised { right: 0; bottom: 72px; }
  .contact-widget__button { padding: 12px; }
  .contact-widget__button > span { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .contact-widget__panel { width: min(260px, calc(100vw - 24px)); }
  body:has(.contact-widget:not(.contact-widget--minimised)) .site-footer { padding-bottom: 84px; }
}
@media (max-width: ${large - 0.02}px) {
${hamburgerRules('')}
}
/* A wide screen whose bar cannot hold the full menu (text at 200%) folds into the same hamburger. */
${hamburgerRules('.site-header--folded ')}
/* The full menu is tight at every wide width (the bar stops growing with the page's container):
   the brand's name stays, smaller, on two lines. */
/* A hero with an illustration (hero-visual.tsx): words left, picture right, from the large breakpoint up. */
@media (min-width: ${large}px) {
  .hero--with-visual .container { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 540px); gap: 56px; align-items: center; }
  .hero--with-visual .hero__visual { display: block; }
}
@media (min-width: ${large}px) {
  .site-header__logo { white-space: normal; font-size: 0.85rem; line-height: 1.15; }
  .site-header__logo span { max-width: 7.5em; }
  .site-header__logo svg { flex: none; }
}
`;
}
