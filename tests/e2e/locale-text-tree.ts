import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

// A locale file as a tree of texts, and one text by its dotted key: the browser tests read the
// words a visitor sees from the same files the site is built from.

export type Tree = { [key: string]: string | Tree };

export const yamlTree = (path: string) => parse(readFileSync(path, 'utf8')) as Tree;

/** The text at a dotted key; a key that is not a text fails the test naming it. */
export function textAt(tree: Tree, key: string): string {
  const found = key.split('.').reduce<Tree | string | undefined>((node, part) => (node && typeof node === 'object' ? node[part] : undefined), tree);
  if (typeof found !== 'string') throw new Error(`no text ${key}`);
  return found;
}
