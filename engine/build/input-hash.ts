import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { listFiles } from '../config/list-files.js';
import { join } from 'node:path';

/**
 * A fingerprint of everything the built site is made from, so `npm start` can tell whether the
 * build on disk is current or must be redone.
 */
export function inputHash(projectRoot: string, contentRoot: string): string {
  const hash = createHash('sha256');
  const sources: Array<[string, string]> = [
    [contentRoot, 'config'], [contentRoot, 'locales'], [contentRoot, 'schemas/forms'],
    [projectRoot, 'engine'], [projectRoot, 'schemas'], [projectRoot, 'public'],
  ];
  for (const [root, dir] of sources) for (const file of listFiles(join(root, dir))) {
    hash.update(file.slice(root.length));
    hash.update(readFileSync(file));
  }
  for (const file of ['package-lock.json', 'vite.config.ts', 'react-router.config.ts']) {
    try {
      hash.update(readFileSync(join(projectRoot, file)));
    } catch {
      // a missing optional file changes nothing
    }
  }
  return hash.digest('hex');
}
