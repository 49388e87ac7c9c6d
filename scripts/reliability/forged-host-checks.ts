/**
 * Issue 33, finding 1: a Host (or, behind a trusted proxy, an X-Forwarded-Host) is the client's to
 * write, so it must never become an address the server hands out. The server trusts loopback as
 * its proxy here, which is where the suite's requests come from, so X-Forwarded-Host is believed as
 * far as it ever is. Tried: a return URL on the forged host (refused, 10001 returnUrl); a proper
 * return URL with a forged host (the approve link on the site's own origin); and orders placed
 * with a forged host, with and without a matching Origin (no e-mail names the forged host).
 */
import { fromAddress, mailsReach, type Account } from './fresh-accounts.js';
import type { PartRow } from './result-table.js';
import type { ShopCheckContext } from './shop-check-context.js';
import { brief, logIn, memberOrder, payPalApproval, succeeded, type JsonAnswer } from './shop-client.js';
import { mailText } from './smtp-sink.js';

const evil = 'evil.example';
const forgeries = [
  { name: 'Host', headers: { host: evil } },
  { name: 'X-Forwarded-Host', headers: { 'x-forwarded-host': evil } },
] as const;

const namesEvil = (answer: JsonAnswer) => answer.text.toLowerCase().includes(evil);

export async function forgedHostChecks(ctx: ShopCheckContext, buyer: Account): Promise<PartRow[]> {
  const { base } = ctx;
  const mailsBefore = ctx.sink.to(buyer.email).length;
  const { token, answer: login } = await logIn(base, buyer.email, buyer.password, fromAddress());
  if (!token) throw new Error(`forged Host: the buyer could not log in: ${brief(login)}`);
  let ordersPlaced = 0;
  const newOrder = async (headers: Record<string, string> = {}) => {
    const answer = await memberOrder(base, { token, packageId: ctx.packageId, method: 'paypal', captchaText: ctx.captchaText, headers: { ...fromAddress(), ...headers } });
    if (succeeded(answer)) ordersPlaced++;
    return answer;
  };
  const orderId = async () => {
    const answer = await newOrder();
    if (!succeeded(answer)) throw new Error(`forged Host: an order was refused: ${brief(answer)}`);
    return String(answer.body!.data.id);
  };

  // A return URL on the forged host: the approval would send the buyer there after paying.
  const evilReturns = [];
  for (const forgery of forgeries) {
    const id = await orderId();
    const answer = await payPalApproval(base, id, `http://${evil}${ctx.paymentPath(id)}`, { ...forgery.headers, ...fromAddress() });
    const refused = answer.status === 200 && answer.body?.code === 10001 && answer.body.data?.field === 'returnUrl';
    evilReturns.push({ forgery: forgery.name, answer, ok: refused && !namesEvil(answer) });
  }

  // The site's own return URL with a forged host: the approve link must still be on the site.
  const siteOrigins = new Set([ctx.siteOrigin, ctx.base, `http://localhost:${ctx.server.port}`]);
  const properReturns = [];
  for (const forgery of forgeries) {
    const id = await orderId();
    const answer = await payPalApproval(base, id, `${ctx.siteOrigin}${ctx.paymentPath(id)}`, { ...forgery.headers, ...fromAddress() });
    const approveUrl = succeeded(answer) ? String(answer.body!.data?.approveUrl ?? '') : '';
    const origin = URL.canParse(approveUrl) ? new URL(approveUrl).origin : '';
    properReturns.push({ forgery: forgery.name, answer, origin, ok: siteOrigins.has(origin) && !namesEvil(answer) });
  }

  // Orders placed with a forged host: their e-mails link to the payment page.
  const mailTries: Array<{ name: string; headers: Record<string, string> }> = [
    { name: 'Host', headers: { host: evil } },
    { name: 'Host + Origin', headers: { host: evil, origin: `http://${evil}` } },
    { name: 'X-Forwarded-Host + Origin', headers: { 'x-forwarded-host': evil, origin: `http://${evil}` } },
  ];
  const mailAnswers = [];
  for (const attempt of mailTries) mailAnswers.push({ name: attempt.name, answer: await newOrder(attempt.headers) });
  // Every order placed (the approvals' too) mails the buyer once; sales mails go out with them.
  const arrived = await mailsReach(ctx.sink, buyer.email, mailsBefore + ordersPlaced);
  const mails = ctx.sink.mails.map(mailText);
  const evilMails = mails.filter((m) => `${m.subject}\n${m.body}`.toLowerCase().includes(evil));
  const buyerLinks = ctx.sink.to(buyer.email).slice(mailsBefore).map(mailText).flatMap((m) => m.body.match(/https?:\/\/[^\s"<>]+/g) ?? []);

  const describe = (tries: Array<{ forgery: string; answer: JsonAnswer }>) => tries.map((t) => `${t.forgery}: ${brief(t.answer)}`).join(', ');
  return [
    {
      check: 'forged Host: return URL on it refused',
      tried: evilReturns.length, rejected: evilReturns.filter((t) => t.ok).length,
      status5xx: evilReturns.filter((t) => t.answer.status >= 500).length,
      verdict: evilReturns.every((t) => t.ok) ? 'pass' : 'fail',
      note: `returnUrl http://${evil}/...: ${describe(evilReturns)} (want 200 10001 returnUrl)${evilReturns.some((t) => namesEvil(t.answer)) ? `; an answer names ${evil}: ${evilReturns.map((t) => t.answer.body?.data?.approveUrl).filter(Boolean).join(' ')}` : ''}`,
    },
    {
      check: 'forged Host: approve link on the site origin',
      tried: properReturns.length,
      status5xx: properReturns.filter((t) => t.answer.status >= 500).length,
      verdict: properReturns.every((t) => t.ok) ? 'pass' : 'fail',
      note: `returnUrl on ${ctx.siteOrigin}: ${properReturns.map((t) => `${t.forgery}: ${succeeded(t.answer) ? `approve link on ${t.origin}` : brief(t.answer)}`).join(', ')}`,
    },
    {
      check: 'forged Host: order e-mails link to the site',
      tried: mailAnswers.length, stored: mailAnswers.filter((a) => succeeded(a.answer)).length,
      status5xx: mailAnswers.filter((a) => a.answer.status >= 500).length,
      verdict: arrived.ok && evilMails.length === 0 ? 'pass' : 'fail',
      note: [
        `orders with ${mailAnswers.map((a) => `${a.name}: ${brief(a.answer)}`).join(', ')}`,
        evilMails.length ? `${evilMails.length} e-mails name ${evil}, e.g. "${(evilMails[0]!.body.match(new RegExp(`\\S*${evil}\\S*`, 'i')) ?? [''])[0]}"` : `no e-mail names ${evil}`,
        `buyer's links on ${[...new Set(buyerLinks.map((l) => (URL.canParse(l) ? new URL(l).origin : l)))].join(', ') || 'nothing'}`,
        arrived.note,
      ].filter(Boolean).join('; '),
    },
  ];
}
