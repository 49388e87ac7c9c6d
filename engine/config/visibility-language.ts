import type { VisibilityFile } from './generated/config-files.js';

/** The roles spec 6 names (derived from the identity answer by engine/access/session-facts.ts). */
export type Role = 'admin' | 'info' | 'payment';

/**
 * The declarative visibility language of the menus (config/nav/*.yaml `visible:`), checked by
 * schemas/config/visibility.schema.json and decided here, by one pure function:
 *
 *   visible: { any: [{ perm: AI }, { perm: RECOMMEND }] }      marketing centre (spec 6)
 *   visible: { all: [{ loggedIn: true }, { locale: zh-cn }] }
 *   visible: { not: { locale: zh-cn } }                        /package, non-Chinese only
 */
export type Visibility = VisibilityFile;
