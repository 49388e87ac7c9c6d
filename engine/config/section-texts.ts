import type { ContentSection, ContentSectionType } from './content-sections.js';
import { isRecord, listAt } from './json-shapes.js';
import type { Messages } from './site-model.js';
import { asGroup, isTextGroup, lookupNode } from './message-lookup.js';

/**
 * Which texts each content section needs under its `text:` prefix. `fields` are required,
 * `optional` may be left out; a list's items each need their `fields`, and `groups` are ordered
 * groups of texts (numbered points of a legal clause, bullet points of a tab).
 */
export interface TextRule {
  fields: string[];
  optional?: string[];
  list?: { key: string; source: 'config' | 'texts'; fields: string[]; optional?: string[]; groups?: string[]; optionalGroups?: string[] };
}

/** The payment section's words: its states, the order summary, PayPal and the bank transfer. */
export const paymentTextKeys = [
  'loading', 'retry', 'newOrder', 'nonRefundable',
  'notFound.heading', 'notFound.body', 'loadFailed',
  'summary.heading', 'summary.number', 'summary.package', 'summary.amount', 'summary.method', 'summary.status',
  'summary.placed', 'summary.reservedUntil', 'summary.paidAt',
  'methods.paypal', 'methods.bank-transfer',
  'states.awaiting-payment', 'states.paid', 'states.expired', 'states.invalid',
  'paypal.heading', 'paypal.body', 'paypal.pay', 'paypal.redirecting', 'paypal.capturing', 'paypal.cancelled', 'paypal.declined', 'paypal.failed',
  'bank.heading', 'bank.body', 'bank.beneficiary', 'bank.bank', 'bank.bankAddress', 'bank.account', 'bank.swift', 'bank.reference', 'bank.amount', 'bank.checking',
  'paid.heading', 'paid.body', 'paid.activeUntil', 'paid.elsewhere', 'paid.console', 'paid.receipt', 'paid.login',
  'expired.heading', 'expired.body',
  'invalid.heading', 'invalid.upgraded', 'invalid.offline', 'invalid.repriced',
];

/** A payment section's receipt view (view: receipt): a paid order's receipt, only for its account. */
export const receiptTextKeys = [
  'heading', 'loading', 'retry', 'print', 'back', 'login.body', 'login.link', 'notFound.heading', 'notFound.body', 'loadFailed',
  'seller', 'registrationNumber', 'billingEmail', 'billedTo', 'number', 'package', 'term', 'amount', 'method', 'paidAt', 'activeUntil',
  'methods.paypal', 'methods.bank-transfer', 'note',
];

/** The text rule of one section: its type's, or a payment section's receipt view's. */
export function textRuleOf(section: ContentSection): TextRule {
  if (section.type === 'payment' && section.view === 'receipt') return { fields: receiptTextKeys };
  return sectionTextRules[section.type];
}

export const sectionTextRules: Record<ContentSectionType, TextRule> = {
  figures: { fields: [], optional: ['heading', 'body'], list: { key: 'items', source: 'texts', fields: ['value', 'label'] } },
  'feature-grid': { fields: ['heading'], optional: ['body'], list: { key: 'items', source: 'config', fields: ['title', 'body'], optional: ['linkLabel'] } },
  steps: { fields: ['heading'], optional: ['body'], list: { key: 'items', source: 'texts', fields: ['title', 'body'] } },
  cards: { fields: ['heading'], optional: ['body'], list: { key: 'items', source: 'config', fields: ['title', 'body'], optional: ['meta', 'linkLabel'] } },
  faq: { fields: ['heading'], optional: ['body'], list: { key: 'items', source: 'texts', fields: ['question', 'answer'] } },
  offices: { fields: ['heading'], optional: ['body'], list: { key: 'items', source: 'config', fields: ['city', 'address'], optional: ['hours'] } },
  'legal-text': { fields: ['heading'], optional: ['body', 'updated'], list: { key: 'clauses', source: 'texts', fields: ['title'], groups: ['points'] } },
  'call-to-action': { fields: ['heading'], optional: ['body'], list: { key: 'actions', source: 'config', fields: ['label'] } },
  'product-tabs': { fields: ['heading'], optional: ['body'], list: { key: 'tabs', source: 'config', fields: ['label', 'title', 'body'], optional: ['linkLabel'], optionalGroups: ['points'] } },
  media: { fields: ['alt'], optional: ['heading', 'caption'] },
  showcase: { fields: ['heading'], optional: ['body'], list: { key: 'items', source: 'config', fields: ['title', 'body', 'alt'], optional: ['linkLabel'], optionalGroups: ['points'] } },
  comparison: { fields: ['heading'], optional: ['body', 'note'] },
  // Proof and people (decision 033): dated, named, quoted, all of it written per locale.
  timeline: { fields: ['heading'], optional: ['body'], list: { key: 'items', source: 'config', fields: ['title', 'body'] } },
  team: { fields: ['heading'], optional: ['body'], list: { key: 'items', source: 'config', fields: ['name', 'role'], optional: ['body'] } },
  awards: { fields: ['heading'], optional: ['body'], list: { key: 'items', source: 'config', fields: ['title', 'issuer'], optional: ['body'] } },
  testimonials: { fields: ['heading'], optional: ['body'], list: { key: 'items', source: 'config', fields: ['quote', 'person', 'role', 'company'], optional: ['figure', 'figureLabel'] } },
  wordmarks: { fields: ['heading'], optional: ['body'], list: { key: 'items', source: 'config', fields: ['name'], optional: ['field'] } },
  // `overview` (the label of the link to the list of them all) is required with an overview link: see below.
  'query-index': { fields: ['heading'], optional: ['overview'], list: { key: 'items', source: 'config', fields: ['label'] } },
  payment: { fields: paymentTextKeys },
  // Each row's label; the texts of its cells depend on the packages (check-package-comparison.ts).
  'package-comparison': { fields: ['heading'], optional: ['body', 'note'], list: { key: 'rows', source: 'config', fields: ['label'] } },
  'utility-tools': { fields: ['heading'], optional: ['body'] },
  'news-list': { fields: ['heading', 'all', 'filterLabel', 'readArticle', 'watchVideo'], optional: ['body'] },
  // `chapters` (the heading of a video's chapter list) is required for videos: see below.
  'news-item': { fields: ['notFound', 'backToList'], optional: ['chapters'] },
};

