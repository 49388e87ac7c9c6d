import { rmSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { siteModel, startApi, type RunningApi } from './api-harness';
import { standInBuild } from './stand-in-build';

// The server answers config/redirects.yaml itself (server/site-server.ts). A stand-in build folder
// with the real routes and redirects is all it reads for that, so no site build is needed here.
const buildDir = standInBuild('site-redirects-', siteModel(), { files: { 'index.html': '<!doctype html><title>shell</title>' } });
let api: RunningApi;
beforeAll(async () => {
  api = await startApi({ buildDir });
}, 60_000);
afterAll(async () => {
  await api?.close();
  rmSync(buildDir, { recursive: true, force: true });
});

const redirectOf = async (path: string) => {
  const response = await fetch(`${api.base}${path}`, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location') };
};

it('a moved page (301) keeps the campaign parameters of the old address', async () => {
  expect(await redirectOf('/products?utm_source=newsletter&utm_campaign=spring-2026&gclid=Cj0KCQ'))
    .toEqual({ status: 301, location: '/en/products?utm_source=newsletter&utm_campaign=spring-2026&gclid=Cj0KCQ' });
  expect(await redirectOf('/home')).toEqual({ status: 301, location: '/en' });
});

it('an unknown address (302) and a trailing slash (301) keep the query too, encoding untouched', async () => {
  expect(await redirectOf('/foo?utm_term=lamps%20export&ref=a+b')).toEqual({ status: 302, location: '/cn?utm_term=lamps%20export&ref=a+b' });
  expect(await redirectOf('/en/products/?utm_source=x')).toEqual({ status: 301, location: '/en/products?utm_source=x' });
});
