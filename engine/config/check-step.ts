import type { ConfigError } from './config-error.js';

/**
 * A failure of the check itself (a bug, or input no check foresaw) as an error at the file it was
 * checking, so that `npm run check`, the dev server and the build still answer with a located
 * message rather than a stack trace; the rest of the config is still checked.
 */
export function crashError(file: string, error: unknown): ConfigError {
  const message = (error instanceof Error ? error.message : String(error)).split('\n')[0];
  return { file, line: 1, column: 1, pointer: '', message: `could not be checked (the check failed on it: ${message}); look for an unusual value in this file` };
}

/** Runs one cross-file check; if it throws, its failure becomes an error at `file`. */
export function checkStep<T>(file: string, errors: ConfigError[], step: () => T): T | undefined {
  try {
    return step();
  } catch (error) {
    errors.push(crashError(file, error));
    return undefined;
  }
}
