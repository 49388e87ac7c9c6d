/**
 * The e-mails the server writes in the reader's language, from locales/<locale>/emails.yaml: each
 * has a subject and a body, and the placeholders ({{name}}) its words may use. A placeholder a
 * mail must show (the code of a code mail) is required: a product manager who rewords the mail
 * cannot leave it out, and a placeholder the server does not fill is refused before it reaches a
 * reader as "{{cod}}".
 */
export interface EmailTextSpec {
  /** Placeholders the body must show. */
  required: readonly string[];
  /** Every placeholder the server fills for this mail. */
  allowed: readonly string[];
}

export const emailTexts = {
  /** The registration's code (console /register). */
  registerCode: { required: ['code'], allowed: ['code', 'minutes', 'siteUrl'] },
  /** Someone asked to register an address that has an account: its owner hears, nobody else does. */
  registerAccountExists: { required: ['loginUrl'], allowed: ['loginUrl', 'resetUrl', 'siteUrl'] },
  /** The purchase form's code, proving the buyer's address before an account is made with it. */
  purchaseCode: { required: ['code'], allowed: ['code', 'minutes', 'siteUrl'] },
  /** Someone asked to buy with an address that has an account: its owner is told to log in first. */
  purchaseAccountExists: { required: ['loginUrl'], allowed: ['loginUrl', 'resetUrl', 'siteUrl'] },
  /** The password reset's code. */
  resetCode: { required: ['code'], allowed: ['code', 'minutes', 'siteUrl'] },
  /** A reset asked for an address without an account: its owner may register instead. */
  resetNoAccount: { required: ['registerUrl'], allowed: ['registerUrl', 'siteUrl'] },
  /** The password was just changed by a reset: if it was not its owner, they learn it at once. */
  passwordChanged: { required: ['resetUrl'], allowed: ['loginUrl', 'resetUrl', 'siteUrl'] },
} as const satisfies Record<string, EmailTextSpec>;

export type EmailTextId = keyof typeof emailTexts;

/** Every key of locales/<locale>/emails.yaml: a subject and a body per mail. */
export const emailMessageKeys: string[] = Object.keys(emailTexts).flatMap((id) => [`${id}.subject`, `${id}.body`]);

/** The {{name}} placeholders a text uses, in order, each once. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([A-Za-z]+)\s*\}\}/g)].map((m) => m[1] ?? ''))];
}

/** The text with each placeholder replaced by its value (left as written when it has none). */
export function fillMailPlaceholders(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * What is wrong with one mail's words: a required placeholder missing from the body, or a
 * placeholder the server does not fill (in the subject or the body).
 */
export function emailTextProblems(id: EmailTextId, subject: string, body: string): string[] {
  const spec: EmailTextSpec = emailTexts[id];
  const problems: string[] = [];
  const used = placeholdersIn(body);
  for (const name of spec.required) if (!used.includes(name)) problems.push(`${id}.body must show {{${name}}}: the mail is useless without it`);
  for (const [part, text] of [['subject', subject], ['body', body]] as const) {
    for (const name of placeholdersIn(text)) {
      if (!spec.allowed.includes(name)) problems.push(`${id}.${part} uses {{${name}}}, which this mail does not fill (it fills ${spec.allowed.map((n) => `{{${n}}}`).join(', ')})`);
    }
  }
  return problems;
}
