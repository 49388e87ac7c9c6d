import type { Role } from './visibility-language.js';
import type { VisibilityFile } from './generated/config-files.js';

/** A permission a `visible:` rule may test (`perm:`): a sub-group of the session's TS group. */
export type PermissionName = Extract<VisibilityFile, { perm: unknown }>['perm'];

/**
 * The names the visibility language knows, for tools that let an editor pick them (the persona
 * preview). The same lists as visibility.schema.json's perm and role enums (a test compares them).
 */
export const permissionNames = ['CDS', 'SO', 'MARKET_ANALYSIS', 'AI', 'RECOMMEND', 'EMAIL', 'OPENS'] as const satisfies readonly PermissionName[];
export const roleNames = ['admin', 'info', 'payment'] as const satisfies readonly Role[];
