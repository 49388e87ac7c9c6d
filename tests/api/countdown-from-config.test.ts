import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { verificationCodes } from '../../server/db/schema';
import { buildPageData } from '../../engine/ui/content/page-data';
import { buildConsolePageData, consolePaths } from '../../engine/ui/console/console-page-data';
import { siteModel, startApi } from './api-harness';
import { itemAt } from '../unit/present';

// A product manager sets the send-code countdown (config/site.yaml verifyCodeCountdownSeconds) to
// 30. The button comes back after 30 s, so the server must accept a resend after 30 s too: before,
// it kept its own 60 and refused such a resend with 140010.
const shipped = siteModel();
const model = { ...shipped, site: { ...shipped.site, constants: { ...shipped.site.constants, verifyCodeCountdownSeconds: 30 } } };
const api = await startApi({ model });
afterAll(() => api.close());

/** Moves the address's codes back in time, as if that many seconds had passed since they were sent. */
const age = (email: string, seconds: number) =>
  api.database.db.update(verificationCodes).set({ createdAt: sql`${verificationCodes.createdAt} - make_interval(secs => ${seconds})` }).where(eq(verificationCodes.email, email));

describe('the send-code countdown is one setting for the pages and the server', () => {
  it('the pages and the console count down what config says', () => {
    expect(shipped.site.constants.verifyCodeCountdownSeconds).toBe(60);
    const publicRoute = model.routes.find((r) => r.prerender)!;
    expect(buildPageData(model, publicRoute).countdownSeconds).toBe(30);
    expect(buildConsolePageData(model, itemAt(consolePaths(model), 0, 'a console path')).countdownSeconds).toBe(30);
  });

  it('the server refuses a resend before the countdown ends and accepts it once it has', async () => {
    const email = 'countdown.thirty@lamps.example';
    const send = () => api.form('/api/public/sendVerifyCode', { email });
    expect((await send()).code).toBe(1);
    expect((await send()).code).toBe(140010);
    await age(email, 28);
    expect((await send()).code).toBe(140010);
    await age(email, 3); // 31 s: the button is back, and so is the server's consent
    expect((await send()).code).toBe(1);
  });
});
