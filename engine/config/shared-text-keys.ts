import type { NewsItem } from './site-model.js';
import { uiMessageKeys } from './ui-message-keys.js';
import { catalogueMessageKeys, cataloguePluralKeys, consoleMessageKeys, pricingMessageKeys, pricingPluralKeys } from './checked-text-keys.js';
import { addKey, anyKey, groupAt, type KeyTree } from './known-keys.js';
import { illustrationIds, illustrationTextKeys } from './illustrations.js';
import { searchMessageKeys, searchPluralKeys } from './search-text-keys.js';
import { emailMessageKeys, emailParts } from './email-text-keys.js';

/** What common.yaml of one locale holds texts for, besides what the engine itself shows. */
export interface CommonTextsInput {
  /** Labels, headings and notices of that locale's menus (config/nav/*-<locale>.yaml). */
  menuKeys: string[];
  /** `common:` keys of the pages that locale routes to. */
  pageKeys: string[];
  /** Package names and coverage texts of config/pricing.yaml. */
  pricingKeys: string[];
  /** Message keys of config/errors.yaml (under apiErrors:). */
  apiErrorKeys: string[];
  /** Plural message keys of config/errors.yaml (under apiErrors:, one key per plural form). */
  apiErrorPluralKeys: string[];
}

/** The keys of locales/<locale>/common.yaml: engine texts, menus, page texts, prices, answer codes. */
export function commonTextKeys(input: CommonTextsInput): KeyTree {
  const tree: KeyTree = {};
  for (const key of Object.values(uiMessageKeys)) addKey(tree, key);
  for (const key of pricingMessageKeys) addKey(tree, key);
  for (const key of pricingPluralKeys) addKey(tree, key, 'plural');
  for (const key of [...input.menuKeys, ...input.pageKeys, ...input.pricingKeys]) addKey(tree, key);
  for (const key of input.apiErrorKeys) addKey(tree, ['apiErrors', key]);
  for (const key of input.apiErrorPluralKeys) addKey(tree, ['apiErrors', key], 'plural');
  return tree;
}

/** The keys of locales/<locale>/console.yaml: the console screens' own words and config's keys. */
export function consoleTextKeys(configKeys: string[]): KeyTree {
  const tree: KeyTree = {};
  for (const key of [...consoleMessageKeys, ...searchMessageKeys, ...configKeys]) addKey(tree, key);
  for (const key of searchPluralKeys) addKey(tree, key, 'plural');
  return tree;
}

/** The keys of locales/<locale>/catalogue.yaml: the catalogue sections' words and each dataset's name. */
export function catalogueTextKeys(datasetNames: string[]): KeyTree {
  const tree: KeyTree = {};
  for (const key of [...catalogueMessageKeys, ...datasetNames]) addKey(tree, key);
  for (const key of cataloguePluralKeys) addKey(tree, key, 'plural');
  return tree;
}

/** The keys of locales/<locale>/news.yaml: each topic, and each item's words as its kind shows them. */
export function newsTextKeys(items: NewsItem[]): KeyTree {
  const tree: KeyTree = {};
  for (const item of items) {
    addKey(tree, ['topics', item.topic]);
    const own = groupAt(tree, ['items', item.id]);
    for (const key of ['title', 'summary', 'imageAlt', 'linkLabel']) addKey(own, key);
    if (item.kind === 'video') for (const chapter of item.video.chapters) for (const key of ['title', 'body']) addKey(own, ['chapters', chapter.id, key]);
    if (item.kind === 'article') {
      const block = groupAt(own, ['body', anyKey]);
      addKey(block, 'heading');
      addKey(block, 'paragraphs', 'texts');
    }
  }
  return tree;
}

/** The keys of locales/<locale>/illustrations.yaml: the words of every product illustration. */
export function illustrationsTextKeys(): KeyTree {
  const tree: KeyTree = {};
  for (const id of illustrationIds) for (const key of illustrationTextKeys[id]) addKey(tree, `${id}.${key}`);
  return tree;
}

/** The keys of locales/<locale>/emails.yaml: a subject and a body per e-mail the server writes. */
export function emailTextKeys(): KeyTree {
  const tree: KeyTree = {};
  for (const key of emailMessageKeys) addKey(tree, key);
  // The pieces the order mails are filled with (parts.termYears is one text per plural form).
  for (const [id, spec] of Object.entries(emailParts)) addKey(tree, ['parts', ...id.split('.')], 'plural' in spec ? 'plural' : 'text');
  return tree;
}
