import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './console-guard';

// The operator API as the browser tests reach it: `npm start` serves it beside the site, but in the
// production setup nginx never passes it on (decision 045), so an operator asks an API instance on
// its own address, as on the internal network (instances.json, written by scripts/prod-local.ts).

export const e2eDataDir = () => process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';

/** The operator API's origin: an instance's own address in the production set (the `which`-th), else the site's server. */
export function operatorApi(which = 0): string {
  const instances = join(e2eDataDir(), 'instances.json');
  if (!existsSync(instances)) return `http://127.0.0.1:${process.env.E2E_PORT ?? '8091'}`;
  const listed = JSON.parse(readFileSync(instances, 'utf8')) as Array<{ port: number }>;
  const instance = listed[which];
  if (!instance) throw new Error(`instances.json lists ${listed.length} instances, not a ${which + 1}th`);
  return `http://127.0.0.1:${instance.port}`;
}

/** The Authorization header of the operator API (the token the server wrote to its data folder). */
export function operatorAuthorization(): { authorization: string } {
  return { authorization: `Bearer ${readFileSync(join(e2eDataDir(), 'operator-token'), 'utf8').trim()}` };
}

/** What the server stored of one submission type, read as an operator does. */
export async function storedSubmissions<Row>(request: APIRequestContext, type: string, which = 0): Promise<Row[]> {
  const response = await request.get(`${operatorApi(which)}/operator/submissions?type=${encodeURIComponent(type)}`, { headers: operatorAuthorization() });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Row[];
}
