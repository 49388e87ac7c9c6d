import type { AppDatabase } from '../db/database.js';
import type { FormModel } from '../../engine/config/form-model.js';
import { solveCaptcha } from './captchas.js';
import { consumeCode, type CodePolicy } from './verification-codes.js';

/**
 * A submission's answers to its form's verifications (config/forms.yaml), checked in their order
 * inside the caller's transaction: the image captcha by its id, an e-mailed code as one of this
 * purpose for the address in the form's e-mail field (a code of another purpose confirms nothing).
 * Answers the field of the first one refused (20008 names it), or undefined when all pass.
 */
export async function refusedVerification(store: AppDatabase, form: Pick<FormModel, 'verifications'>, input: {
  values: Record<string, unknown>; captchaId?: string; codePurpose: string; policy: CodePolicy;
}): Promise<string | undefined> {
  const { values } = input;
  for (const verification of form.verifications) {
    const passed = verification.kind === 'image-captcha'
      ? await solveCaptcha(store, input.captchaId, String(values[verification.field]))
      : await consumeCode(store, { email: String(values[verification.email]).trim().toLowerCase(), purpose: input.codePurpose, code: String(values[verification.field]), policy: input.policy });
    if (!passed) return verification.field;
  }
  return undefined;
}
