import type { SourceText, YamlSource } from './yaml-source.js';
import type { ConfigFiles } from './generated/config-files.js';

/**
 * File path relative to the project root (config/..., locales/...) -> its text, or its bytes when
 * they are not valid UTF-8 (the check then says where they stop being so).
 */
export type SourceFiles = Record<string, SourceText>;

/** The id of a schema of schemas/config or schemas/locales: which kind of file it checks. */
export type SchemaId = keyof ConfigFiles;

/**
 * Valid, parsed files, by kind and then by path: what each compile and check module reads. A
 * file is here only once its schema accepted it, so its data has the type generated from that
 * schema (config/site.yaml: `checked.site.get('config/site.yaml')?.data` is a SiteFile).
 */
export type CheckedSources = { readonly [K in SchemaId]: Map<string, YamlSource<ConfigFiles[K]>> };

export function emptyCheckedSources(): CheckedSources {
  return {
    'app-header': new Map(), budgets: new Map(), 'catalogue-datasets': new Map(), 'catalogue-master-codes': new Map(), console: new Map(),
    errors: new Map(), footer: new Map(), 'form-schema': new Map(), 'form-ui': new Map(), forms: new Map(), header: new Map(),
    messages: new Map(), news: new Map(), page: new Map(), pricing: new Map(), redirects: new Map(), routes: new Map(), site: new Map(),
    tools: new Map(), visibility: new Map(),
  };
}

/** Keeps a file its schema accepted under its kind. */
export function keepChecked<K extends SchemaId>(checked: CheckedSources, kind: K, source: YamlSource<ConfigFiles[K]>): void {
  checked[kind].set(source.file, source);
}

/** Whether `file` passed its own checks, whatever its kind. */
export function isChecked(checked: CheckedSources, file: string): boolean {
  return Object.values(checked).some((files: Map<string, unknown>) => files.has(file));
}

/** The page config file of page `id` (config/pages/<id>.yaml), if it passed its schema. */
export function pageSource(checked: CheckedSources, id: string): YamlSource<ConfigFiles['page']> | undefined {
  return checked.page.get(`config/pages/${id}.yaml`);
}
