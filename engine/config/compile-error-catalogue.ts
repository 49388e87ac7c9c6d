import type { ConfigError } from './config-error.js';
import { compiled, notChecked, type Compiled } from './compiled.js';
import type { CheckedSources } from './checked-sources.js';
import type { ErrorCatalogue, Messages } from './site-model.js';
import { lookupMessage } from './message-lookup.js';
import { knownAnswerCodes, shownAnswerCodes } from './answer-codes.js';
import { closestName } from './closest-name.js';

const file = 'config/errors.yaml';

/**
 * config/errors.yaml -> which message each answer code shows (spec 8), checking that every code
 * the server or the engine answers has one (answer-codes.ts), that an alias leads to a code with
 * a message, and that every message is written in every locale, the texts for a call refused
 * for coming too often (rateLimited:) included.
 */
export function compileErrorCatalogue(checked: CheckedSources, messages: Record<string, { common: Messages }>): Compiled<ErrorCatalogue> {
  const errors: ConfigError[] = [];
  const source = checked.errors.get(file);
  if (!source) return notChecked();
  const raw = source.data;
  for (const [code, target] of Object.entries(raw.aliases)) {
    if (!(String(target) in raw.messages)) errors.push(source.errorAt(['aliases', code], `leads to code ${target}, which has no entry under messages:`));
    if (code in raw.messages) errors.push(source.errorAt(['aliases', code], `has its own message under messages: too; keep one`, 'key'));
  }
  for (const group of ['messages', 'aliases'] as const) {
    for (const code of Object.keys(raw[group])) {
      if (knownAnswerCodes.includes(Number(code))) continue;
      const close = closestName(code, knownAnswerCodes.map(String));
      errors.push(source.errorAt([group, code], `is not an answer code of the API${close ? ` (did you mean ${close}?)` : ''}: the codes are those of spec 8, listed in engine/config/answer-codes.ts`, 'key'));
    }
  }
  for (const { code, name, source: from } of shownAnswerCodes) {
    if (String(code) in raw.messages || String(code) in raw.aliases) continue;
    errors.push(source.errorAt(['messages'], `has no message for code ${code} (${name} in ${from}), which visitors can be answered with: add "${code}: <key>" under messages: (or under aliases:), and the key's text under apiErrors: in every locales/<locale>/common.yaml`, 'key'));
  }
  const keys: Array<{ key: string; at: Array<string | number> }> = [
    ...Object.entries(raw.messages).map(([code, key]) => ({ key, at: ['messages', code] })),
    { key: raw.transport, at: ['transport'] },
    { key: raw.rateLimited.later, at: ['rateLimited', 'later'] },
    // Plural texts: every language has an _other form; the locale check asks for the language's others.
    { key: `${raw.rateLimited.seconds}_other`, at: ['rateLimited', 'seconds'] },
    { key: `${raw.rateLimited.minutes}_other`, at: ['rateLimited', 'minutes'] },
  ];
  for (const [locale, texts] of Object.entries(messages)) {
    // A common.yaml that failed its own check is reported there, not once per code here.
    if (!checked.messages.has(`locales/${locale}/common.yaml`)) continue;
    for (const { key, at } of keys) {
      if (!lookupMessage(texts.common, `apiErrors.${key}`)) errors.push(source.errorAt(at, `needs apiErrors.${key} in locales/${locale}/common.yaml`));
    }
  }
  return compiled({
    messages: Object.fromEntries(Object.entries(raw.messages).map(([code, key]) => [Number(code), key])),
    aliases: Object.fromEntries(Object.entries(raw.aliases).map(([code, target]) => [Number(code), target])),
    transport: raw.transport,
    rateLimited: raw.rateLimited,
  }, errors);
}
