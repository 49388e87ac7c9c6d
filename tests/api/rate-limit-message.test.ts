import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, siteModel } from './api-harness';
import { createApiClient } from '../../engine/api/api-client';
import { submitForm } from '../../engine/api/form-calls';
import { apiErrorTexts, errorMessage } from '../../engine/api/error-texts';
import { buildFormBundle } from '../../engine/build/form-bundle';
import type { LocaleId } from '../../engine/config/site-model';
import { present } from '../unit/present';

// A visitor refused for sending too often is told so, and for how long to wait: the server's 429
// carries Retry-After (readable from a site on another host too), the browser's client reads it,
// and the form and the other calls say it in the page's language.

const site = 'https://www.meridiantrade.example';
// Under a minute, so the wait is said in seconds.
const windowSeconds = 50;
let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi({ corsOrigins: [site], rateLimits: { forms: { max: 1, timeWindow: windowSeconds * 1000 } } });
}, 60_000);
afterAll(() => api.close());

const claim = () => fetch(`${api.base}/public/debt/claim`, { method: 'POST', headers: { 'content-type': 'application/json', origin: site }, body: '{}' });
const model = siteModel();
const bundle = (locale: LocaleId) => buildFormBundle(model, present(model.forms['debt-claim'], 'the debt-claim form'), locale);
const client = () => createApiClient({ hosts: { rest: api.base, root: api.base, tools: api.base }, timeoutMs: 10_000 });
const values = { creditor: { name: 'Ocean Freight Ltd' } };
/** Uses up this window's one call, should an earlier test's window have ended on a slow machine. */
const useUpTheLimit = () => claim();

describe('a call refused for coming too often', () => {
  it('answers 429 with the seconds to wait in Retry-After, exposed to the site\'s origin', async () => {
    expect((await claim()).status).not.toBe(429);
    const refused = await claim();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 429 });
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(windowSeconds);
    expect(refused.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('retry-after');
  });

  it('is told in the form how long to wait, in each language, in seconds', async () => {
    await useUpTheLimit();
    const outcome = async (locale: LocaleId) => {
      const result = await submitForm(client(), bundle(locale), values, { locale, idempotencyKey: `rate-limited-${locale}` });
      if (result.ok) throw new Error('the claim was accepted, but the limit allows one a window');
      return result.error;
    };
    const en = await outcome('en');
    expect(en).toMatchObject({ reason: 'refused', code: 429 });
    const [, seconds] = /^Too many attempts in a short time\. Please wait (\d+) seconds?\.$/.exec(en.message) ?? [];
    expect(Number(seconds)).toBeGreaterThan(0);
    expect(Number(seconds)).toBeLessThanOrEqual(windowSeconds);
    expect((await outcome('zh-cn')).message).toMatch(/^操作过于频繁，请等待\d+秒。$/);
    expect((await outcome('ru')).message).toMatch(/^Слишком много попыток за короткое время\. Подождите \d+ секунд[уы]?\.$/);
  });

  it('is told the same by the other calls, through the error texts of the page', async () => {
    await useUpTheLimit();
    const result = await client().post('root', '/public/debt/claim', values);
    if (result.s === 1) throw new Error('the claim was accepted, but the limit allows one a window');
    const error = present(result.errors[0], 'the refusal');
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    const texts = apiErrorTexts(model.errors, model.messages.en.common, 'en');
    expect(errorMessage(error, texts)).toMatch(/^Too many attempts in a short time\. Please wait \d+ seconds?\.$/);
  });
});
