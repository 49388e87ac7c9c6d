import type { Messages } from './site-model.js';

/** The text or group of texts at a path of nested translation keys, if there is one. */
export function lookupNode(messages: Messages | undefined, path: readonly string[]): Messages | string | undefined {
  return path.reduce<Messages | string | undefined>((node, part) => (node && typeof node === 'object' ? node[part] : undefined), messages);
}

/** The text at a dotted key (hero.heading), if there is one. */
export function lookupMessage(messages: Messages | undefined, key: string): string | undefined {
  const node = lookupNode(messages, key.split('.'));
  return typeof node === 'string' ? node : undefined;
}

/** The keys and texts under a node as a group; empty when the node is a text or missing. */
export function asGroup(node: Messages | string | undefined): Messages {
  return node && typeof node === 'object' ? node : {};
}

/** A non-empty group whose entries are all texts (numbered points, paragraphs). */
export function isTextGroup(node: Messages | string | undefined): boolean {
  return !!node && typeof node === 'object' && Object.keys(node).length > 0 && Object.values(node).every((v) => typeof v === 'string');
}
