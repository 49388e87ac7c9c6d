import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { captchas, submissions } from '../../server/db/schema';
import { hashCaptchaText } from '../../server/api/captchas';
import { apiForThisFile } from './api-harness';
import { only } from '../unit/present';

const api = apiForThisFile();

const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${api().base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }).then(async (r) => ({ status: r.status, ...((await r.json()) as { code: number; data: Record<string, unknown>; msg: string }) }));

/** A captcha whose text the test knows (the API only ever stores a hash of it). */
async function knownCaptcha(text: string, expiresAt = new Date(Date.now() + 60_000)) {
  const id = randomUUID();
  await api().database.db.insert(captchas).values({ id, textHash: hashCaptchaText(id, text), expiresAt });
  return id;
}

const contact = { firstName: 'Anna', lastName: 'Ivanova', email: 'anna@volga-trade.example', subject: 'Coverage of Kazakhstan', message: 'Do you have export data for Kazakhstan?' };

describe('image captcha', () => {
  it('hands out an SVG picture and keeps only a hash', async () => {
    const response = await fetch(`${api().base}/public/captcha`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { code: number; data: { id: string; svg: string } };
    expect(body.code).toBe(1);
    expect(body.data.svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    const row = only(await api().database.db.select().from(captchas).where(eq(captchas.id, body.data.id)), `captcha ${body.data.id}`);
    expect(row.textHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('contact us (POST /public/contact/us)', () => {
  it('stores the message when the captcha is right, then the captcha is spent', async () => {
    const captchaId = await knownCaptcha('k7Pm');
    const answer = await postJson('/public/contact/us', { ...contact, captchaId, captcha: 'K7PM', locale: 'ru' });
    expect(answer).toMatchObject({ code: 1, msg: 'success', data: { id: expect.any(String) } });
    const [row] = await api().database.db.select().from(submissions).where(eq(submissions.id, answer.data.id as string));
    expect(row).toMatchObject({ type: 'contact', locale: 'ru', email: contact.email, payload: contact });
    expect((await postJson('/public/contact/us', { ...contact, captchaId, captcha: 'K7PM' })).code).toBe(20008);
  });

  it('answers a double click (two requests at once, one Idempotency-Key) the same and stores it once', async () => {
    const captchaId = await knownCaptcha('dbl2');
    const headers = { 'idempotency-key': 'contact-double-click-5e1b' };
    const body = { ...contact, subject: 'Double click', captchaId, captcha: 'dbl2' };
    const [first, second] = await Promise.all([postJson('/public/contact/us', body, headers), postJson('/public/contact/us', body, headers)]);
    expect(first).toMatchObject({ code: 1 });
    expect(second).toEqual(first);
    const rows = await api().database.db.select().from(submissions).where(eq(submissions.idempotencyKey, headers['idempotency-key']));
    expect(rows).toHaveLength(1);
    // A later retry, once the captcha is long spent, still gets the same answer.
    expect(await postJson('/public/contact/us', body, headers)).toEqual(first);
  });

  it('refuses a wrong or expired captcha (20008) and a missing field (10001)', async () => {
    expect(await postJson('/public/contact/us', { ...contact, captchaId: await knownCaptcha('abcd'), captcha: 'abce' })).toMatchObject({ code: 20008, data: { field: 'captcha' } });
    const expired = await knownCaptcha('wxyz', new Date(Date.now() - 1000));
    expect((await postJson('/public/contact/us', { ...contact, captchaId: expired, captcha: 'wxyz' })).code).toBe(20008);
    const { subject: _subject, ...noSubject } = contact;
    expect(await postJson('/public/contact/us', { ...noSubject, captchaId: await knownCaptcha('abcd'), captcha: 'abcd' })).toMatchObject({ code: 10001, data: { field: 'subject' } });
    expect(await postJson('/public/contact/us', { ...contact, admin: true, captchaId: await knownCaptcha('abcd'), captcha: 'abcd' })).toMatchObject({ code: 10001, data: { field: 'admin' } });
  });
});

describe('credit report enquiry and debt claim', () => {
  it('stores a credit report enquiry (POST /public/credit/enquiry)', async () => {
    const enquiry = { service: 'fresh-investigation', companyName: 'Almaty Steel LLP', companyWeb: 'almaty-steel.example', mobile: '+7 727 000 1122', country: 'KZ' };
    const answer = await postJson('/public/credit/enquiry', { ...enquiry, captchaId: await knownCaptcha('q2w3'), captcha: 'q2w3', locale: 'en' });
    expect(answer).toMatchObject({ code: 1, data: { id: expect.any(String) } });
    expect((await postJson('/public/credit/enquiry', { ...enquiry, service: 'gossip', captchaId: await knownCaptcha('q2w3'), captcha: 'q2w3' })).data).toMatchObject({ field: 'service' });
  });

  it('stores a debt claim with its "sent successfully" answer, once per Idempotency-Key (POST /public/debt/claim)', async () => {
    const claim = {
      creditor: { companyName: 'Foshan Tiles Co.', contactName: 'Chen Jie', contactEmail: 'chen@foshan-tiles.example', phone: '+86 757 8300 1200' },
      debtor: { companyName: 'Importadora Sur SA', contactName: 'Luis Gomez', lastContactDate: '2026-09-30', debtValue: 'USD 48,500', lastContactDetails: 'Promised payment after the October shipment; no reply since.' },
    };
    const headers = { 'idempotency-key': 'debt-claim-0c4e2a91' };
    const first = await postJson('/public/debt/claim', { ...claim, locale: 'zh-cn' }, headers);
    expect(first).toMatchObject({ status: 200, code: 1, msg: 'sent successfully' });
    expect(await postJson('/public/debt/claim', { ...claim, locale: 'zh-cn' }, headers)).toEqual(first);
    const rows = await api().database.db.select().from(submissions).where(eq(submissions.email, 'chen@foshan-tiles.example'));
    expect(rows).toHaveLength(1);
    const { debtValue: _value, ...noValue } = claim.debtor;
    expect(await postJson('/public/debt/claim', { ...claim, debtor: noValue })).toMatchObject({ code: 10001, data: { field: 'debtor.debtValue' } });
  });

  it('answers a body that is not JSON with 10001 and no stack trace', async () => {
    const response = await fetch(`${api().base}/public/debt/claim`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"creditor":' });
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(JSON.parse(text)).toMatchObject({ code: 10001 });
    expect(text).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});
