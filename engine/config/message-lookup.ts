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
