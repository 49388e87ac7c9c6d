/**
 * Issue 33, finding 3: the visitor's purchase form must neither tell whether an address has an
 * account nor make one for an address its sender has not proved to be theirs. The contract: the
 * form's send-code call (POST /pay/payment/sendCode, JSON { email, locale }) answers every address
 * alike, e-mailing a code to an address without an account and a notice to one with; POST
 * /pay/payment needs that code beside the captcha, and without the right one answers alike for both
 * (20008, field code) and creates nothing. With it, a new address buys (and so has an account).
 */
import { newCaptcha } from './http-client.js';
import { fromAddress, mailsReach, type Account } from './fresh-accounts.js';
import type { PartRow } from './result-table.js';
import type { ShopCheckContext } from './shop-check-context.js';
import { brief, logIn, postJson, succeeded, type JsonAnswer } from './shop-client.js';
import { codeIn } from './smtp-sink.js';

const verifyCodeError = 20008; // engine/config/answer-codes.ts
/** The whole answer but for what differs by nature (a request id, if any): status, code, message, data. */
const shape = (a: JsonAnswer) => `${a.status} ${a.body ? `${a.body.code} ${a.body.msg} ${JSON.stringify(a.body.data)}` : a.text.slice(0, 80)}`;

export async function purchaseEnumerationChecks(ctx: ShopCheckContext, owner: Account): Promise<PartRow[]> {
  const { base, sink } = ctx;
  const stranger = { email: `buyer-${ctx.runId}@example.com`, password: `Stranger-${ctx.runId}-2026` };
  const visitorPurchase = async (email: string, password: string, code?: string) => postJson(base, '/pay/payment', {
    firstName: 'Mei', lastName: 'Chen', email, password, package: ctx.packageId, term: '1-year', paymentMethod: 'paypal', agree: true,
    ...(code === undefined ? {} : { code }), captchaId: await newCaptcha(base), captcha: ctx.captchaText, locale: 'en',
  }, fromAddress());
  const hasAccount = async (account: { email: string; password: string }) => Boolean((await logIn(base, account.email, account.password, fromAddress())).token);

  // The send-code call, for the owner's address and a new one.
  const ownerMails = sink.to(owner.email).length;
  const strangerMails = sink.to(stranger.email).length;
  const sendOwner = await postJson(base, '/pay/payment/sendCode', { email: owner.email, locale: 'en' }, fromAddress());
  const sendStranger = await postJson(base, '/pay/payment/sendCode', { email: stranger.email, locale: 'en' }, fromAddress());
  const sendAlike = shape(sendOwner) === shape(sendStranger) && succeeded(sendOwner);
  // Mails are waited for only when the call said it sent them: a refusal sends none.
  const noMail = { ok: false, note: 'the call did not succeed' };
  const [ownerTold, strangerCoded] = await Promise.all([
    succeeded(sendOwner) ? mailsReach(sink, owner.email, ownerMails + 1) : noMail,
    succeeded(sendStranger) ? mailsReach(sink, stranger.email, strangerMails + 1) : noMail,
  ]);
  const ownerMail = sink.to(owner.email).at(-1);
  const codeToOwner = ownerTold.ok && ownerMail ? codeIn(ownerMail) : undefined;
  const code = strangerCoded.ok ? codeIn(sink.to(stranger.email).at(-1)!) : undefined;

  // The purchase without a code (as the form was sent before), and with a wrong one.
  const withoutOwner = await visitorPurchase(owner.email, 'Not-the-owners-2026');
  const withoutStranger = await visitorPurchase(stranger.email, stranger.password);
  const madeWithout = await hasAccount(stranger);
  const wrongCode = code === '000000' ? '000001' : '000000';
  const wrongOwner = await visitorPurchase(owner.email, 'Not-the-owners-2026', wrongCode);
  const wrongStranger = await visitorPurchase(stranger.email, stranger.password, wrongCode);
  const madeWrong = await hasAccount(stranger);
  // The owner's password is the owner's still.
  const ownerIntact = await hasAccount(owner);
  // With the mailed code the new address buys: the code path works at all.
  const rightStranger = code ? await visitorPurchase(stranger.email, stranger.password, code) : undefined;

  const withoutAlike = shape(withoutOwner) === shape(withoutStranger) && !succeeded(withoutOwner) && !madeWithout;
  const wrongRefused = (a: JsonAnswer) => a.status === 200 && a.body?.code === verifyCodeError && a.body.data?.field === 'code';
  const wrongAlike = shape(wrongOwner) === shape(wrongStranger) && wrongRefused(wrongOwner) && !madeWrong;
  return [
    {
      check: 'purchase: send-code alike, owner told',
      tried: 2,
      status5xx: [sendOwner, sendStranger].filter((a) => a.status >= 500).length,
      verdict: sendAlike && ownerTold.ok && !codeToOwner && Boolean(code) ? 'pass' : 'fail',
      note: [
        sendAlike ? `POST /pay/payment/sendCode answers both ${brief(sendOwner)}` : `POST /pay/payment/sendCode: owner "${shape(sendOwner).slice(0, 80)}", new address "${shape(sendStranger).slice(0, 80)}" (want both code 1, alike)`,
        ownerTold.ok ? (codeToOwner ? 'the owner was mailed a code (want a notice)' : 'the owner was mailed a notice') : `the owner got no mail (${ownerTold.note})`,
        code ? 'the new address was mailed a code' : `the new address got no code${strangerCoded.note ? ` (${strangerCoded.note})` : ''}`,
      ].join('; '),
    },
    {
      check: 'purchase: no account without the e-mailed code',
      tried: 4 + (rightStranger ? 1 : 0), rejected: [withoutOwner, withoutStranger, wrongOwner, wrongStranger].filter((a) => !succeeded(a)).length,
      stored: [withoutStranger, wrongStranger].filter(succeeded).length,
      status5xx: [withoutOwner, withoutStranger, wrongOwner, wrongStranger, ...(rightStranger ? [rightStranger] : [])].filter((a) => a.status >= 500).length,
      verdict: withoutAlike && wrongAlike && ownerIntact && rightStranger !== undefined && succeeded(rightStranger) ? 'pass' : 'fail',
      note: [
        `no code: owner ${brief(withoutOwner)}, new address ${brief(withoutStranger)}${madeWithout ? ' (an account was made)' : ''}`,
        `wrong code: owner ${brief(wrongOwner)}, new address ${brief(wrongStranger)}${madeWrong ? ' (an account was made)' : ''} (want both 200 ${verifyCodeError} code)`,
        ownerIntact ? 'the owner still logs in' : "the owner's password no longer works",
        rightStranger ? `right code: ${brief(rightStranger)}` : 'right code: not tried (no code mailed)',
      ].join('; '),
    },
  ];
}
