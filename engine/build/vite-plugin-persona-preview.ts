import type { Plugin } from 'vite';
import { formatConfigError } from '../config/config-error.js';
import { loadSiteModelFromDisk } from '../config/read-source-files.js';
import { buildPersonaPreviewData } from '../ui/authoring/personas/persona-preview-data.js';
import { configErrorsHtml, personaPreviewEntry, personaPreviewHtml, personaPreviewPath } from './persona-preview-page.js';

/** React Router's React Refresh preamble: without it the dev server's components refuse to run. */
const refreshPreamble = '/@id/__x00__virtual:react-router/inject-hmr-runtime';

/**
 * The persona preview on the dev server only (`apply: 'serve'`, decision 023): `npm run dev` serves
 * it at /_authoring/personas from the config as it is on disk at each request; the site-config
 * plugin's reload on a YAML change reloads it too. The build has no such page (its report is
 * written apart, by engine/build/persona-report.ts), and the production server never serves it.
 */
export function personaPreviewPlugin(): Plugin {
  return {
    name: 'persona-preview',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://dev.local');
        if (url.pathname.replace(/\/$/, '') !== personaPreviewPath) return next();
        const result = loadSiteModelFromDisk();
        const scripts = `<script type="module" src="${refreshPreamble}"></script>\n<script type="module" src="/${personaPreviewEntry}"></script>`;
        const [status, page] = result.ok
          ? [200, personaPreviewHtml({ data: buildPersonaPreviewData(result.value), scripts })]
          // Shown until the YAML is fixed; Vite's client (added by the transform) reloads it then.
          : [500, configErrorsHtml(result.error.map(formatConfigError).join('\n'))];
        server.transformIndexHtml(req.url ?? personaPreviewPath, page).then((html) => {
          res.statusCode = status;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Cache-Control', 'no-store');
          res.end(html);
        }, next);
      });
    },
  };
}
