import type { FormModel } from '../config/form-model';
import type { FormValues } from '../rules/form-completion';
import type { SubmissionKeys } from '../rules/submission-keys';

// What the form-submission machine (form-submission-machine.ts) is given, keeps and is told.

/** Why the last submission failed, as the form shows it: refused by the server, or no answer at all. */
export interface FormFailure {
  reason: 'refused' | 'unanswered';
  code?: number;
  /** The answer code's words for this form, or spec 8's "Invalid request" without an answer. */
  message: string;
}

/** A field the person is asked to look at before anything is sent: left empty, or not of its format. */
export interface FieldWarning {
  field: string;
  problem: 'missing' | 'invalid';
}

export interface FormSubmissionInput {
  /** config/forms.yaml `required`: first-empty stops at the first empty field of `requiredOrder`. */
  required: FormModel['required'];
  /** Top-level required fields in the order they are checked (spec 5). */
  requiredOrder: string[];
  /** An email-code form's field holding the address the code is sent to. */
  emailField?: string;
  /** The field the captcha or e-mailed code is typed into: emptied when an answer spent it. */
  answerField?: string;
  /** site.yaml verifyCodeCountdownSeconds: how long the send-code button waits after a code went out. */
  countdownSeconds: number;
  /** Shown in a dialog (open and closed); a page form has no such region. */
  inDialog: boolean;
  /** What a submission that got no answer at all says (spec 8), should the call itself throw. */
  transport: string;
  /** forms.yaml next: the route success leads to, its :param taking the answer's data.id. */
  nextPath?: string;
  /** The form can offer to log in (it has the login page and the words for the link). */
  canSignIn?: boolean;
  /** New Idempotency-Keys (crypto.randomUUID by default; tests count them). */
  newKey?: () => string;
}

/** One submission on its way: exactly what is sent, and the key it goes under. */
interface Attempt {
  values: FormValues;
  captchaId?: string;
  key?: string;
}

export interface FormSubmissionContext {
  stopsAtFirstEmpty: boolean;
  requiredOrder: string[];
  emailField: string | undefined;
  answerField: string | undefined;
  countdownSeconds: number;
  inDialog: boolean;
  transport: string;
  nextPath: string | undefined;
  canSignIn: boolean;
  keys: SubmissionKeys;
  /** What is on screen: every CHANGE, the restored draft, emptied by a success. */
  values: FormValues;
  /** The form came back from a draft (the page says so) until a submission is accepted. */
  restored: boolean;
  /** first-empty: off until every required field has a value, then on for good (spec 4). */
  submitEnabled: boolean;
  /** The field the person was last asked to look at, until the next submission goes out or the dialog opens. */
  warning: FieldWarning | null;
  attempt: Attempt | null;
  /** Set in failed (refused or unanswered), until the next submission goes out. */
  failure: FormFailure | null;
  /** The field the server named (10001, a wrong captcha) and its words, shown at the field until that field changes. */
  fieldError: { field: string; message: string } | null;
  /** The answer says the address has an account: the form offers to log in first. */
  offerSignIn: boolean;
  /** Answers the server gave: each spent the image captcha, so the widget draws a new one. */
  spentAnswers: number;
}

export type FormSubmissionEvent =
  /** What the form holds now (RJSF's onChange). */
  | { type: 'CHANGE'; values: FormValues }
  /** After hydration: the draft, the link's choices and what was typed before the code came (values absent: nothing). */
  | { type: 'RESTORE'; values?: FormValues; restored: boolean }
  /** The send-code button. */
  | { type: 'REQUEST_CODE' }
  /** The send-code call's answer named a field (the address): its words go under that field. */
  | { type: 'FIELD_REFUSED'; field: string; message: string }
  /** The submit button, with what the form holds and the captcha picture being answered. */
  | { type: 'SUBMIT'; values: FormValues; captchaId?: string }
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  /** Raised by the machine itself when the server accepted a submission: a dialog closes. */
  | { type: 'ACCEPTED' };
