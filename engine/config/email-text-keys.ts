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

/** The order's facts every order mail may show. */
const orderFacts = ['orderId', 'packageName', 'term', 'amount', 'deadline', 'buyerName', 'siteUrl'] as const;

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
  /** The demo dialog's code (spec 7's sendVerifyCode), in the language of the page it was asked on. */
  demoCode: { required: ['code'], allowed: ['code', 'minutes', 'siteUrl'] },
  /** A PayPal order was placed: its payment page, and until when it is reserved. */
  orderPlacedPaypal: { required: ['orderId', 'paymentUrl', 'deadline'], allowed: [...orderFacts, 'paymentUrl', 'accountNote'] },
  /** A bank-transfer order was placed: what to transfer, with which reference, by when. */
  orderPlacedTransfer: { required: ['orderId', 'amount', 'reference', 'deadline', 'paymentUrl'], allowed: [...orderFacts, 'paymentUrl', 'accountNote', 'reference'] },
  /** The payment arrived: the receipt, naming the seller (site.yaml seller:). */
  orderReceipt: {
    required: ['orderId', 'packageName', 'term', 'amount', 'method', 'paidAt', 'sellerName', 'sellerAddress', 'sellerRegistration'],
    allowed: [...orderFacts, 'method', 'paidAt', 'activeUntil', 'reference', 'sellerName', 'sellerAddress', 'sellerRegistration', 'billingEmail'],
  },
  /** A bank-transfer order's reservation ends soon (site.yaml business.orderReminderHoursBefore). */
  orderReminder: { required: ['orderId', 'amount', 'reference', 'deadline', 'paymentUrl'], allowed: [...orderFacts, 'paymentUrl', 'reference'] },
  /** An unpaid PayPal order lapsed (reservation over, repriced, package withdrawn): nothing was charged. */
  orderLapsed: { required: ['orderId', 'reason'], allowed: [...orderFacts, 'reason', 'orderPageUrl'] },
  /** An unpaid bank-transfer order lapsed: how money already sent comes back. */
  orderLapsedTransfer: { required: ['orderId', 'reason', 'reference', 'billingEmail'], allowed: [...orderFacts, 'reason', 'orderPageUrl', 'reference', 'billingEmail'] },
  /** To the sales team (their one locale, see localized-mail.ts): a new order. */
  salesOrderPlaced: { required: ['orderId', 'email'], allowed: [...orderFacts, 'email', 'method', 'locale', 'paymentUrl'] },
  /** To the sales team: an order was paid. */
  salesOrderPaid: { required: ['orderId', 'reference'], allowed: [...orderFacts, 'email', 'method', 'paidAt', 'reference'] },
  /** To the sales team: a form was submitted (demo, contact, ...), with its fields. */
  salesSubmission: { required: ['fields', 'submissionId'], allowed: ['form', 'locale', 'email', 'fields', 'submissionId'] },
} as const satisfies Record<string, EmailTextSpec>;

/**
 * Pieces the order mails put into their placeholders, in the reader's language (emails.yaml
 * `parts:`): a plural piece has one key per plural form of the language (`termYears_few`).
 */
export const emailParts = {
  /** {{term}}: "1 year", "2 года", "5 лет". */
  termYears: { plural: true, required: ['count'], allowed: ['count'] },
  /** {{deadline}}, {{paidAt}}: the date, the time and the zone they are on (mail-dates.ts: UTC+8). */
  dateTime: { required: ['date', 'time'], allowed: ['date', 'time'] },
  /** {{activeUntil}}: until when the package is active. */
  activeUntil: { required: ['date'], allowed: ['date'] },
  /** {{accountNote}} of a purchase that created the account. */
  accountCreated: { required: [], allowed: [] },
  'method.paypal': { required: [], allowed: [] },
  'method.bank-transfer': { required: [], allowed: [] },
  /** {{reason}} of a lapse notice, by the order's invalid reason (order-reservation.ts). */
  'lapse.reservation-expired': { required: [], allowed: [] },
  'lapse.repriced': { required: [], allowed: [] },
  'lapse.offline': { required: [], allowed: [] },
  'lapse.upgraded': { required: [], allowed: [] },
  /** What the buyer is paying for, as PayPal shows it (its item description, 127 characters at most). */
  paypalItem: { required: ['packageName', 'term', 'orderId'], allowed: ['packageName', 'term', 'orderId'] },
} as const satisfies Record<string, EmailTextSpec & { plural?: boolean }>;

export type EmailPartId = keyof typeof emailParts;

export type EmailTextId = keyof typeof emailTexts;

/** Every key of locales/<locale>/emails.yaml: a subject and a body per mail. */
export const emailMessageKeys: string[] = Object.keys(emailTexts).flatMap((id) => [`${id}.subject`, `${id}.body`]);

/**
 * What is wrong with one part's words (`parts.<id>`, or one plural form of it): a placeholder it
 * must show and does not, or one it is not given.
 */
export function emailPartProblems(id: EmailPartId, key: string, text: string): string[] {
  const spec: EmailTextSpec = emailParts[id];
  const used = placeholdersIn(text);
  return [
    ...spec.required.filter((name) => !used.includes(name)).map((name) => `parts.${key} must show {{${name}}}`),
    ...used.filter((name) => !spec.allowed.includes(name)).map((name) => `parts.${key} uses {{${name}}}, which is not filled here${spec.allowed.length ? ` (it fills ${spec.allowed.map((n) => `{{${n}}}`).join(', ')})` : ''}`),
  ];
}

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
