import fetchRetry from 'fetch-retry';
import type { FormBundle } from '../../build/form-bundle';
import type { ApiHosts } from '../../config/site-model';
import { apiUrl } from '../../api/api-hosts';
import { encodePayload, formEncode } from '../../rules/form-payload';
import { answerOutcome, type AnswerOutcome } from '../../rules/answer-message';
import { getEnvelope } from '../../api/get-envelope';
import { fromPromise } from 'xstate';
import type { SendCodeResult } from '../../machines/countdown-machine';
import { notify } from '../notifications/notification-bus';
import { sessionToken } from '../../api/session-token';
import { tokenCookieName } from '../../api/token-cookie';

// A request that never reached the server is sent again; the Idempotency-Key makes that safe:
// the server stores one submission and answers every copy alike.
const fetchWithRetry = fetchRetry(fetch, { retries: 2, retryDelay: (attempt) => 400 * 2 ** attempt, retryOn: (_attempt, error) => error !== null });

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** Sends a form's values as config/forms.yaml says, and says what the answer means. */
export function submitForm(bundle: FormBundle, values: Record<string, unknown>, ctx: {
  locale: string; apiHosts: ApiHosts; idempotencyKey: string; captchaId?: string;
}): Promise<AnswerOutcome> {
  const body = encodePayload(bundle.payload, values, { locale: ctx.locale, captchaId: ctx.captchaId });
  const form = bundle.encoding === 'form';
  return postForOutcome(bundle, apiUrl(ctx.apiHosts, bundle.endpoint.host, bundle.endpoint.path), {
    headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json', 'idempotency-key': ctx.idempotencyKey, ...loginHeader() },
    body: form ? formEncode(body) : JSON.stringify(body),
  });
}

/**
 * The form's send-code call with { email }: spec 7's form-encoded /api/public/sendVerifyCode
 * unless config/forms.yaml names another (registration's JSON call); code 1 starts the countdown.
 */
export function sendVerificationCode(bundle: FormBundle, email: string, apiHosts: ApiHosts): Promise<AnswerOutcome> {
  if (bundle.verification?.kind !== 'email-code') throw new Error(`form "${bundle.id}" sends no e-mail code`);
  const { endpoint, encoding } = bundle.verification.sendCode;
  const form = encoding === 'form';
  return postForOutcome(bundle, apiUrl(apiHosts, endpoint.host, endpoint.path), {
    headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
    body: form ? formEncode({ email }) : JSON.stringify({ email }),
  });
}

/**
 * A POST and what its answer means (spec 8): an HTTP error without an answer in its body is the
 * transport message with the status as its code; no answer at all is the transport message.
 */
async function postForOutcome(bundle: FormBundle, url: string, init: { headers: Record<string, string>; body: string }): Promise<AnswerOutcome> {
  try {
    // credentials: the session cookie also reaches an API on another host (CORS with credentials).
    const response = await fetchWithRetry(url, { method: 'POST', credentials: 'include', ...init });
    const answer = (await response.json().catch(() => undefined)) as { code?: number; msg?: string; data?: unknown } | undefined;
    if (!response.ok && !answer?.code) return { ok: false, code: response.status, message: bundle.transport };
    return answerOutcome(answer, bundle.codes, bundle.transport);
  } catch {
    return { ok: false, message: bundle.transport };
  }
}

/**
 * The member's login token as the ts-token header (spec 7: every request carries it), so a form a
 * logged-in member sends (a package order) is theirs even when the API is on another host.
 */
function loginHeader(): Record<string, string> {
  const token = sessionToken();
  return token ? { [tokenCookieName]: token } : {};
}

/** A new image captcha from the server (GET /public/captcha): its id and its picture as a data URL. */
export async function fetchCaptcha(apiHosts: ApiHosts): Promise<{ id: string; image: string }> {
  const answer = await getEnvelope<{ id: string; svg: string }>(apiUrl(apiHosts, 'root', '/public/captcha'), { cache: 'no-store' });
  if (!answer?.data) throw new Error('no captcha');
  return { id: answer.data.id, image: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(answer.data.svg)}` };
}

/**
 * The send-code button's call for the countdown machine (page forms and the dialog alike):
 * the form's sent text ('success' unless it words it) or the code's message as a notification,
 * and the result the machine reads.
 */
export function sendCodeActor(bundle: FormBundle, apiHosts: ApiHosts) {
  return fromPromise<SendCodeResult, { email: string }>(async ({ input }) => {
    const outcome = await sendVerificationCode(bundle, input.email, apiHosts);
    notify(outcome.ok ? 'success' : 'error', outcome.ok ? bundle.texts.sendCode.sent : outcome.message);
    return outcome.ok ? { ok: true } : { ok: false, code: outcome.code, message: outcome.message };
  });
}
