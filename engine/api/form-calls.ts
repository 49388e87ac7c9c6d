import type { FormBundle } from '../config/form-bundle-shape.js';
import { fail, ok, type Result } from '../config/result.js';
import { encodePayload } from '../rules/form-payload.js';
import { failureMessage, shownMessage } from '../rules/answer-message.js';
import { rateLimitedStatus, rateLimitMessage } from '../config/rate-limit-texts.js';
import type { ApiClient, ApiResult } from './api-client.js';
import { emailCodeOf } from '../config/form-model.js';
import { isDefaultSendCode } from '../config/form-serving.js';

/** What a form's calls need of its bundle: where and how it is sent, and what answers mean. */
export type FormCallBundle = Pick<FormBundle, 'id' | 'endpoint' | 'encoding' | 'payload' | 'verifications' | 'codes' | 'transport' | 'rateLimited'>;

/**
 * Why a form's call failed, which decides what the form does next:
 * - refused: the server answered no (its code's words; the captcha or code answer is spent);
 * - unanswered: no answer from the API (network, timeout, a gateway): nothing is known to be spent,
 *   so the same submission may be sent again under the same Idempotency-Key;
 * - unauthorised: 401 or 402, the session has ended and nothing is shown (spec 4, 8).
 */
export interface FormFailure {
  reason: 'refused' | 'unanswered' | 'unauthorised';
  code?: number;
  message: string;
  field?: string;
}

/** What a form's call came to: the answer's data, or why it failed. */
export type FormOutcome = Result<unknown, FormFailure>;

/**
 * Spec 8 for a form: the form's words for the code, else the server's msg, else an HTTP failure's
 * status text, else (no answer at all) "Invalid request";
 * a call refused for coming too often says how long to wait.
 */
export function formOutcome(result: ApiResult<unknown>, bundle: Pick<FormBundle, 'codes' | 'transport' | 'rateLimited'>): FormOutcome {
  if (result.s === 1) return ok(result.d);
  const error = result.errors[0] ?? { code: 0, message: '', kind: 'transport' as const };
  const reason = error.silent ? 'unauthorised' : error.kind === 'answer' ? 'refused' : 'unanswered';
  const message = error.code === rateLimitedStatus
    ? rateLimitMessage(bundle.rateLimited, error.retryAfterSeconds)
    : failureMessage(error.code || undefined, shownMessage(error), bundle.codes, bundle.transport);
  return fail({ reason, ...(error.code ? { code: error.code } : {}), message, ...(error.field ? { field: error.field } : {}) });
}

/**
 * Sends a form's values as config/forms.yaml says, under the submission's Idempotency-Key: the
 * client sends it again when no answer came, and the server stores it once.
 */
export async function submitForm(api: ApiClient, bundle: FormCallBundle, values: Record<string, unknown>, ctx: {
  locale: string; idempotencyKey: string; captchaId?: string;
}): Promise<FormOutcome> {
  const body = encodePayload(bundle.payload, values, { locale: ctx.locale, captchaId: ctx.captchaId });
  const result = await api.postIdempotent<unknown>(bundle.endpoint.host, bundle.endpoint.path, body, ctx.idempotencyKey, { encoding: bundle.encoding });
  return formOutcome(result, bundle);
}

/**
 * The form's send-code call: spec 7's form-encoded /api/public/sendVerifyCode with { email }
 * unless config/forms.yaml names another (registration's, the purchase's, the password reset's),
 * which also gets the page's locale: its e-mail is written in the visitor's language. Sent once: a
 * second e-mail would only restart the server's 60-second wait.
 */
export async function sendVerificationCode(api: ApiClient, bundle: FormCallBundle, email: string, locale: string): Promise<FormOutcome> {
  const emailCode = emailCodeOf(bundle);
  if (!emailCode) throw new Error(`form "${bundle.id}" sends no e-mail code`);
  const { endpoint, encoding } = emailCode.sendCode;
  const body = isDefaultSendCode(emailCode.sendCode) ? { email } : { email, locale };
  const result = await api.post<unknown>(endpoint.host, endpoint.path, body, { encoding });
  // Spec 7: only code 1 means the code was sent. A 0 or 200, which other calls may answer for
  // success, here starts no countdown: the visitor is told the code's words, or msg.
  if (result.s === 1 && result.code !== sentCode) {
    return fail({ reason: 'refused', code: result.code, message: failureMessage(result.code, result.msg, bundle.codes, bundle.transport) });
  }
  return formOutcome(result, bundle);
}

/** The send-code call's one success code (spec 7). */
const sentCode = 1;

/** A new image captcha from the server (GET /public/captcha): its id and its picture as a data URL. */
export async function fetchCaptcha(api: ApiClient): Promise<{ id: string; image: string }> {
  const result = await api.get<{ id?: unknown; svg?: unknown }>('root', '/public/captcha', undefined, { cache: 'no-store' });
  if (result.s === 0 || typeof result.d?.id !== 'string' || typeof result.d.svg !== 'string') throw new Error('no captcha');
  return { id: result.d.id, image: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(result.d.svg)}` };
}
