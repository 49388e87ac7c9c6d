import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { siteConfigPlugin } from './engine/build/vite-plugin-site-config.js';
import { islandsPlugin } from './engine/build/vite-plugin-islands.js';
import { yamlEditorPlugin } from './engine/build/vite-plugin-yaml-editor.js';
import { devApiPlugin } from './server/dev/vite-plugin-dev-api.js';
import { personaPreviewPlugin } from './engine/build/vite-plugin-persona-preview.js';
import { illustrationsDevPlugin } from './engine/build/vite-plugin-illustrations.js';

export default defineConfig({
  plugins: [siteConfigPlugin(), reactRouter(), islandsPlugin(), yamlEditorPlugin(), personaPreviewPlugin(), illustrationsDevPlugin(), devApiPlugin()],
  server: { port: 5173 },
  // The authoring pages (/_authoring/*) are served by plugins, which Vite's scan for dependencies
  // does not see: named here, their libraries are optimised when the dev server starts, not at
  // their first visit (which re-optimises, reloads the page, and can briefly run two copies of React).
  optimizeDeps: { entries: ['engine/ui/authoring/editor/editor-main.ts', 'engine/ui/authoring/personas/persona-preview-entry.tsx'] },
  // One stylesheet for the whole site (about 6 KB gzip): a public page's first paint waits for
  // one request, which every later page finds in the cache, and islands bring no CSS of their own.
  build: { cssCodeSplit: false },
  // RJSF's Markdown renderer, which no form of this engine uses (engine/ui/forms/plain-markdown.tsx).
  resolve: { alias: [{ find: /^markdown-to-jsx\/react$/, replacement: fileURLToPath(new URL('./engine/ui/forms/plain-markdown.tsx', import.meta.url)) }] },
});
