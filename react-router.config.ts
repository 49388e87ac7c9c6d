import type { Config } from '@react-router/dev/config';
import { loadSiteModelFromDisk } from './engine/config/read-source-files.js';
import { formatConfigError } from './engine/config/config-error.js';
import { consolePaths } from './engine/ui/console/console-page-data.js';
import { builtDocumentPaths } from './engine/routing/built-documents.js';

/**
 * Static site: no server rendering at run time. Every route without parameters is prerendered
 * to its own HTML file from config/routes.yaml; a route with parameters gets one document for all
 * of its values, and each locale its 404 page (engine/routing/built-documents.ts).
 */
export default {
  appDirectory: 'engine/ui',
  buildDirectory: process.env.SITE_BUILD_DIR ?? 'build',
  ssr: false,
  async prerender() {
    const result = loadSiteModelFromDisk();
    if (!result.ok) throw new Error(result.error.map(formatConfigError).join('\n'));
    return [...result.value.routes.filter((r) => r.prerender).map((r) => r.path), ...consolePaths(result.value), ...builtDocumentPaths(result.value.routes)];
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
