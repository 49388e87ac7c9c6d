import { pointerOf, type ConfigError } from './config-error.js';
import type { CheckedSources } from './checked-sources.js';
import type { YamlSource } from './yaml-source.js';
import { closestName } from './closest-name.js';
import { pluralForms, splitPluralKey } from './plural-forms.js';
import { checkStep } from './check-step.js';
import { perSourceMemo } from './per-source-memo.js';

type Path = string[];

/** One locale's copy of a texts file (locales/<locale>/<name>.yaml). */
interface Member {
  locale: string;
  source: YamlSource;
  /** Every group and text, by its key path with plural forms folded (see plural-forms.ts). */
  nodes: Map<string, Path>;
}

export interface ParityOptions {
  /** htmlLang of each locale, for its plural forms. */
  htmlLangs: Record<string, string>;
  /**
   * Texts that belong to one locale by design (the labels of that locale's own menus), as dotted
   * keys per file name (`common.yaml`): they are checked where they are used, not across locales.
   */
  localeOwnKeys?: Record<string, Set<string>>;
  /** `file` + JSON pointer of keys already reported as read by nothing: not blamed twice. */
  reported?: Set<string>;
  /**
   * Texts files (by name, `common.yaml`) not compared while a file they depend on failed its own
   * check: with a menu unreadable, which of its locale's keys are that menu's own is unknown.
   */
  unjudged?: ReadonlySet<string>;
}

/**
 * Every texts file that several locales have must have the same keys in each, so no language
 * silently lags behind (a key renamed by a typo in one of them shows the raw key on that
 * language's pages). Where most locales agree, only the odd one out is blamed; with two locales
 * that disagree, both are. Plural texts must have exactly their language's plural forms.
 */
export function checkLocaleParity(checked: CheckedSources, options: ParityOptions, errors: ConfigError[]): void {
  const groups = new Map<string, Member[]>();
  for (const [file, source] of checked.messages) {
    const m = /^locales\/([^/]+)\/(.+\.yaml)$/.exec(file);
    if (!m) continue;
    const [, locale = '', name = ''] = m;
    const htmlLang = options.htmlLangs[locale];
    if (htmlLang === undefined) continue; // a folder of no declared locale
    const member = { locale, source, nodes: keyNodesOf(source, options.localeOwnKeys?.[name]) };
    groups.set(name, [...(groups.get(name) ?? []), member]);
    checkStep(file, errors, () => errors.push(...pluralProblems(source, htmlLang, () => pluralFormProblems(source, htmlLang))));
  }
  for (const [name, members] of groups) {
    if (options.unjudged?.has(name)) continue;
    const [first] = members;
    if (first && members.length > 1) checkStep(first.source.file, errors, () => compareMembers(name, members, options.reported ?? new Set(), errors));
  }
}

const join = (path: Path) => path.join('\u0001');

// A file checked again unchanged (the fuzz test, the dev server) is not walked again.
const nodesOfSource = new WeakMap<YamlSource, { own: string; nodes: Map<string, Path> }>();

function keyNodesOf(source: YamlSource, own: Set<string> | undefined): Map<string, Path> {
  const signature = own ? [...own].sort().join('\n') : '';
  const known = nodesOfSource.get(source);
  if (known && known.own === signature) return known.nodes;
  const nodes = keyNodes(source.data, own);
  nodesOfSource.set(source, { own: signature, nodes });
  return nodes;
}

/** Group and text paths of a file, plural forms folded, leaving out texts owned by one locale. */
function keyNodes(data: unknown, own: Set<string> | undefined): Map<string, Path> {
  const nodes = new Map<string, Path>();
  const walk = (node: unknown, actual: Path, folded: Path) => {
    if (!node || typeof node !== 'object') {
      if (own?.has(folded.join('.'))) return;
      // A text's groups exist because of it; adding them here keeps a group of owned texts out.
      for (let i = 1; i <= folded.length; i++) if (!nodes.has(join(folded.slice(0, i)))) nodes.set(join(folded.slice(0, i)), actual.slice(0, i));
      return;
    }
    for (const [key, value] of Object.entries(node)) {
      const plural = typeof value === 'string' ? splitPluralKey(key) : undefined;
      walk(value, [...actual, key], [...folded, plural ? plural.base : key]);
    }
  };
  walk(data, [], []);
  return nodes;
}

