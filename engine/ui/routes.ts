import { route, type RouteConfig } from '@react-router/dev/routes';
import { formatConfigError } from '../config/config-error.js';
import { loadSiteModelFromDisk } from '../config/read-source-files.js';
import { routeModuleId } from './content/route-module-id.js';
import { consolePaths, signInPaths } from './console/console-page-data.js';
import { notFoundDocumentPrefix } from '../routing/built-documents.js';

// The route table is config/routes.yaml: one route per path. Static paths share one module whose
// build-time loader turns config into page data; paths with :params get the client-side module.
const result = loadSiteModelFromDisk();
if (!result.ok) throw new Error(`config errors:\n${result.error.map(formatConfigError).join('\n')}`);

export default [
  ...result.value.routes.map((r) =>
    route(r.path, r.prerender ? 'routes/static-page.tsx' : 'routes/dynamic-page.tsx', { id: routeModuleId(r.path) }),
  ),
  // The console's own pages (config/console.yaml): login, register and the password reset as HTML
  // with islands, the module pages in the single-page app.
  ...consolePaths(result.value).map((path) => {
    const signIn = signInPaths(result.value).includes(path);
    return route(path, signIn ? 'routes/console-sign-in.tsx' : 'routes/console-page.tsx', { id: routeModuleId(path, 'console') });
  }),
  // Each locale's 404 page, built as HTML for the server to send (engine/routing/built-documents.ts).
  route(`${notFoundDocumentPrefix}/:locale`, 'routes/not-found-page.tsx', { id: 'not-found-page' }),
  route('*', 'routes/unmatched-path.tsx', { id: 'unmatched-path' }),
] satisfies RouteConfig;
