import { fromPromise } from 'xstate';
import type { FormBundle } from '../../config/form-bundle-shape';
import type { ApiClient } from '../../api/api-client';
import { sendVerificationCode } from '../../api/form-calls';
import { fail, ok } from '../../config/result';
import type { SendCodeResult } from '../../machines/countdown-machine';
import { notify } from '../notifications/notification-bus';

/**
 * The send-code button's call for the countdown machine (page forms and the dialog alike): the
 * form's sent text ('success' unless it words it) or the code's message as a notification, and
 * the result the machine reads. A 401/402 says nothing: the session ends instead.
 */
export function sendCodeActor(api: ApiClient, bundle: FormBundle) {
  return fromPromise<SendCodeResult, { email: string }>(async ({ input }) => {
    const outcome = await sendVerificationCode(api, bundle, input.email);
    if (outcome.ok) {
      notify('success', bundle.texts.sendCode.sent);
      return ok(undefined);
    }
    if (outcome.error.reason !== 'unauthorised') notify('error', outcome.error.message);
    return fail({ code: outcome.error.code, message: outcome.error.message });
  });
}
