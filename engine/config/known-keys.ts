import type { ConfigError } from './config-error.js';
import { isRecord } from './json-shapes.js';
import type { YamlSource } from './yaml-source.js';
import { closestName } from './closest-name.js';
import { pluralForms, splitPluralKey } from './plural-forms.js';

/**
 * The keys something reads in one texts file, as a tree: `text` is one text, `texts` a group
 * whose keys are free (numbered points, paragraphs), `plural` a text written once per plural form
 * (`countries_one`, `countries_other`), and the key `*` stands for any id (the entries of a FAQ
 * written in the texts alone). A key in the file that the tree does not have is read by nothing:
 * a typo, a key at the wrong indentation, or a leftover.
 */
export type KeyRule = 'text' | 'texts' | 'plural' | KeyTree;
export interface KeyTree {
  [key: string]: KeyRule;
}

export const anyKey = '*';

/** Adds a dotted key (or key path) to the tree; groups on its way are created. */
export function addKey(tree: KeyTree, key: string | readonly string[], rule: KeyRule = 'text'): void {
  const path = typeof key === 'string' ? key.split('.') : key;
  let node = tree;
  path.forEach((part, i) => {
    if (i === path.length - 1) {
      const existing = node[part];
      // A key read both as a group and as something inside it keeps the group.
      if (existing && typeof existing === 'object' && typeof rule === 'object') Object.assign(existing, rule);
      else if (!existing || typeof existing !== 'object') node[part] = rule;
      return;
    }
    const next = node[part];
    if (next && typeof next === 'object') node = next;
    else node = node[part] = {};
  });
}

/** The group at a key path, created if needed: to add what lies under it. */
export function groupAt(tree: KeyTree, path: readonly string[]): KeyTree {
  let node = tree;
  for (const part of path) {
    const next = node[part];
    if (next && typeof next === 'object') node = next;
    else node = node[part] = {};
  }
  return node;
}

/**
 * Every key of `source` that `tree` does not have, as an error at the key, with the known key it
 * most likely meant. `readers` says who reads this file, so the message says where to look.
 */
export function reportUnknownKeys(source: YamlSource, tree: KeyTree, htmlLang: string, readers: string, errors: ConfigError[]): void {
  errors.push(...unknownKeysOf(source, tree, () => unknownKeys(source, tree, htmlLang, readers)));
}

// The same file judged by the same tree (the tree of an unchanged page is reused) gives the same answer.
const treeMemo = new WeakMap<YamlSource, { tree: KeyTree; errors: ConfigError[] }>();
function unknownKeysOf(source: YamlSource, tree: KeyTree, compute: () => ConfigError[]): ConfigError[] {
  const known = treeMemo.get(source);
  if (known?.tree === tree) return known.errors;
  const errors = compute();
  treeMemo.set(source, { tree, errors });
  return errors;
}

function unknownKeys(source: YamlSource, tree: KeyTree, htmlLang: string, readers: string): ConfigError[] {
  const errors: ConfigError[] = [];
  const forms = pluralForms(htmlLang);
  const walk = (node: unknown, rules: KeyTree, path: string[]) => {
    if (!isRecord(node)) return;
    for (const key in node) {
      const value = node[key];
      const plural = rules[key] === undefined ? splitPluralKey(key) : undefined;
      const rule = rules[key] ?? (plural && rules[plural.base] === 'plural' ? 'text' : undefined) ?? rules[anyKey];
      if (rule === 'texts' && typeof value !== 'string') continue;
      if (typeof rule === 'object' && typeof value === 'object') {
        walk(value, rule, [...path, key]);
        continue;
      }
      if (rule === 'text' && typeof value === 'string') continue;
      const dotted = [...path, key].join('.');
      if (rule === undefined) {
        errors.push(source.errorAt([...path, key], `"${dotted}" is a key nothing reads: ${readers}${hint(key, rules, forms)}`, 'key'));
      } else if (typeof value === 'string' && rule !== 'text' && rule !== 'plural') {
        errors.push(source.errorAt([...path, key], `"${dotted}" must be a group of keys, not a text (check the indentation of the lines under it)`, 'key'));
      } else if (typeof value !== 'string' && (rule === 'text' || rule === 'plural')) {
        errors.push(source.errorAt([...path, key], `"${dotted}" must be a text, not a group of keys (check the indentation of the lines under it)`, 'key'));
      }
    }
  };
  walk(source.data, tree, []);
  return errors;
}

function hint(key: string, rules: KeyTree, forms: string[]): string {
  const known = Object.entries(rules).flatMap(([k, rule]) => (k === anyKey ? [] : rule === 'plural' ? forms.map((f) => `${k}_${f}`) : [k]));
  const close = closestName(key, known);
  if (close) return ` (did you mean "${close}"?)`;
  return known.length && known.length <= 12 ? ` (known here: ${known.join(', ')})` : '';
}
