import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../../engine/config/list-files';
import { projectRoot } from '../../engine/config/read-source-files';
import { uiMessageKeys } from '../../engine/config/ui-message-keys';
import { consoleMessageKeys } from '../../engine/config/checked-text-keys';
import { searchMessageKeys, searchPluralKeys } from '../../engine/config/search-text-keys';

/**
 * The config check refuses a key under these namespaces that the engine does not read, and
 * requires each one it does (engine/config/ui-message-keys.ts, checked-text-keys.ts). So every key the screens read
 * there must be listed: a key added to a screen but not to the list would be refused in the
 * texts that give it.
 */
const fixedNamespaces = ['shell', 'login', 'register', 'membership', 'notify', 'brand', 'header', 'chat', 'actions', 'marks', 'progress', 'search'];

describe('the texts the engine\'s own screens read', () => {
  it('are listed in engine/config/ui-message-keys.ts or checked-text-keys.ts, which the config check knows', () => {
    const known = new Set<string>([...consoleMessageKeys, ...searchMessageKeys, ...searchPluralKeys, ...Object.values(uiMessageKeys)]);
    const read = new Set<string>();
    for (const file of listFiles(`${projectRoot}engine/ui`).filter((f) => /\.tsx?$/.test(f))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'(?:common:)?([a-zA-Z]+)\.([a-zA-Z.]+)'/g)) {
        // Both groups of the pattern always take part in a match.
        if (fixedNamespaces.includes(m[1]!)) read.add(`${m[1]}.${m[2]}`);
      }
    }
    expect(read.size).toBeGreaterThan(20);
    expect([...read].filter((key) => !known.has(key))).toEqual([]);
  });

  it('read by a key made in code (search.form.fields.${field}) have every key of that group listed', () => {
    const groups = new Set<string>();
    for (const file of listFiles(`${projectRoot}engine/ui/console`).filter((f) => /\.tsx?$/.test(f))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bt\(\s*`(search\.[a-zA-Z.]+)\.\$\{/g)) groups.add(m[1]!);
    }
    expect([...groups].sort()).toEqual(['search.form.fields', 'search.form.hints', 'search.form.problems', 'search.partners.roles', 'search.record.directions']);
    const listed = (group: string) => searchMessageKeys.filter((k) => k.startsWith(`${group}.`)).map((k) => k.slice(group.length + 1)).sort();
    expect(listed('search.form.fields')).toEqual(['description', 'exporter', 'hscode', 'importer']);
    expect(listed('search.form.hints')).toEqual(['description', 'exporter', 'hscode', 'importer']);
    expect(listed('search.form.problems')).toEqual(['before-start', 'empty', 'hs-code-digits', 'too-long']);
    expect(listed('search.partners.roles')).toEqual(['buyer', 'supplier']);
    expect(listed('search.record.directions')).toEqual(['export', 'import']);
  });
});
