/**
 * JSON for a <script type="application/json"> element: the characters that could end the element
 * or start markup inside it are written as \u escapes, which JSON.parse reads back unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Data for the browser's islands runtime, not a script: the CSP needs no hash for it. */
export function JsonScript({ value, ...attributes }: { value: unknown } & Record<`data-${string}`, string> & { id?: string }) {
  return <script type="application/json" {...attributes} dangerouslySetInnerHTML={{ __html: scriptSafeJson(value) }} />;
}
