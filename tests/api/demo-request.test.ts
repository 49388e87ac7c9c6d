import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissions, verificationCodes } from '../../server/db/schema';
import { issueCode, codePolicyFor } from '../../server/api/verification-codes';
import { codeFrom, mailBody, mailsSent, startApi } from './api-harness';
import { mailText } from '../../scripts/reliability/mail-text';

type Api = Awaited<ReturnType<typeof startApi>>;
let api: Api;
beforeAll(async () => {
  api = await startApi({ codePolicy: { perIpPerHour: 6 } });
}, 60_000);
afterAll(() => api.close());

const demo = (email: string) => ({
  name: 'Li Wei', company: 'Ningbo Lamps Co.', job: 'Export manager', email, mobile: '+86 574 8800 1234',
  country: 'CN', interested: 'US', message: 'We sell LED lamps to US retailers.',
});
const submit = (email: string, captcha: string, formData: object = demo(email), headers: Record<string, string> = {}) =>
  api.form('/api/public/submittedForm', { formData: JSON.stringify(formData), isCaptcha: 'true', email, captcha, serviceName: 'en' }, headers);

describe('request a demo (spec 7: sendVerifyCode, submittedForm)', () => {
  it('e-mails a 6-digit code, accepts it once, and stores the request with its locale', async () => {
    const email = 'buyer.one@lamps.example';
    expect(await api.form('/api/public/sendVerifyCode', { email })).toEqual({ code: 1, data: {}, msg: 'success' });
    const code = codeFrom(api.smtp.inbox.find((m) => m.to.includes(email)));
    const answer = await submit(email, code);
    expect(answer).toMatchObject({ code: 1, msg: 'success', data: { id: expect.any(String) } });
    const [row] = await api.database.db.select().from(submissions).where(eq(submissions.id, answer.data.id as string));
    expect(row).toMatchObject({ type: 'demo', locale: 'en', email, payload: demo(email) });
    // The code is spent: the same code again is a verification error.
    expect((await submit(email, code)).code).toBe(20008);
    // The sales address of site.yaml hears about it, after it was stored.
    await expect.poll(() => api.smtp.inbox.filter((m) => m.to.includes('sales@meridiantrade.example') && m.raw.includes(email)).length).toBe(1);
    // In the sales team's one language, the site's first (zh-cn), with the form's title in it.
    const notice = mailText(api.smtp.inbox.find((m) => m.to.includes('sales@meridiantrade.example'))!);
    expect(notice.subject).toBe('预约演示（en）buyer.one@lamps.example');
    expect(notice.body).toContain('company: Ningbo Lamps Co.');
    // Only a hash of the code is stored.
    const stored = await api.database.db.select().from(verificationCodes).where(eq(verificationCodes.email, email));
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it('refuses a second code to the same address within 60 seconds (140010)', async () => {
    const email = 'buyer.two@lamps.example';
    expect((await api.form('/api/public/sendVerifyCode', { email })).code).toBe(1);
    expect(await api.form('/api/public/sendVerifyCode', { email })).toMatchObject({ code: 140010 });
  });

  it('answers 140015 when the e-mail cannot be sent, and lets the visitor try again', async () => {
    const email = 'nobody@refused.example';
    expect((await api.form('/api/public/sendVerifyCode', { email })).code).toBe(140015);
    expect((await api.form('/api/public/sendVerifyCode', { email })).code).toBe(140015); // not 140010: the failed code was withdrawn
  });

  it('answers 20008 for a wrong code and for an expired one', async () => {
    const email = 'buyer.three@lamps.example';
    await api.form('/api/public/sendVerifyCode', { email });
    const code = codeFrom(api.smtp.inbox.find((m) => m.to.includes(email)));
    expect((await submit(email, code === '000000' ? '111111' : '000000')).code).toBe(20008);

    const old = 'buyer.four@lamps.example';
    const issued = await issueCode(api.database.db, { email: old, ip: '192.0.2.1', purpose: 'demo', policy: codePolicyFor({ verifyCodeCountdownSeconds: 60 }), now: new Date(Date.now() - 11 * 60_000) });
    if (issued.kind !== 'issued') throw new Error('expected a code');
    expect((await submit(old, issued.code)).code).toBe(20008);
  });

  it('answers 10001 with the field for form data that breaks the demo schema', async () => {
    const email = 'buyer.five@lamps.example';
    const { company: _company, ...withoutCompany } = demo(email);
    expect(await submit(email, '123456', withoutCompany)).toMatchObject({ code: 10001, data: { field: 'company' }, msg: 'Wrong parameters, please try again later!' });
    expect(await submit(email, '123456', { ...demo(email), mobile: 'call me' })).toMatchObject({ code: 10001, data: { field: 'mobile' } });
    expect(await api.form('/api/public/submittedForm', { formData: '{not json', email, captcha: '1', serviceName: 'en' })).toMatchObject({ code: 10001, data: { field: 'formData' } });
    expect(await api.form('/api/public/sendVerifyCode', { email: 'not-an-address' })).toMatchObject({ code: 10001, data: { field: 'email' } });
  });

  it('stores a retried submission once and answers it the same (Idempotency-Key)', async () => {
    const email = 'buyer.six@lamps.example';
    await api.form('/api/public/sendVerifyCode', { email });
    const code = codeFrom(api.smtp.inbox.find((m) => m.to.includes(email)));
    const headers = { 'idempotency-key': 'demo-retry-7f3a9c21' };
    const first = await submit(email, code, demo(email), headers);
    const retry = await submit(email, code, demo(email), headers);
    expect(first.code).toBe(1);
    expect(retry).toEqual(first);
    const rows = await api.database.db.select().from(submissions).where(eq(submissions.email, email));
    expect(rows).toHaveLength(1);
    await expect.poll(() => api.smtp.inbox.filter((m) => m.to.includes('sales@meridiantrade.example') && m.raw.includes(email)).length).toBe(1);
    // The retry did not notify again: nothing more is waiting to be sent, and the inbox has one.
    await mailsSent(api);
    expect(api.smtp.inbox.filter((m) => m.to.includes('sales@meridiantrade.example') && m.raw.includes(email))).toHaveLength(1);
  });

  it('limits codes per IP address (140010)', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 8; i++) answers.push((await api.form('/api/public/sendVerifyCode', { email: `ip-limit-${i}@lamps.example` })).code);
    expect(answers).toContain(140010);
  });
});

