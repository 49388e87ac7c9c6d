/**
 * Part 3b (and the matching security points of part 6): the limits hold with the normal settings.
 * The server trusts one proxy, 127.0.0.1 (TRUST_PROXY=127.0.0.1), which is where the suite's
 * requests come from; so X-Forwarded-For is what that proxy says. Its last entry is the address
 * the proxy saw, anything before it is what the client claimed, and only the last may count.
 * The operator API's limit on wrong tokens (issue 33) is measured here too: it needs the normal
 * limits, which this server has.
 */
import { killServers, startServer, type ServerProcess } from './api-server-process.js';
import { call, isEnvelope, type Answer } from './http-client.js';
import { operatorLimitCheck } from './operator-limit-check.js';
import { timed, type PartRow } from './result-table.js';
import { folderFor, type SuiteContext } from './suite-context.js';

const formsLimit = 10; // docs/api.md: submissions 10 per minute and client
const codesLimit = 20; // e-mail codes and captchas 20

const emptyClaim = (base: string, forwardedFor?: string) => {
  const [client = ''] = forwardedFor?.split(',') ?? []; // split answers at least one part
  return call(base, '/public/debt/claim', { json: {}, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor, 'x-real-ip': client, forwarded: `for=${client}` } : {} });
};

export async function rateLimitPart(context: SuiteContext): Promise<PartRow[]> {
  let server: ServerProcess | undefined;
  try {
    server = await startServer({ name: 'limits server', dataDir: folderFor(context, 'limits'), env: { TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'warn' } });
    const base = server.base;
    const rows: PartRow[] = [];

    // A burst from one client over the submissions limit.
    const burst: Answer[] = [];
    for (let i = 0; i < formsLimit + 5; i++) burst.push(await emptyClaim(base));
    const limited = burst.filter((a) => a.status === 429);
    const enveloped = limited.every((a) => isEnvelope(a.body) && a.body.code === 429 && a.headers.get('retry-after'));
    rows.push({
      check: 'burst over the limit gets 429',
      tried: burst.length,
      rejected: limited.length,
      status5xx: burst.filter((a) => a.status >= 500).length,
      verdict: limited.length === burst.length - formsLimit && enveloped ? 'pass' : 'fail',
      note: `${limited.length} of ${burst.length} answered 429 (limit ${formsLimit}/min)${enveloped ? ', in the envelope with Retry-After' : ', not all in the envelope with Retry-After'}`,
    });

    // Does the server believe its proxy at all? Distinct addresses reported by it are distinct clients.
    const probe: Answer[] = [];
    for (let i = 0; i < codesLimit + 5; i++) probe.push(await call(base, '/public/captcha', { headers: { 'x-forwarded-for': `198.51.100.${i + 1}` } }));
    const honoured = probe.every((a) => a.status === 200);

    // Rotating what the client claims, with the proxy's own entry last and unchanged.
    const rotation: Answer[] = [];
    for (let i = 0; i < formsLimit + 5; i++) rotation.push(await emptyClaim(base, `10.${i}.${i}.${i + 1}, 203.0.113.9`));
    const rotationLimited = rotation.filter((a) => a.status === 429).length;
    rows.push({
      check: 'X-Forwarded-For rotation keeps the limit',
      tried: rotation.length,
      rejected: rotationLimited,
      status5xx: rotation.filter((a) => a.status >= 500).length,
      verdict: honoured && rotationLimited === rotation.length - formsLimit ? 'pass' : 'fail',
      note: honoured
        ? `${rotationLimited} of ${rotation.length} rotated requests answered 429`
        : `counted as bypassed: TRUST_PROXY=127.0.0.1 is not honoured (${probe.filter((a) => a.status === 429).length} of ${probe.length} distinct proxied clients got 429: the server sees one address)`,
    });

    rows.push(await loginLockout(base, honoured));
    // Keyed by the connection's address, not X-Forwarded-For: the limit above says nothing of it.
    rows.push(await timed(() => operatorLimitCheck(base)));
    return rows;
  } finally {
    await killServers(server);
  }
}

/**
 * Wrong passwords for one account, each from another address (as the trusted proxy reports it), so
 * no per-IP limit is reached: only a per-account lockout can stop the guessing.
 */
async function loginLockout(base: string, honoured: boolean): Promise<PartRow> {
  const email = 'tradeso@demo.example';
  const attempts = 25;
  const answers: Answer[] = [];
  for (let i = 0; i < attempts; i++) {
    answers.push(await call(base, '/console/user/login', { json: { email, password: `wrong-guess-${i}` }, headers: { 'x-forwarded-for': `192.0.2.${i + 1}` } }));
  }
  const signature = (a: Answer) => `${a.status} ${isEnvelope(a.body) ? `${a.body.code} ${a.body.msg}` : a.text.slice(0, 60)}`;
  const [first] = answers;
  if (!first) throw new Error('login lockout: no answers to compare (attempts must be 1 or more)');
  const wrongPassword = signature(first);
  const checked = answers.findIndex((a) => signature(a) !== wrongPassword);
  const lockedBy = answers[checked]; // the first answer other than a wrong password's; undefined when none
  const passwordChecks = checked === -1 ? attempts : checked;
  const heldAfter = checked !== -1 && answers.slice(checked).every((a) => signature(a) !== wrongPassword);
  const correct = await call(base, '/console/user/login', { json: { email, password: 'Tradeso-demo-2026' }, headers: { 'x-forwarded-for': '192.0.2.200' } });
  const passed = honoured && passwordChecks <= 20 && heldAfter;
  return {
    check: 'per-account login lockout across rotated addresses',
    tried: attempts,
    rejected: attempts - passwordChecks,
    status5xx: answers.filter((a) => a.status >= 500).length,
    verdict: passed ? 'pass' : 'fail',
    note: [
      !honoured && 'untestable: rotated addresses are not distinct clients until TRUST_PROXY=127.0.0.1 is honoured',
      lockedBy === undefined ? `all ${attempts} wrong passwords were checked (no lockout)` : `locked after ${passwordChecks} wrong passwords: ${signature(lockedBy)}`,
      `right password during the lockout: ${isEnvelope(correct.body) && correct.body.code === 1 ? 'logged in' : 'refused'}`,
    ].filter(Boolean).join('; '),
  };
}
