import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/api-client';
import { sendVerificationCode } from '../../api/form-calls';
import { fail, ok } from '../../config/result';
import type { SendCodeResult } from '../../machines/countdown-machine';
import { notify } from '../notifications/notification-bus';
import type { LoadedForm } from './load-form';
import { fieldProblem } from './field-problem';
import { emailCodeOf } from '../../config/form-model';
import { withFieldWords } from './refused-field';

/**
 * The send-code button's call for the countdown machine (page forms and the dialog alike): the
 * form's sent text as a notice, or why not. An answer naming a field (10001 for the address) says
 * that field's own message, as a warning and under the field (`showAtField`); any other refusal
 * its code's words as an error. A 401/402 says nothing: the session ends instead.
 */
export function sendCodeActor(api: ApiClient, form: LoadedForm, locale: string, showAtField: (field: string, message: string) => void) {
  const { bundle } = form;
  return fromPromise<SendCodeResult, { email: string }>(async ({ input }) => {
    const answer = await sendVerificationCode(api, bundle, input.email, locale);
    if (answer.ok) {
      notify('notice', bundle.texts.sendCode.sent);
      return ok(undefined);
    }
    if (answer.error.reason === 'unauthorised') return fail({ code: answer.error.code, message: answer.error.message });
    // The call's body is { email }: a field it names is the form's address field, whatever its name.
    const emailField = emailCodeOf(bundle)?.email ?? 'email';
    const named = answer.error.field ? fail({ ...answer.error, field: emailField }) : answer;
    const outcome = withFieldWords(named, bundle.messages, (field) => fieldProblem(form, { [field]: input.email }, field), bundle.ownCodes);
    const error = outcome.ok ? answer.error : outcome.error;
    if (error.field) {
      notify('warning', error.message);
      showAtField(error.field, error.message);
    } else notify('error', error.message);
    return fail({ code: error.code, message: error.message });
  });
}
