import type { ConfigError } from './config-error.js';
import { fail, ok, type Result } from './result.js';

/**
 * Why a compile module failed, and what it could still compile: the checks across files go on
 * over that part, so that a mistake in one file does not hide the mistakes in the others (a route
 * with a typo still lets the menus that link to the other routes be checked).
 */
export interface CompileFailure<T> {
  errors: ConfigError[];
  /** Undefined where nothing trustworthy remains (a price list with a wrong price). */
  partial: T | undefined;
}

/** What each compile module (compile-*.ts) answers for its config file. */
export type Compiled<T> = Result<T, CompileFailure<T>>;

/** The value when nothing was wrong; otherwise the errors, with the value as the part to go on with. */
export function compiled<T>(value: T | undefined, errors: ConfigError[]): Compiled<T> {
  return value !== undefined && errors.length === 0 ? ok(value) : fail({ errors, partial: value });
}

/** The file is missing or failed its own schema: that is reported at the file, and nothing here. */
export function notChecked<T>(): Compiled<T> {
  return fail({ errors: [], partial: undefined });
}
