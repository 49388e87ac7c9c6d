/**
 * What a rule answers when its input can be wrong (corrupt stored data, an unknown code): the
 * caller decides how to tell the person, and nothing throws across the UI or the server.
 */
export type RuleResult<T> = { ok: true; value: T } | { ok: false; error: string };

export const accept = <T>(value: T): RuleResult<T> => ({ ok: true, value });
export const reject = <T = never>(error: string): RuleResult<T> => ({ ok: false, error });