/** Sections whose words sit under `text:` (those with a text rule); the others name each key. */
export function isContentSection<T extends { type: string }>(section: T): section is Extract<T, ContentSection> {
  return section.type in sectionTextRules;
}

export interface TextProblem {
  /** Where in the page's config the need comes from. */
  at: Array<string | number>;
  message: string;
}


/** Every text a content section lacks in one locale's page texts, each located in the page config. */
export function missingSectionTexts(section: ContentSection, at: Array<string | number>, texts: Messages | undefined): TextProblem[] {
  const rule = textRuleOf(section);
  const problems: TextProblem[] = [];
  const base = section.text.split('.');
  const need = (path: string[], where: Array<string | number>, kind: 'text' | 'group' = 'text') => {
    const found = lookupNode(texts, path);
    const ok = kind === 'text' ? typeof found === 'string' : isTextGroup(found);
    if (!ok) problems.push({ at: where, message: `${kind === 'text' ? 'translation key' : 'group of texts'} "${path.join('.')}" is missing` });
  };
  for (const field of rule.fields) need([...base, ...field.split('.')], [...at, 'text']);
  if (rule.list) {
    const { list } = rule;
    const ids = list.source === 'config'
      ? itemIds(section, list.key).map(({ id, index }) => ({ id, where: [...at, list.key, index] }))
      : Object.keys(asGroup(lookupNode(texts, [...base, list.key]))).map((id) => ({ id, where: [...at, 'text'] }));
    if (list.source === 'texts' && ids.length === 0) problems.push({ at: [...at, 'text'], message: `group of texts "${[...base, list.key].join('.')}" is missing or empty` });
    for (const { id, where } of ids) {
      for (const field of list.fields) need([...base, list.key, id, field], where);
      for (const group of list.groups ?? []) need([...base, list.key, id, group], where, 'group');
      for (const group of list.optionalGroups ?? []) {
        if (lookupNode(texts, [...base, list.key, id, group]) !== undefined) need([...base, list.key, id, group], where, 'group');
      }
    }
  }
  if (section.type === 'comparison') {
    for (const column of section.columns) need([...base, 'columns', column], [...at, 'columns']);
    section.rows.forEach((row, i) => {
      need([...base, 'rows', row.id, 'label'], [...at, 'rows', i]);
      for (const [column, kind] of Object.entries(row.cells)) if (kind === 'text') need([...base, 'rows', row.id, column], [...at, 'rows', i, 'cells', column]);
    });
  }
  if (section.type === 'news-item' && section.kind === 'video') need([...base, 'chapters'], [...at, 'kind']);
  if (section.type === 'query-index' && section.overview) need([...base, 'overview'], [...at, 'overview']);
  if (section.type === 'testimonials') {
    // A figure is a number with what it counts: the one without the other says nothing.
    itemIds(section, 'items').forEach(({ id, index }) => {
      const has = (field: string) => typeof lookupNode(texts, [...base, 'items', id, field]) === 'string';
      if (has('figure') !== has('figureLabel')) need([...base, 'items', id, has('figure') ? 'figureLabel' : 'figure'], [...at, 'items', index]);
    });
  }
  return problems;
}

/** The ids of the items a section lists under `key` in the page config (items, tabs, rows), with their places. */
export function itemIds(section: ContentSection, key: string): Array<{ id: string; index: number }> {
  return listAt(section, key).flatMap((item, index) => (isRecord(item) && typeof item.id === 'string' ? [{ id: item.id, index }] : []));
}
