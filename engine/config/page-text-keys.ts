import type { PageConfig } from './site-model.js';
import { pageMessageKeys } from './check-translations.js';
import { isContentSection, itemIds, textRuleOf } from './section-texts.js';
import { addKey, anyKey, groupAt, type KeyTree } from './known-keys.js';

/**
 * The keys of locales/<locale>/pages/<page>.yaml: those the page config names (title, headings,
 * paragraphs) and, under each content section's `text:` prefix, the texts its type shows
 * (section-texts.ts). Ids of lists written in the texts alone (FAQ entries, steps) are free;
 * the words inside each entry are not. `packageIds`: the packages a comparison row may word.
 */
export function pageTextKeys(page: PageConfig, packageIds: string[]): KeyTree {
  const tree: KeyTree = {};
  for (const { key } of pageMessageKeys(page)) if (!key.startsWith('common:')) addKey(tree, key);
  for (const section of page.sections) {
    if (!isContentSection(section)) continue;
    const rule = textRuleOf(section);
    const own = groupAt(tree, section.text.split('.'));
    for (const field of [...rule.fields, ...(rule.optional ?? [])]) addKey(own, field);
    if (rule.list) {
      const { list } = rule;
      const ids = list.source === 'config' ? itemIds(section, list.key).map((item) => item.id) : [anyKey];
      for (const id of ids) {
        const item = groupAt(own, [list.key, id]);
        for (const field of [...list.fields, ...(list.optional ?? [])]) addKey(item, field);
        for (const group of [...(list.groups ?? []), ...(list.optionalGroups ?? [])]) addKey(item, group, 'texts');
      }
    }
    if (section.type === 'comparison') {
      for (const column of section.columns) addKey(own, ['columns', column]);
      for (const row of section.rows) {
        for (const [column, kind] of Object.entries(row.cells)) if (kind === 'text') addKey(own, ['rows', row.id, column]);
      }
      for (const row of section.rows) addKey(own, ['rows', row.id, 'label']);
    }
    if (section.type === 'package-comparison') {
      // A text row has one text for all packages or one per package; a row of country counts may
      // name a package's countries instead of counting them (United States).
      for (const row of section.rows) {
        if (row.show === 'text') addKey(own, ['rows', row.id, 'all']);
        if (row.show === 'text' || row.show === 'imports' || row.show === 'exports') for (const id of packageIds) addKey(own, ['rows', row.id, id]);
      }
    }
  }
  return tree;
}
