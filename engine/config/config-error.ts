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
  message: string;
}

export function formatConfigError(error: ConfigError): string {
  const where = `${error.file}:${error.line}:${error.column}`;
  return error.pointer ? `${where} ${error.pointer} ${error.message}` : `${where} ${error.message}`;
}

export function sortConfigErrors(errors: ConfigError[]): ConfigError[] {
  return [...errors].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column,
  );
}

export function pointerOf(segments: ReadonlyArray<string | number>): string {
  return segments.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}
