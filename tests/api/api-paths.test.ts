import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { openDatabase } from '../../server/db/database';
import { createMailer } from '../../server/mail/mailer';
import { apiPaths, isApiPath, isInternalPath } from '../../server/api-paths';
import pino from 'pino';
import { siteModel } from './api-harness';

// Issue 22: a proxy in front of the API instances sends them the paths of server/api-paths.ts and
// serves the rest from the static build. A route outside that list would be answered by the static
// host (a 302 to a home page), never by the API. Issue 33: the operator routes are the server's but
// internal: the public proxy answers them 404 and never passes them on (decision 045).
describe('the API paths a proxy sends to the API', () => {
  it('hold every route the server registers but the operator API, and no page of the site', async () => {
    const model = siteModel();
    const paths = apiPaths(model);
    const database = await openDatabase({ inMemory: true });
    const routes: string[] = [];
    const app = await createApp({
      database, model, logger: false, operatorToken: 'x'.repeat(32),
      mailer: createMailer({ smtpUrl: 'smtp://127.0.0.1:9', outboxDir: '', from: 'no-reply@test.example', log: pino({ level: 'silent' }) }),
    });
    await app.ready();
    // printRoutes draws a tree: each line's depth (where its "── " stands) continues its parent's path.
    const stack: Array<{ depth: number; path: string }> = [];
    for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
      const m = /^(.*?)[└├]── (\S+)(?: \(([^)]*)\))?/.exec(line);
      if (!m) continue;
      const depth = m[1]!.length;
      while (stack.length && stack[stack.length - 1]!.depth >= depth) stack.pop();
      const path = `${stack[stack.length - 1]?.path ?? ''}${m[2]}`;
      stack.push({ depth, path });
      if (m[3] && path !== '*') routes.push(path);
    }
    await app.close();
    await database.close();
    expect(routes.length).toBeGreaterThan(30);
    const concrete = routes.map((route) => route.replace(/:[^/]+/g, 'x'));
    expect(concrete.filter((route) => !isApiPath(route, paths) && !isInternalPath(route, paths))).toEqual([]);
    for (const route of model.routes) expect(isApiPath(route.path, paths) || isInternalPath(route.path, paths), route.path).toBe(false);
    expect(paths.exact).toContain('/pay/payment');
    // Every operator route is registered (a token is given above), and none is a public API path.
    const operatorRoutes = concrete.filter((route) => route.startsWith('/operator/'));
    expect(operatorRoutes).toEqual(expect.arrayContaining(['/operator/orders', '/operator/orders/x/paid', '/operator/submissions', '/operator/dataset-figures']));
    for (const route of operatorRoutes) expect([route, isApiPath(route, paths), isInternalPath(route, paths)]).toEqual([route, false, true]);
    expect(concrete.filter((route) => isInternalPath(route, paths))).toEqual(operatorRoutes);
  });
});
