import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailBody, startApi, type RunningApi } from './api-harness';
import { memberCookie, memberOrder, memberOrderBody, rawPost } from './member-orders';
import { atPayPal, postJson } from './purchase-helpers';

// Issue 33, finding 1: the site's origins come from config, SITE_ORIGIN, CORS_ORIGINS and the
// loopback address the server listens on, never from the request. A client that forges Host (or
// X-Forwarded-Host through a trusted proxy) and names its own host as the return address got an
// approval link on that host, and the order e-mail linked there: a phishing page with our name on it.
const evil = 'evil.example';
let api: RunningApi;
let port = '';
beforeAll(async () => {
  // X-Forwarded-Host is believed from this proxy (the test's own address), as behind nginx.
  api = await startApi({ trustProxy: ['127.0.0.1'], rateLimits: { forms: { max: 1000, timeWindow: 60_000 } } });
  port = new URL(api.base).port;
}, 120_000);
afterAll(() => api?.close());

const forgeries: Array<Record<string, string>> = [
  { host: evil },
  { 'x-forwarded-host': evil },
  { host: evil, 'x-forwarded-host': evil, 'x-forwarded-proto': 'https' },
];

/** The payment page link of the buyer's order e-mail, in whichever language it is written. */
async function mailedPaymentLink(email: string, id: string): Promise<string> {
  let link: string | undefined;
  await expect.poll(() => {
    const mail = api.smtp.inbox.find((m) => m.to.includes(email) && mailBody(m).includes(id));
    link = mail && mailBody(mail).match(new RegExp(`https?://\\S+/payment/${id}`))?.[0];
    return link;
  }, { timeout: 10_000, message: `the order e-mail of ${id}` }).toBeDefined();
  return link!;
}

describe('a forged Host never becomes a link', () => {
  it('is refused as a return address, and the approval link is on the page\'s own origin', async () => {
    const placed = await memberOrder(api, api.base, await memberCookie(api.database, 'forged.host@harbour-lamps.test'));
    expect(placed.answer.code).toBe(1);
    const id = placed.answer.data.id as string;
    for (const headers of forgeries) {
      for (const scheme of ['http', 'https']) {
        const refused = await rawPost(api.base, '/public/paypal', { orderId: id, returnUrl: `${scheme}://${evil}/en/payment/${id}` }, headers);
        expect(refused.answer, JSON.stringify(headers)).toMatchObject({ code: 10001, data: { field: 'returnUrl' } });
      }
      const answered = await rawPost(api.base, '/public/paypal', { orderId: id, returnUrl: `${api.base}/en/payment/${id}` }, headers);
      expect(answered.answer.code, JSON.stringify(headers)).toBe(1);
      expect(new URL(answered.answer.data.approveUrl as string).origin, JSON.stringify(headers)).toBe(api.base);
    }
    // The link answered is the simulator's page on this server, and it sends the buyer back here.
    const provider = await rawPost(api.base, '/public/paypal', { orderId: id, returnUrl: `${api.base}/en/payment/${id}` }, { host: evil });
    const back = await atPayPal(provider.answer.data.approveUrl as string, 'cancel');
    expect(back.origin).toBe(api.base);
  });

  it('never puts a forged host in the order e-mail: the page\'s origin must be one of the site\'s', async () => {
    for (const [index, headers] of forgeries.entries()) {
      const email = `mailed.link.${index}@harbour-lamps.test`;
      const cookie = await memberCookie(api.database, email);
      // A browser never sends this for a page on evil.example to this server; curl can.
      const forged = await rawPost(api.base, '/pay/payment', await memberOrderBody(api, { locale: 'ru' }), { cookie, ...headers, origin: `http://${evil}`, 'sec-fetch-site': 'same-origin' });
      expect(forged.answer.code, JSON.stringify(headers)).toBe(1);
      const forgedId = forged.answer.data.id as string;
      expect(await mailedPaymentLink(email, forgedId), JSON.stringify(headers)).toBe(`http://localhost:${port}/ru/payment/${forgedId}`);
      // Without an Origin the link is the canonical origin: this server's on loopback.
      const placed = await memberOrder(api, api.base, cookie);
      const id = placed.answer.data.id as string;
      expect(await mailedPaymentLink(email, id)).toBe(`http://localhost:${port}/en/payment/${id}`);
    }
  });

  it('a forged Host does not make a matching Origin the site\'s: the state change is refused', async () => {
    const cookie = await memberCookie(api.database, 'same.host@harbour-lamps.test');
    for (const headers of forgeries) {
      const refused = await rawPost(api.base, '/pay/payment', {}, { cookie, ...headers, origin: `http://${evil}` });
      expect(refused.status, JSON.stringify(headers)).toBe(403);
    }
    // The loopback origins of the port it listens on are the site's (npm start on this machine).
    for (const origin of [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`]) {
      expect((await postJson(api.base, '/public/paypal', { orderId: '123456789012', returnUrl: `${origin}/en/payment/123456789012` }, { origin })).answer.code, origin).toBe(30001);
    }
  });
});

describe('SITE_ORIGIN', () => {
  let site: RunningApi;
  const shop = 'https://shop.meridiantrade.example';
  beforeAll(async () => {
    site = await startApi({ siteOrigin: shop, rateLimits: { forms: { max: 1000, timeWindow: 60_000 } } });
  }, 120_000);
  afterAll(() => site?.close());

  it('is where e-mails link and a return address the provider may send the buyer back to', async () => {
    const email = 'site.origin@harbour-lamps.test';
    const placed = await memberOrder(site, site.base, await memberCookie(site.database, email));
    const id = placed.answer.data.id as string;
    const provider = await postJson(site.base, '/public/paypal', { orderId: id, returnUrl: `${shop}/en/payment/${id}` });
    expect(provider.answer.code).toBe(1);
    expect(new URL(provider.answer.data.approveUrl as string).origin).toBe(shop);
    let link: string | undefined;
    await expect.poll(() => (link = site.smtp.inbox.find((m) => m.to.includes(email))?.raw.replace(/=\r?\n/g, '').match(/on your order's page: (\S+)/)?.[1]), { timeout: 10_000 }).toBeDefined();
    expect(link).toBe(`${shop}/en/payment/${id}`);
  });
});
