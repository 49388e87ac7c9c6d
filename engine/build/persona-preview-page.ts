import type { PersonaPreviewData } from '../ui/authoring/personas/persona-preview-data.js';

/** Where the dev server serves the persona preview (docs/persona-preview.md). */
export const personaPreviewPath = '/_authoring/personas';
/** The page's script, relative to the project: served by Vite in dev, bundled into the report. */
export const personaPreviewEntry = 'engine/ui/authoring/personas/persona-preview-entry.tsx';

/**
 * The persona preview's HTML document: its data as JSON in the page, and `head` and `scripts`
 * as the caller has them (the dev server's module URLs, or the report's inlined bundle).
 */
export function personaPreviewHtml({ data, head = '', scripts }: { data: PersonaPreviewData; head?: string; scripts: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Persona preview</title>
<link rel="icon" href="data:,">
${head}
</head>
<body>
<div id="persona-preview"></div>
<script type="application/json" id="persona-preview-data">${inertJson(data)}</script>
${scripts}
</body>
</html>
`;
}

/** A page that says why there is no preview: the config's errors, as text. */
export function configErrorsHtml(errors: string): string {
  const text = errors.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Persona preview: config errors</title></head>\n<body><h1>The config has errors</h1><pre>${text}</pre></body></html>\n`;
}

/**
 * JSON inside <script type="application/json">: the characters that could end the element or
 * start markup are written as \u escapes, which JSON.parse reads back unchanged (the same rule
 * as the islands' engine/ui/islands/json-script.tsx, which the build may not import).
 */
export function inertJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Script or style text inlined in the page: nothing in it may close its element early. */
export function inlineSafe(code: string, element: 'script' | 'style'): string {
  return code.replace(new RegExp(`</(${element})`, 'gi'), '<\\/$1');
}
