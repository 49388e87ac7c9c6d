import type { FormMessages } from '../../config/form-bundle-shape';
import type { FormOutcome } from '../../api/form-calls';
import { refusedAnswerKey } from '../../config/form-bundle-shape';
import { envelopeAnswerCodes } from '../../config/answer-codes';

/** The codes by which a server says "a parameter is wrong" (10001 is the reference API's; 10002-10004 others'). */
const wrongParameterCodes = new Set([10001, 10002, 10003, 10004]);

/** The rules whose message says what a field should look like, most telling first. */
const describingRules = ['format', 'pattern', 'minLength', 'maxLength', 'enum', 'const', 'type'];

/**
 * The field's own words for a value the server refused: the form's message for the rule its own
 * validator sees broken (`problem`), else the field's own message that best says what it should
 * look like (an e-mail field's format message), else the form's shared format message.
 */
export function refusedFieldMessage(messages: FormMessages, field: string, problem?: string): string {
  if (problem) return problem;
  const own = messages.fields[field] ?? {};
  const rule = describingRules.find((r) => own[r]);
  return rule ? own[rule]! : messages.defaults.format ?? messages.defaults.type ?? '';
}

/**
 * A refusal that names a field with the generic "wrong parameters" code says what is wrong with
 * that field in the form's words instead: "Wrong parameters, please try again later!" helps nobody
 * find the field. Any other answer (a wrong captcha's own code included), and a code the form
 * words itself, keeps its words.
 */
export function withFieldWords(outcome: FormOutcome, messages: FormMessages, problemOf: (field: string) => string | undefined, ownCodes: readonly string[] = []): FormOutcome {
  if (outcome.ok || !outcome.error.field) return outcome;
  // The form's own words for this code (login's 10001: wrong e-mail or password) say it best.
  if (outcome.error.code !== undefined && ownCodes.includes(String(outcome.error.code))) return outcome;
  // A refused captcha or e-mailed code in that field's words, when the form has them: a form with
  // both says which was wrong.
  const refused = messages.fields[outcome.error.field]?.[refusedAnswerKey];
  if (outcome.error.code === envelopeAnswerCodes.verifyCodeError && refused) return { ...outcome, error: { ...outcome.error, message: refused } };
  if (!wrongParameterCodes.has(outcome.error.code ?? 0)) return outcome;
  const { field } = outcome.error;
  return { ...outcome, error: { ...outcome.error, message: refusedFieldMessage(messages, field, problemOf(field)) } };
}