describe('the demo code\'s language', () => {
  let own: Api;
  beforeAll(async () => {
    own = await startApi();
  }, 60_000);
  afterAll(() => own.close());

  it('writes the code in the language of the page it was asked on (its lang cookie), else the site\'s default', async () => {
    const mailTo = (email: string) => mailText(own.smtp.inbox.filter((m) => m.to.includes(email)).at(-1)!);
    expect((await own.form('/api/public/sendVerifyCode', { email: 'ru.demo@lamps.example' }, { cookie: 'lang=ru' })).code).toBe(1);
    const ru = mailTo('ru.demo@lamps.example');
    expect(ru.subject).toMatch(/^Код для заявки на демонстрацию Meridian Trade Data: \d{6}$/);
    expect(ru.body).toContain(`Ваш код подтверждения: ${codeFrom(own.smtp.inbox.filter((m) => m.to.includes('ru.demo@lamps.example')).at(-1))}`);
    expect((await own.form('/api/public/sendVerifyCode', { email: 'en.demo@lamps.example' }, { cookie: 'lang=en' })).code).toBe(1);
    expect(mailTo('en.demo@lamps.example').body).toMatch(/^Your verification code is \d{6}\. Enter it in the demo request form/);
    // A locale the client names comes before the cookie; no cookie at all is the site's default (zh-cn).
    expect((await own.form('/api/public/sendVerifyCode', { email: 'named.demo@lamps.example', locale: 'ru' }, { cookie: 'lang=en' })).code).toBe(1);
    expect(mailTo('named.demo@lamps.example').body).toContain('Ваш код подтверждения');
    expect((await own.form('/api/public/sendVerifyCode', { email: 'plain.demo@lamps.example' })).code).toBe(1);
    expect(mailBody(own.smtp.inbox.filter((m) => m.to.includes('plain.demo@lamps.example')).at(-1)!)).toMatch(/^您的验证码是 \d{6}。/);
  });
});
