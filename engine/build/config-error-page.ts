import type { IncomingMessage } from 'node:http';

/**
 * What the dev server answers for a page while the config has errors: the errors themselves
 * (file:line:column), never the last good version of the page. The page loads Vite's client, so
 * the dev server's reload after the fix brings the page back by itself.
 */
export function configErrorPage(errors: readonly string[], base = '/'): string {
  const count = errors.length === 1 ? 'an error' : `${errors.length} errors`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Config errors</title>
<script type="module" src="${escapeHtml(base)}@vite/client"></script>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 40px; color: #1f2328; }
pre { background: #fff5f5; border: 1px solid #f1aeb5; padding: 16px; white-space: pre-wrap; font-size: 14px; }
</style>
</head>
<body>
<h1>The config has ${count}</h1>
<p>Fix the file and save it: this page reloads by itself once the config passes its checks.</p>
<pre>${errors.map(escapeHtml).join('\n')}</pre>
</body>
</html>
`;
}

/** A browser asking for a page (a reload, a link followed): not a script, style or API call. */
export function isPageRequest(request: Pick<IncomingMessage, 'method' | 'headers'>): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return (request.headers.accept ?? '').includes('text/html');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
