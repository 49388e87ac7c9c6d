import type { FormBundle } from '../../config/form-bundle-shape';

type Values = Record<string, unknown>;
const keyOf = (bundle: FormBundle, locale: string) => `form-draft:${bundle.id}:${locale}`;

/**
 * What a visitor typed, kept in sessionStorage so that a reload or a failed submission loses
 * nothing (issue: "nothing lost"). Passwords and one-time codes are never written down. Storage
 * that is full or switched off only means no draft: the form still works.
 */
export function saveDraft(bundle: FormBundle, locale: string, values: Values): void {
  try {
    const kept = Object.fromEntries(Object.entries(values).filter(([name, v]) => !bundle.notKept.includes(name) && !isBlank(v)));
    if (Object.keys(kept).length === 0) sessionStorage.removeItem(keyOf(bundle, locale));
    else sessionStorage.setItem(keyOf(bundle, locale), JSON.stringify(kept));
  } catch {
    // private mode or quota: nothing to keep, nothing to report
  }
}

/** Nothing typed: no value, empty text, or a group whose fields are all blank. */
function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (typeof value === 'object' && !Array.isArray(value)) return Object.values(value).every(isBlank);
  return false;
}

export function loadDraft(bundle: FormBundle, locale: string): Values | undefined {
  try {
    const text = sessionStorage.getItem(keyOf(bundle, locale));
    const value: unknown = text ? JSON.parse(text) : undefined;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Values) : undefined;
  } catch {
    return undefined;
  }
}

export function clearDraft(bundle: FormBundle, locale: string): void {
  try {
    sessionStorage.removeItem(keyOf(bundle, locale));
  } catch {
    // see saveDraft
  }
}
