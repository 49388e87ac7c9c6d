/**
 * Issue 33, finding 6: the operator API (personal data, orders, mark-paid) must not let one client
 * guess tokens at full speed. 400 wrong tokens from one client, ten at a time: after a small number
 * (the login limit's; 30 is the bound asked) every answer is 429, none a 5xx. Runs on a server with
 * the normal limits (no TEST_RATE_LIMIT_FACTOR).
 */
import { rawCall, type RawAnswer } from './http-client.js';
import type { PartRow } from './result-table.js';

const count = 400;
const bound = 30;

export async function operatorLimitCheck(base: string): Promise<PartRow> {
  const answers: RawAnswer[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: 10 }, async () => {
    while (next < count) {
      const i = next++;
      // As long as a real token (32 characters or more), and wrong.
      const token = `wrong-operator-token-${String(i).padStart(4, '0')}-${'x'.repeat(16)}`;
      answers[i] = await rawCall(base, { method: 'GET', path: '/operator/orders', headers: { authorization: `Bearer ${token}` } });
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  const limited = answers.filter((a) => a.status === 429).length;
  const checked = answers.filter((a) => a.status === 401).length;
  const firstLimited = answers.findIndex((a) => a.status === 429);
  const other = answers.filter((a) => a.status !== 401 && a.status !== 429);
  return {
    check: `operator API: ${count} wrong tokens from one client`,
    tried: count, rejected: limited,
    status5xx: answers.filter((a) => a.status >= 500).length,
    perSecond: count / seconds,
    verdict: checked <= bound && limited > 0 && other.length === 0 ? 'pass' : 'fail',
    note: [
      limited ? `${checked} answered 401 (allowed ${bound}), ${limited} answered 429, the first at request ${firstLimited + 1}` : `all ${checked} answered 401: no limit`,
      other.length && `${other.length} other answers, e.g. ${other[0]!.status} ${other[0]!.text.slice(0, 60)}`,
    ].filter(Boolean).join('; '),
  };
}
