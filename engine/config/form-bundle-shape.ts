import type { FormModel } from './form-model.js';
import type { RateLimitTexts } from './rate-limit-texts.js';

/**
 * The key, beside a field's rule messages (fields.<field>.errors.refused), of what the form says
 * when the server refuses that field's captcha or e-mailed code (code 20008).
 */
export const refusedAnswerKey = 'refused';

/** Keyword -> message for every form, and dotted field path -> keyword -> its own message. */
export interface FormMessages {
  defaults: Record<string, string>;
  fields: Record<string, Record<string, string>>;
}

/**
 * Everything the browser needs to show one form in one locale, computed at build time: the
 * schema, the ui schema with this locale's labels written in, the messages for each way a field
 * can fail, what each answer code means, and the country names. It is a chunk of its own, loaded
 * only where the form is shown. The validator is another chunk (see form-validator-code).
 */
export interface FormBundle {
  id: string;
  /** The name the precompiled validator is exported under; also the schema's $id (RJSF looks it up). */
  validatorName: string;
  schema: Record<string, unknown> & { $id: string };
  uiSchema: Record<string, unknown>;
  endpoint: FormModel['endpoint'];
  encoding: FormModel['encoding'];
  payload?: FormModel['payload'];
  /** With an email-code form's send-code call (its default filled in by the config compiler). */
  verifications: FormModel['verifications'];
  required: FormModel['required'];
  /** Top-level required fields in the order they are checked (spec 5: the demo form's order). */
  requiredOrder: string[];
  /** Fields never kept in the draft: secrets and the one-time captcha or code. */
  notKept: string[];
  /** Where success leads: a route of this locale whose :param takes the answer's data.id (forms.yaml next:). */
  nextPath?: string;
  /** The console's login page, for a form whose visitors may be asked to log in first (signedIn:). */
  loginPath?: string;
  texts: {
    title: string; intro?: string; submit: string; success: string; sending: string; failed: string;
    /** Shown above the submit button, e.g. that a purchase is non-refundable. */
    notice?: string;
    /** The link to log in, when the answer says the e-mail address has an account already. */
    signIn?: string;
    /** Above a form a member may log in for (signedIn:): the link to log in first and come back. */
    memberSignIn?: string;
    draftRestored: string; close: string;
    captcha: { label: string; image: string; refresh: string; failed: string };
    /** `sent`: the notification once a code is sent (the form's codeSent, else its success text). */
    sendCode: { send: string; countdown: string; sending: string; sent: string };
  };
  /** Keyword -> message for every form, and dotted field path -> keyword -> its own message. */
  messages: FormMessages;
  /** Answer code -> what it means here (this form's own words first, then config/errors.yaml). */
  codes: Record<string, string>;
  /**
   * The codes the form words itself (locales/<locale>/forms.yaml <form>.codes): login's 10001 is
   * "wrong e-mail or password", which no field rule's message may replace.
   */
  ownCodes: string[];
  /** What a call that got no answer says (spec 8). */
  transport: string;
  /** What a call refused for coming too often says, by how long its answer asks to wait. */
  rateLimited: RateLimitTexts;
  /** ISO country names in this locale, sorted for it; only for forms with a country-code field. */
  countries?: Array<{ code: string; name: string }>;
}
