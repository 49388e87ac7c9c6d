/**
 * The Idempotency-Key each submission of one form goes under. The server stores one submission
 * per key and answers a key it has seen with its first answer. A submission that got no answer
 * may have been stored, so sending the same thing again keeps its key (and gets the stored answer
 * rather than a second copy); anything else (an answered submission, or different values, a new
 * captcha) is a new submission with a new key.
 */
export interface SubmissionKeys {
  /** The key to send `sent` (the values and whatever else the request carries) under now. */
  keyFor(sent: unknown): string;
  /** After the call: answered (success, refusal, 401) or not (no answer, a gateway). */
  settle(key: string, sent: unknown, answered: boolean): void;
}

export function submissionKeys(newKey: () => string = () => crypto.randomUUID()): SubmissionKeys {
  let unanswered: { key: string; sent: string } | undefined;
  return {
    keyFor(sent) {
      return unanswered && unanswered.sent === canonicalJson(sent) ? unanswered.key : newKey();
    },
    settle(key, sent, answered) {
      unanswered = answered ? undefined : { key, sent: canonicalJson(sent) };
    },
  };
}

/** JSON with object keys sorted and undefined left out, so equal values always give equal text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(Object.entries(v as Record<string, unknown>).filter(([, inner]) => inner !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    : v));
}
