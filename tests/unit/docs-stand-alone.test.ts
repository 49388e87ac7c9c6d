import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The README and docs/*.md are read by someone who cloned this repository and nothing else: they
// name only files the repository holds, commands package.json has, and state rules themselves
// rather than citing a specification or an issue tracker the reader does not have. The notes in
// config/, locales/ and schemas/ (comments, schema titles and descriptions) follow the same rule.
// (The records under docs/decisions/ are history and keep what they cited.)

const root = new URL('../../', import.meta.url).pathname;
const documents = ['README.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
const scripts = Object.keys((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts);
const text = (file: string) => readFileSync(join(root, file), 'utf8');
/** Files the examples of docs/common-edits.md tell the reader to create. */
const exampleFiles = new Set(['config/pages/webinars.yaml', 'locales/en/pages/webinars.yaml', 'schemas/forms/webinar-signup.schema.json', 'schemas/forms/webinar-signup.ui.json']);

/** Repository paths in backticks or in Markdown links, without placeholders or globs. */
function repositoryPaths(markdown: string): string[] {
  const candidates = [
    ...[...markdown.matchAll(/`([^`\s]+)`/g)].map((m) => m[1] ?? ''),
    ...[...markdown.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)].map((m) => m[1] ?? ''),
  ];
  return candidates
    .map((c) => c.replace(/[.,:;]+$/, ''))
    .filter((c) => /^(\.ci|config|docs|engine|locales|public|schemas|scripts|server|tests)\//.test(c) || /^[A-Za-z-]+\.md$/.test(c))
    .filter((c) => !/[<>*{}]|\.\.\./.test(c));
}

/** Citations of what a clone does not hold: the specification's sections, issues, outside files. */
const outside = [
  /\.\.\/shared/, /product-spec/, /\bdesign\.md\b/, /\btoolchain\.md\b/, /\/work\//,
  /\bspec(?:ification)?(?:'s)?\s+(?:section\s+)?\d/i, /\(spec\b/i, /\bissue \d+/i,
];

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    return statSync(join(root, path)).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The editors' notes of a config, texts or schema file: YAML comments, JSON titles and descriptions. */
function notesOf(file: string): string {
  const body = text(file);
  if (file.endsWith('.json')) return [...body.matchAll(/"(?:title|description)"\s*:\s*"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]).join('\n');
  return body.split('\n').map((line) => /(?:^|\s)#(?!\S*["'])(.*)$/.exec(line)?.[1] ?? '').join('\n');
}

describe('the README and docs stand alone', () => {
  it.each(documents)('%s cites no document outside the repository', (file) => {
    const body = text(file);
    expect(outside.filter((pattern) => pattern.test(body)).map(String)).toEqual([]);
  });

  it('the notes in config/, locales/ and schemas/ cite nothing outside the repository', () => {
    const files = ['config', 'locales', 'schemas'].flatMap(filesUnder).filter((f) => /\.(ya?ml|json)$/.test(f));
    const citing = files.filter((file) => outside.some((pattern) => pattern.test(notesOf(file))));
    expect(citing).toEqual([]);
  });

  it.each(documents)('%s names only files the repository holds', (file) => {
    const base = file.startsWith('docs/') ? join(root, 'docs') : root;
    const missing = repositoryPaths(text(file)).filter((path) => !exampleFiles.has(path)).filter((path) => {
      // A bare document name in a link is relative to the document; a path is from the root.
      const relative = !path.includes('/') ? join(base, path) : join(root, path.replace(/^\.\//, ''));
      return !existsSync(relative);
    });
    expect(missing).toEqual([]);
  });

  it.each(documents)('%s runs only npm scripts that package.json has', (file) => {
    const named = [...text(file).matchAll(/npm run ([a-z][a-z0-9:-]*[a-z0-9])/g)].map((m) => m[1] ?? '');
    expect(named.filter((name) => !scripts.includes(name))).toEqual([]);
  });
});
