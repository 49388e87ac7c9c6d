/**
 * A mail as its reader sees it, from the raw text an SMTP peer received or the outbox wrote: the
 * reliability suite, the API tests and the browser tests all read codes and links this way, in
 * whichever language and transfer encoding the server wrote them.
 */

/**
 * A code in a mail: six digits after the word "code" in its subject or text (whatever the
 * wording or language around it), else six digits standing alone in its subject.
 */
export function codeIn(mail: { raw: string }): string | undefined {
  const { subject, body } = mailText(mail);
  const text = `${subject}\n${body}`;
  return /code[^0-9\n]{0,40}\b(\d{6})\b/i.exec(text)?.[1] ?? /(?<!\d)(\d{6})(?!\d)/.exec(subject)?.[1];
}

/**
 * A mail's subject and body as readable text: encoded words, quoted-printable and base64 decoded,
 * each part of a multipart mail in turn. Enough for the mails this server writes (nodemailer).
 */
export function mailText(mail: { raw: string }): { subject: string; body: string } {
  const { headers, body } = splitHeaders(mail.raw);
  return { subject: decodeWords(headers.get('subject') ?? ''), body: decodePart(headers, body) };
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end < 0 ? raw : raw.slice(0, end);
  const body = end < 0 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodePart(headers: Map<string, string>, body: string): string {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return body.split(`--${boundary}`).slice(1).filter((part) => !part.startsWith('--')).map((part) => {
      const inner = splitHeaders(part.replace(/^\r?\n/, ''));
      return decodePart(inner.headers, inner.body);
    }).join('\n');
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return quotedPrintable(body);
  return body;
}

function quotedPrintable(text: string): string {
  const bytes = Buffer.from(text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');
  return bytes.toString('utf8');
}

/** =?UTF-8?Q?...?= and =?UTF-8?B?...?= words of a header. */
function decodeWords(value: string): string {
  return value.replace(/=\?[^?]+\?([QB])\?([^?]*)\?=\s*/gi, (_match, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : quotedPrintable(text.replace(/_/g, ' ')));
}
