/** A text as a regular expression that matches exactly it: every character with a meaning there escaped. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
