/**
 * What the dev-only YAML editor's page and its Vite plugin (engine/build/vite-plugin-yaml-editor.ts)
 * say to each other over HTTP. Types only: the plugin imports them, the browser code reads them.
 */

/** Where the editor's endpoints live on the dev server. */
export const editorBase = '/_authoring/editor';

/** The persona preview (engine/build/vite-plugin-persona-preview.ts): a demo persona's application header in a locale. */
export function personaPreviewUrl(persona: string, locale: string): string {
  return `/_authoring/personas?${new URLSearchParams({ persona, locale }).toString()}`;
}

/** One mistake the config check found, located in a file (lines and columns from 1). */
export interface LocatedProblem {
  file: string;
  line: number;
  column: number;
  message: string;
}

/** A text key the file may name, with its text in each locale that has it. */
export interface TextKeyChoice {
  key: string;
  texts: Record<string, string>;
}

/**
 * Which fields of a config file take a translation key, and the keys there are. `listFields`
 * hold a list of keys (a menu's notices, a text section's paragraphs).
 */
export interface TextKeyHelp {
  fields: string[];
  listFields: string[];
  /** The texts files the keys come from, to say so in the completion list. */
  from: string[];
  keys: TextKeyChoice[];
}

export interface PreviewOption {
  value: string;
  label: string;
}

/**
 * What the preview beside the editor can show for a file: the persona preview (a demo persona's
 * application header in a locale), or pages of the site.
 */
export type PreviewChoice =
  | { kind: 'personas'; personas: PreviewOption[]; locales: PreviewOption[] }
  | { kind: 'pages'; pages: PreviewOption[] };

/** GET {editorBase}/api/file?path=... */
export interface EditorFile {
  path: string;
  text: string;
  /** The file's JSON Schema with the schemas it refers to inlined; none for a file of no known kind. */
  schema?: Record<string, unknown>;
  textKeys?: TextKeyHelp;
  preview: PreviewChoice;
}

/** POST {editorBase}/api/check with { path, text }: the check of the whole config with this text in place of the file. */
export interface CheckAnswer {
  /** Every error in the edited file. */
  errors: LocatedProblem[];
  /** Errors in other files that the file on disk does not cause. */
  elsewhere: LocatedProblem[];
}

/** POST {editorBase}/api/save with { path, text }. */
export interface SaveAnswer {
  saved: string;
}

/** Any endpoint that refuses: a path outside config/ and locales/, a body that is not JSON... */
export interface EditorRefusal {
  error: string;
}