function compareMembers(name: string, members: Member[], reported: Set<string>, errors: ConfigError[]): void {
  const all = new Map<string, Path>();
  for (const m of members) for (const [key, path] of m.nodes) if (!all.has(key)) all.set(key, path);
  const fileOf = (m: Member) => `locales/${m.locale}/${name}`;
  for (const [key, path] of all) {
    const holders = members.filter((m) => m.nodes.has(key));
    if (holders.length === members.length) continue;
    const lacking = members.filter((m) => !m.nodes.has(key));
    const parent = join(path.slice(0, -1));
    const last = path.at(-1);
    if (last === undefined) continue; // keyNodes adds no empty path: the top of a file is no key
    // Blame the minority; when it is a tie, both sides.
    if (holders.length * 2 <= members.length) {
      for (const holder of holders) {
        if (parent && !lacking.every((m) => m.nodes.has(parent))) continue; // its group is reported instead
        const actual = holder.nodes.get(key)!;
        if (reported.has(`${holder.source.file}${pointerOf(actual)}`)) continue;
        const hint = suggestion(last, lacking.flatMap((m) => siblingsMissingFrom(m, holder, parent)));
        errors.push(holder.source.errorAt(actual, `is not in ${lacking.map(fileOf).join(' or ')}: every language has the same keys${hint}`, 'key'));
      }
    }
    if (holders.length * 2 >= members.length) {
      for (const member of lacking) {
        if (parent && !member.nodes.has(parent)) continue; // its group is reported instead
        const at = parent ? member.nodes.get(parent)! : [];
        const hint = suggestion(last, holders.flatMap((h) => siblingsMissingFrom(member, h, parent)));
        const folded = key.split('\u0001').pop()!;
        const named = folded === last ? `"${last}"` : `the plural text "${folded}" (${folded}_one, ${folded}_other, ...)`;
        const where = at.length ? `lacks ${named}` : `lacks ${named} at the top`;
        errors.push(member.source.errorAt(at, `${where}, which ${holders.map(fileOf).join(' and ')} ${holders.length === 1 ? 'has' : 'have'}: every language has the same keys${hint}`, 'key'));
      }
    }
  }
}

/** Keys directly under `parent` that `member` has and `other` lacks: what a typo may have made of a key. */
function siblingsMissingFrom(member: Member, other: Member, parent: string): string[] {
  const depth = parent ? parent.split('\u0001').length + 1 : 1;
  const out: string[] = [];
  for (const [key, path] of member.nodes) {
    if (path.length !== depth || other.nodes.has(key)) continue;
    const last = path.at(-1);
    if (last !== undefined && join(path.slice(0, -1)) === parent) out.push(last);
  }
  return out;
}

function suggestion(typed: string, candidates: string[]): string {
  const close = closestName(typed, [...new Set(candidates)]);
  return close ? ` (did you mean "${close}"?)` : '';
}

const pluralProblems = perSourceMemo<ConfigError[]>();

/** A plural text has each plural form its language has, and no other. */
function pluralFormProblems(source: YamlSource, htmlLang: string): ConfigError[] {
  const errors: ConfigError[] = [];
  const needed = pluralForms(htmlLang);
  const walk = (node: unknown, path: Path) => {
    if (!node || typeof node !== 'object') return;
    const bases = new Map<string, string[]>();
    for (const [key, value] of Object.entries(node)) {
      const plural = typeof value === 'string' ? splitPluralKey(key) : undefined;
      if (plural) bases.set(plural.base, [...(bases.get(plural.base) ?? []), plural.form]);
      else walk(value, [...path, key]);
    }
    for (const [base, forms] of bases) {
      for (const form of forms) {
        if (!needed.includes(form)) errors.push(source.errorAt([...path, `${base}_${form}`], `is a plural form "${htmlLang}" does not have (its forms: ${needed.join(', ')})`, 'key'));
      }
      const missing = needed.filter((f) => !forms.includes(f));
      if (missing.length) {
        errors.push(source.errorAt(path, `lacks ${missing.map((f) => `"${base}_${f}"`).join(', ')}: a plural text in "${htmlLang}" needs the forms ${needed.join(', ')}`, 'key'));
      }
    }
  };
  walk(source.data, []);
  return errors;
}
