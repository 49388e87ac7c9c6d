import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadSiteModelFromDisk, readSchemas, readSourceFiles } from '../../config/read-source-files.js';
import { schemaForFile } from '../../config/config-file-kinds.js';
import type { SiteModel } from '../../config/site-model.js';
import { editorBase, type CheckAnswer, type EditorFile, type EditorRefusal, type SaveAnswer } from '../../ui/authoring/editor/editor-protocol.js';
import { editableFiles, readEditable, writeEditable } from './editable-files.js';
import { createEditedCheck } from './edited-check.js';
import { bundledSchema } from './editor-schema.js';
import { previewChoice, type SiteShape } from './preview-choices.js';
import { textKeyHelp } from './text-key-choices.js';

/** A config file is at most a few hundred kB; anything far larger is not an edit. */
const maxBodyBytes = 4_000_000;

const stylesheet = fileURLToPath(new URL('../../ui/authoring/editor/editor.css', import.meta.url));

/**
 * Answers the editor's requests below its base path (connect has already taken the base off
 * req.url): the page, its stylesheet, and the JSON calls of editor-protocol.ts. Reads and writes
 * only YAML under config/ and locales/ of `root` (editable-files.ts).
 */
export function createEditorRequests(root: string, scriptUrl: string) {
  const check = createEditedCheck(root);
  const schemas = readSchemas();
  let lastGoodModel: SiteModel | undefined;
  // The site as last checked without errors: while the config on disk is broken, the preview
  // still offers the pages it had (until it first checks, there is nothing to preview).
  const site = (): SiteShape => {
    const loaded = loadSiteModelFromDisk(root);
    if (loaded.ok) lastGoodModel = loaded.value;
    return lastGoodModel ? { locales: lastGoodModel.site.locales, routes: lastGoodModel.routes } : { locales: [], routes: [] };
  };

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://editor');
    const route = `${req.method ?? 'GET'} ${url.pathname}`;
    if (route === 'GET /') return send(res, 200, 'text/html; charset=utf-8', editorPageHtml(scriptUrl));
    if (route === 'GET /editor.css') return send(res, 200, 'text/css; charset=utf-8', readFileSync(stylesheet, 'utf8'));
    if (!url.pathname.startsWith('/api/')) return json(res, 404, { error: `no such editor page: ${url.pathname}` });
    const refusal = crossSiteRefusal(req);
    if (refusal) return json(res, 403, { error: refusal });

    if (route === 'GET /api/files') return json(res, 200, { files: editableFiles(root) });
    if (route === 'GET /api/file') {
      const path = url.searchParams.get('path') ?? '';
      const text = readEditable(root, path);
      if (!text.ok) return json(res, 404, { error: text.error });
      const schemaId = schemaForFile(path);
      const answer: EditorFile = {
        path,
        text: text.value,
        schema: schemaId ? bundledSchema(schemaId, schemas) : undefined,
        textKeys: textKeyHelp(path, readSourceFiles(root)),
        preview: previewChoice(path, site()),
      };
      return json(res, 200, answer);
    }
    if (route === 'POST /api/check' || route === 'POST /api/save') {
      const body = await editBody(req);
      if (!body.ok) return json(res, 400, { error: body.error });
      const { path, text } = body;
      if (route === 'POST /api/check') {
        const readable = readEditable(root, path);
        if (!readable.ok) return json(res, 404, { error: readable.error });
        const answer: CheckAnswer = check(path, text);
        return json(res, 200, answer);
      }
      const written = writeEditable(root, path, text);
      if (!written.ok) return json(res, 404, { error: written.error });
      const answer: SaveAnswer = { saved: path };
      return json(res, 200, answer);
    }
    return json(res, 404, { error: `no such editor call: ${route}` });
  };
}

/**
 * The dev server listens on localhost, where any page the person has open in the browser could
 * send it requests: the calls answer only the editor's own page (same origin), and writes only
 * JSON bodies, which a form on another site cannot send.
 */
function crossSiteRefusal(req: IncomingMessage): string | undefined {
  const site = req.headers['sec-fetch-site'];
  if (site && site !== 'same-origin') return 'the editor answers only its own page';
  const origin = req.headers.origin;
  if (origin && origin.replace(/^https?:\/\//, '') !== req.headers.host) return 'the editor answers only its own page';
  if (req.method === 'POST' && !(req.headers['content-type'] ?? '').startsWith('application/json')) return 'send the edit as application/json';
  return undefined;
}

async function editBody(req: IncomingMessage): Promise<{ ok: true; path: string; text: string } | { ok: false; error: string }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBodyBytes) return { ok: false, error: 'the text is too large for a config file' };
    chunks.push(chunk as Buffer);
  }
  try {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { path?: unknown; text?: unknown };
    if (typeof body.path === 'string' && typeof body.text === 'string') return { ok: true, path: body.path, text: body.text };
  } catch {
    // answered below
  }
  return { ok: false, error: 'send { "path": "config/...", "text": "..." }' };
}

function json(res: ServerResponse, status: number, body: object | EditorRefusal): void {
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(body));
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

/**
 * The page is not passed through Vite's HTML transform on purpose: that would add Vite's client,
 * which reloads every open page whenever a config file changes, and so would reload the editor
 * (losing the cursor and the undo history) each time it saves. The preview frame keeps it.
 */
function editorPageHtml(scriptUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>YAML editor</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${editorBase}/editor.css">
</head>
<body>
<div id="yaml-editor"></div>
<script type="module" src="${scriptUrl}"></script>
</body>
</html>
`;
}
