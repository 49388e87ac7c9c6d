/**
 * A mistake found in config or translations, located like a compiler error so that an editor,
 * a terminal and CI all point the person at the exact place to fix.
 */
export interface ConfigError {
  /** Path relative to the project root, e.g. config/nav/header-en.yaml */
  file: string;
  line: number;
  column: number;
  /** JSON pointer inside the file's data, e.g. /items/2/path ("" for the whole file). */
  pointer: string;
  /**
   * The pointer's place as a person names it, when that says more than the pointer: list items
   * counted from one and called by their names (`3rd menu item "Pricing" → path`; describe-location.ts).
   */
  where?: string;
  message: string;
}

/** `file:line:column /pointer (where) message`, as `npm run check` prints it (docs/config-errors.md). */
export function formatConfigError(error: ConfigError): string {
  const at = `${error.file}:${error.line}:${error.column}`;
  const pointer = error.pointer && error.where ? `${error.pointer} (${error.where})` : error.pointer;
  return pointer ? `${at} ${pointer} ${error.message}` : `${at} ${error.message}`;
}

/** The segments of a JSON pointer (`/items/2/path` -> items, 2, path). */
export function segmentsOf(pointer: string): string[] {
  if (!pointer) return [];
  return pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function sortConfigErrors(errors: ConfigError[]): ConfigError[] {
  return [...errors].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column,
  );
}

export function pointerOf(segments: ReadonlyArray<string | number>): string {
  return segments.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}
