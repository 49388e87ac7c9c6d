import type { ConfigError } from './config-error.js';
import type { FormModel, FormVerification, LocaleId, SendCodeCall } from './site-model.js';
import { emailCodeOf, imageCaptchaOf } from './form-model.js';
import type { YamlSource } from './yaml-source.js';

type Path = Array<string | number>;

/**
 * The send-code call of spec 7 (the demo dialog's): form-encoded { email } to
 * /api/public/sendVerifyCode. The generic form routes verify the codes this call sends, so it is
 * what an email-code form gets when config/forms.yaml names no other.
 */
export const defaultSendCode: SendCodeCall = { endpoint: { host: 'rest', path: '/api/public/sendVerifyCode' }, encoding: 'form' };

/** One verification as written in config/forms.yaml (sendCode and its encoding may be left out). */
export type RawVerification =
  | { kind: 'image-captcha'; field: string; email?: string; sendCode?: Partial<SendCodeCall> & Pick<SendCodeCall, 'endpoint'> }
  | { kind: 'email-code'; field: string; email?: string; sendCode?: Partial<SendCodeCall> & Pick<SendCodeCall, 'endpoint'> };

/**
 * verification: as written, one or a list, as a list. The schema's if/then/else has already
 * checked each entry (the generated types cannot express it, hence the cast).
 */
export function rawVerifications(written: unknown): RawVerification[] {
  if (written === undefined) return [];
  return (Array.isArray(written) ? written : [written]) as RawVerification[];
}

/**
 * The verification with its defaults. A missing email: is reported by the field checks; the
 * model still gets a value so that nothing downstream meets an undefined field name.
 */
export function verificationWithDefaults(raw: RawVerification): FormVerification {
  if (raw.kind === 'image-captcha') return { kind: 'image-captcha', field: raw.field };
  const sendCode = raw.sendCode ? { endpoint: raw.sendCode.endpoint, encoding: raw.sendCode.encoding ?? 'json' } : defaultSendCode;
  return { kind: 'email-code', field: raw.field, email: raw.email ?? '', sendCode };
}

/**
 * What only one of the two servers can do. The auth routes start a session: they store no
 * submission and solve no image captcha. The form routes verify only the codes the default
 * send-code call sends, so another send-code call belongs to a form of the auth routes.
 */
export function checkServing(form: FormModel, raw: { stored?: string; verification?: unknown }, source: YamlSource, at: (...rest: Path) => Path, errors: ConfigError[]): void {
  const written = rawVerifications(raw.verification);
  const where = (i: number, ...rest: Path) => (written.length > 1 ? at('verification', i, ...rest) : at('verification', ...rest));
  written.forEach((verification, i) => {
    if (verification.kind === 'image-captcha' && verification.sendCode) {
      errors.push(source.errorAt(where(i, 'sendCode'), 'is for kind: email-code; an image captcha sends no code', 'key'));
    }
  });
  if (form.servedBy !== 'forms' && raw.stored !== undefined) {
    errors.push(source.errorAt(at('stored'), `is the submission type the form routes store; a form servedBy: ${form.servedBy} stores no submission`, 'key'));
  }
  const emailCode = emailCodeOf(form);
  const codeAt = written.findIndex((v) => v.kind === 'email-code');
  const ownSendCode = codeAt >= 0 && written[codeAt]?.sendCode !== undefined;
  if (form.servedBy === 'auth') {
    const captchaAt = written.findIndex((v) => v.kind === 'image-captcha');
    if (imageCaptchaOf(form)) errors.push(source.errorAt(where(captchaAt, 'kind'), 'cannot be checked by the auth routes, which solve no image captcha; use email-code or serve the form by the form routes'));
  } else if (form.servedBy === 'forms' && emailCode && ownSendCode && !sameCall(emailCode.sendCode, defaultSendCode)) {
    errors.push(source.errorAt(where(codeAt, 'sendCode'), `is a send-code call of its own, but the form routes only accept codes sent by POST ${defaultSendCode.endpoint.path}; leave sendCode out, or add servedBy: auth`, 'key'));
  } else if (form.servedBy === 'orders' && emailCode && !ownSendCode) {
    // The purchase's code proves the buyer's address before an account exists: the order routes
    // send it themselves, at the path this names.
    errors.push(source.errorAt(where(codeAt), 'needs sendCode: { endpoint: ... }: the order routes send the purchase\'s code from a call of their own, such as /pay/payment/sendCode', 'key'));
  }
}

/** Spec 7's own send-code call, whose body is { email } alone. */
export function isDefaultSendCode(call: SendCodeCall): boolean {
  return sameCall(call, defaultSendCode);
}

function sameCall(a: SendCodeCall, b: SendCodeCall): boolean {
  return a.endpoint.host === b.endpoint.host && a.endpoint.path === b.endpoint.path && a.encoding === b.encoding;
}

/**
 * locales: of config/forms.yaml -> locale ids: every locale of site.yaml for `all`, else the ones
 * listed, each of which must be a locale of site.yaml (its texts are then required there).
 */
export function namedLocales(raw: 'all' | string[] | undefined, siteLocales: LocaleId[], source: YamlSource, at: (...rest: Path) => Path, errors: ConfigError[]): LocaleId[] {
  if (raw === undefined) return [];
  if (raw === 'all') return siteLocales;
  const known: LocaleId[] = [];
  raw.forEach((locale, i) => {
    const id = siteLocales.find((l) => l === locale);
    if (id) known.push(id);
    else errors.push(source.errorAt(at('locales', i), `is not a locale of config/site.yaml (${siteLocales.join(', ')})`));
  });
  return known;
}
