import type { FormsPayloadEntry } from './generated/config-files.js';
import type { LocaleId } from './locale-id.js';

// config/forms.yaml and schemas/forms/ as the model holds them (compile-forms.ts checks and builds them).

/**
 * One entry of a form's payload mapping (config/forms.yaml payload:): a field, several fields as
 * JSON, a fixed value, the page's locale or the captcha's id (engine/rules/form-payload.ts).
 */
export type PayloadEntry = FormsPayloadEntry;

export type FormEndpoint = { host: 'rest' | 'root'; path: string };

/** The call an email-code form's send-code button makes with { email } (config/forms.yaml sendCode:). */
export interface SendCodeCall {
  endpoint: FormEndpoint;
  encoding: 'json' | 'form';
}

export type ImageCaptchaVerification = { kind: 'image-captcha'; field: string };
export type EmailCodeVerification = { kind: 'email-code'; field: string; email: string; sendCode: SendCodeCall };
export type FormVerification = ImageCaptchaVerification | EmailCodeVerification;

/** A JSON Schema of schemas/forms/ (an object schema; its details are ajv's business). */
export interface FormJsonSchema {
  type: 'object';
  required?: string[];
  properties: Record<string, FormJsonSchema | Record<string, unknown>>;
  [keyword: string]: unknown;
}

export interface FormModel {
  id: string;
  /** schemas/forms/<id>.schema.json without its editor's title and description. */
  schema: FormJsonSchema;
  /** schemas/forms/<id>.ui.json ({} when the form has none). */
  ui: Record<string, unknown>;
  endpoint: FormEndpoint;
  encoding: 'json' | 'form';
  /** Who answers the endpoint: the generic form routes (which store a submission), the auth routes or the order routes. */
  servedBy: 'forms' | 'auth' | 'orders';
  /** Fields whose options come from config: `packages` = the packages of config/pricing.yaml on sale. */
  choices: Record<string, 'packages'>;
  /** The form a logged-in member sees instead (config/forms.yaml signedIn:). */
  signedIn?: string;
  /** After success the browser goes to this page, its :param filled with the answer's data.id. */
  next?: { page: string };
  /** Absent: the fields, captchaId and locale as one JSON object. */
  payload?: Record<string, PayloadEntry>;
  /** How the server knows a person sent it: none, an image captcha, an e-mailed code, or both (each checked). */
  verifications: FormVerification[];
  required: 'all-at-once' | 'first-empty';
  secret: string[];
  /** The submission type the server stores; absent for a form served by the auth routes. */
  stored?: string;
  /** The locales whose pages, headers or footers show the form, and those config/forms.yaml names. */
  locales: LocaleId[];
}

/** The form's image captcha, if it has one. */
export function imageCaptchaOf(form: Pick<FormModel, 'verifications'>): ImageCaptchaVerification | undefined {
  return form.verifications.find((v): v is ImageCaptchaVerification => v.kind === 'image-captcha');
}

/** The form's e-mailed code and the call that sends it, if it has one. */
export function emailCodeOf(form: Pick<FormModel, 'verifications'>): EmailCodeVerification | undefined {
  return form.verifications.find((v): v is EmailCodeVerification => v.kind === 'email-code');
}
