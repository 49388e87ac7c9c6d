import type { Messages } from '../../config/site-model';
import type { PageData } from '../content/page-data';

/** The texts an island needs beyond the page's shared ones, by i18next namespace. */
export interface IslandTexts {
  page?: Messages;
  catalogue?: Messages;
}

/**
 * One island's own data, in its element's data-island-payload attribute: the component's props,
 * the texts it shows, and the part of the page data it reads (sections read usePageData()).
 * Only what the island needs: the rest of the page is already in the HTML as HTML.
 */
export interface IslandPayload<P = unknown> {
  props: P;
  texts?: IslandTexts;
  page?: Partial<PageData>;
}

export type IslandWhen = 'load' | 'visible' | 'idle';

/** The subtrees of nested texts at the given dotted keys, and nothing else. */
export function pickMessages(messages: Messages | undefined, keys: Array<string | undefined>): Messages {
  const picked: Messages = {};
  for (const key of keys) {
    if (!key || !messages) continue;
    const parts = key.split('.');
    let from: Messages | string | undefined = messages;
    for (const part of parts) from = from && typeof from === 'object' ? from[part] : undefined;
    if (from === undefined) continue;
    let into = picked;
    for (const part of parts.slice(0, -1)) into = (typeof into[part] === 'object' ? into[part] : (into[part] = {})) as Messages;
    into[parts.at(-1)!] = from;
  }
  return picked;
}
