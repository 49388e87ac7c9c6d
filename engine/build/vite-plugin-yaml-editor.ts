import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { contentRoot } from '../config/read-source-files.js';
import { editorBase } from '../ui/authoring/editor/editor-protocol.js';
import { createEditorRequests } from './yaml-editor/editor-requests.js';

/**
 * Everything the editor's page imports from node_modules. Bundled by Vite's dependency optimizer
 * when the dev server starts: a package first met while the page loads would be bundled then,
 * and the page (which has no Vite client to be told to reload) would hold two copies of
 * @codemirror/state, which CodeMirror refuses.
 */
const editorPackages = [
  'codemirror', '@codemirror/state', '@codemirror/view', '@codemirror/language', '@codemirror/lint',
  '@codemirror/autocomplete', '@codemirror/commands', '@codemirror/lang-yaml', 'codemirror-json-schema/yaml', 'codemirror-json-schema',
];

const entry = fileURLToPath(new URL('../ui/authoring/editor/editor-main.ts', import.meta.url));

/**
 * The YAML editor for product managers at /_authoring/editor (docs/yaml-editor.md): CodeMirror
 * with completion and hover from the config's JSON Schemas and texts, the real config check's
 * errors as you type, a preview, and saving into config/ and locales/ of the content root.
 *
 * `apply: 'serve'`: only `npm run dev` has it. The build never loads this plugin, so neither the
 * editor's code nor its write endpoint can reach build/client/ or the production server, which
 * serves the build alone (decision 027).
 */
export function yamlEditorPlugin(): Plugin {
  return {
    name: 'yaml-editor',
    apply: 'serve',
    config: () => ({ optimizeDeps: { include: editorPackages } }),
    configureServer: {
      // Before the other dev middlewares: the site-config plugin's page of config errors answers
      // every page while the config is broken, and the editor is where the person fixes it.
      order: 'pre',
      handler(server) {
        const fromRoot = relative(server.config.root, entry);
        const scriptUrl = fromRoot.startsWith('..') ? `/@fs${entry}` : `/${fromRoot.split(sep).join('/')}`;
        const answer = createEditorRequests(contentRoot(), scriptUrl);
        server.middlewares.use(editorBase, (req, res, next) => {
          answer(req, res).catch(next);
        });
      },
    },
  };
}
