import { placeholdersIn } from './email-text-keys.js';
import { uiMessageKeys } from './ui-message-keys.js';

/**
 * Where the site cannot work without JavaScript (a form, the payment page's order) it says so in
 * one sentence of common.yaml and offers site.yaml `contact:` instead. The sentence marks where
 * the two go as <email>{{email}}</email> and <phone>{{phone}}</phone>: the page makes each a link
 * (mailto:, tel:) around the value. A translator who drops one, or misspells a placeholder or a
 * tag, would leave the visitor with no way to reach the company, or "{{emial}}" on the page: the
 * config check refuses it.
 */
export const contactSentenceKeys = {
  form: uiMessageKeys.noScriptForm,
  payment: uiMessageKeys.noScriptPayment,
} as const;

export type ContactSentence = keyof typeof contactSentenceKeys;

const links = ['email', 'phone'] as const;
const tagPattern = /<\/?([A-Za-z][A-Za-z0-9]*)\s*\/?>/g;

/** What is wrong with one such sentence; none when both links are there and nothing else is marked up. */
export function contactSentenceProblems(text: string): string[] {
  const problems: string[] = [];
  for (const name of links) {
    if (!text.includes(`<${name}>{{${name}}}</${name}>`)) problems.push(`must show <${name}>{{${name}}}</${name}>: it becomes the ${name === 'email' ? 'mailto:' : 'tel:'} link of site.yaml contact.${name}`);
  }
  for (const name of placeholdersIn(text)) {
    if (!(links as readonly string[]).includes(name)) problems.push(`uses {{${name}}}, which is not filled here (only {{email}} and {{phone}} are)`);
  }
  for (const name of new Set([...text.matchAll(tagPattern)].map((m) => m[1] ?? ''))) {
    if (!(links as readonly string[]).includes(name)) problems.push(`has the tag <${name}>, which is not a link here (only <email> and <phone> are)`);
  }
  return problems;
}
