import { createHash } from 'node:crypto';

/**
 * The local simulator's stand-in for PayPal's approval page. It says plainly that it is a
 * simulator, and it has no script: three buttons in one form. Everything printed comes from a
 * buyer's order (the description) or our config, so every value is escaped, and the page's
 * policy allows only its own inline style, forms posted here, and redirects to the merchant's
 * return and cancel addresses (form-action also governs the redirect after the post).
 */

export interface SandboxPage {
  status: number;
  html: string;
  contentSecurityPolicy: string;
}

const style = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f5f7fa; color: #1a1a1a; }
main { max-width: 28rem; margin: 3rem auto; padding: 1.5rem; background: #fff; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
h1 { font-size: 1.25rem; margin: 0 0 .5rem; }
.notice { background: #fff4ce; border-left: 4px solid #b58100; padding: .5rem .75rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
dt { font-weight: 600; } dd { margin: 0; overflow-wrap: anywhere; }
button { display: block; width: 100%; margin: .5rem 0; padding: .75rem; font: inherit; border-radius: 999px; border: 1px solid #003087; cursor: pointer; }
button[value="pay"] { background: #003087; color: #fff; }
button[value="cancel"], button[value="decline"] { background: #fff; color: #003087; }
`;
const styleHash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

function policy(formAction: string): string {
  return [`default-src 'none'`, `style-src ${styleHash}`, `form-action ${formAction}`, `frame-ancestors 'none'`, `base-uri 'none'`].join('; ');
}

function htmlDocument(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
<main aria-labelledby="page-title">
${body}
</main>
</body>
</html>
`;
}

const notice = '<p class="notice" role="note">PayPal sandbox (local simulator) — no real money moves. Nothing here reaches PayPal.</p>';

export interface ApprovalPageInput {
  /** Where the form posts: the simulator's prefix plus /checkoutnow. */
  formPath: string;
  token: string;
  merchant: string;
  description: string;
  /** The amount as the buyer reads it, e.g. "USD 2,999.50". */
  amount: string;
  /** Origins of the order's return_url and cancel_url, where the buttons redirect to. */
  redirectOrigins: string[];
}

export function approvalPage(input: ApprovalPageInput): SandboxPage {
  const body = `<h1 id="page-title">Pay ${escapeHtml(input.merchant)} with PayPal</h1>
${notice}
<dl aria-label="Order">
<dt>Merchant</dt><dd>${escapeHtml(input.merchant)}</dd>
<dt>For</dt><dd>${escapeHtml(input.description)}</dd>
<dt>Amount</dt><dd>${escapeHtml(input.amount)}</dd>
</dl>
<form method="post" action="${escapeHtml(input.formPath)}" aria-label="Approve or cancel this payment">
<input type="hidden" name="token" value="${escapeHtml(input.token)}">
<button type="submit" name="choice" value="pay">Pay now</button>
<button type="submit" name="choice" value="cancel">Cancel and return</button>
<button type="submit" name="choice" value="decline">Simulate a declined card</button>
</form>`;
  const origins = [...new Set(input.redirectOrigins)].join(' ');
  return { status: 200, html: htmlDocument('PayPal sandbox: approve payment', body), contentSecurityPolicy: policy(`'self' ${origins}`.trim()) };
}

/** An unknown, expired or already finished order: nothing to approve, and it says why. */
export function unavailablePage(status: 400 | 404, message: string): SandboxPage {
  const body = `<h1 id="page-title">${status === 404 ? 'This payment cannot be found' : 'This request is not understood'}</h1>
${notice}
<p>${escapeHtml(message)}</p>
<p>Go back to the merchant's site and start the payment again.</p>`;
  return { status, html: htmlDocument('PayPal sandbox: payment not found', body), contentSecurityPolicy: policy(`'none'`) };
}
