/** What every part of the reliability suite is given: its size, where to keep files, what exists. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export interface SuiteContext {
  /** The CI size (`--short`): a few minutes in all. */
  short: boolean;
  /** Prefixes keys and marks rows and log lines of this run. */
  runId: string;
  seed: number;
  /** .tmp/reliability/<runId>: data folders and logs of this run's servers. */
  workDir: string;
  /** TEST_CAPTCHA_TEXT given to the servers: every captcha shows it. */
  captchaText: string;
  /** TEST_DATABASE_URL / TEST_REDIS_URL, when the machine has them. */
  postgresUrl?: string;
  redisUrl?: string;
  progress(message: string): void;
}

/** A fresh folder under the run's folder. */
export function folderFor(context: SuiteContext, name: string): string {
  const dir = join(context.workDir, name);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Full size, or the short size for CI. */
export const sized = (context: SuiteContext, full: number, short: number) => (context.short ? short : full);
