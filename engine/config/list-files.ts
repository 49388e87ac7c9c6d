import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every file below `dir`, in a stable (sorted) order; none if the folder does not exist. */
export function listFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}
