import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { build } from 'esbuild';
import { projectRoot } from '../config/read-source-files.js';
import type { SiteModel } from '../config/site-model.js';
import { buildPersonaPreviewData } from '../ui/authoring/personas/persona-preview-data.js';
import { inlineSafe, personaPreviewEntry, personaPreviewHtml } from './persona-preview-page.js';

/** Where `npm run build` writes the report, inside the build folder: beside client/, never in it. */
export const personaReportFile = 'authoring/personas.html';

const imageTypes: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp' };

/**
 * The persona preview as one self-contained file (decision 023), for reviewers who open it from
 * disk: script, styles, data and card images are all inside it, so a file:// page needs nothing
 * else. Bundled by esbuild on its own, so none of it can enter the site's chunks.
 */
export async function writePersonaReport(model: SiteModel, buildDir: string): Promise<string> {
  const bundle = await build({
    entryPoints: [join(projectRoot, personaPreviewEntry)],
    absWorkingDir: projectRoot,
    bundle: true,
    write: false,
    outdir: 'persona-report',
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const output = (extension: string) => bundle.outputFiles.filter((f) => f.path.endsWith(extension)).map((f) => f.text).join('\n');
  const data = buildPersonaPreviewData(model, imageAsDataUrl);
  const html = personaPreviewHtml({
    data,
    head: `<style>${inlineSafe(output('.css'), 'style')}</style>`,
    scripts: `<script type="module">${inlineSafe(output('.js'), 'script')}</script>`,
  });
  const file = join(buildDir, personaReportFile);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  return file;
}

function imageAsDataUrl(publicPath: string): string {
  const type = imageTypes[extname(publicPath).toLowerCase()];
  if (!type) throw new Error(`persona report: cannot inline ${publicPath} (not one of ${Object.keys(imageTypes).join(', ')})`);
  const bytes = readFileSync(join(projectRoot, 'public', publicPath));
  return `data:${type};base64,${bytes.toString('base64')}`;
}
