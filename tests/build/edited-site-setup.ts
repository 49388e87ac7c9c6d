import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { projectRoot } from '../../engine/config/read-source-files';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Names this run's shared edited copy and its build (tests/build/edited-site.ts). */
    editedSiteRun: string;
  }
}

/** Vitest global setup: a fresh name for this run's edited copy, removed with its build afterwards. */
export default function setup(project: TestProject) {
  const run = `${process.pid}-${Date.now().toString(36)}`;
  project.provide('editedSiteRun', run);
  return () => rmSync(join(projectRoot, '.tmp', `edited-site-${run}`), { recursive: true, force: true });
}
