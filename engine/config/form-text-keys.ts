import type { FormJsonSchema } from './site-model.js';
import { failingKeywords, fieldTextPath, formFields, formGroups, keywordsOf } from './form-fields.js';
import { addKey, groupAt, type KeyTree } from './known-keys.js';
import { refusedAnswerKey } from './form-bundle-shape.js';

/** What a form's words may say besides its fields (engine/build/form-bundle.ts reads each). */
const ownTextKeys = ['title', 'intro', 'submit', 'success', 'notice', 'signIn', 'memberSignIn', 'codeSent'];

/** The words every form shares, at the top of locales/<locale>/forms.yaml. */
const sharedTextKeys = [
  'sending', 'failed', 'draftRestored', 'countryPrompt', 'choosePrompt', 'close',
  'captcha.label', 'captcha.image', 'captcha.refresh', 'captcha.failed',
  'sendCode.send', 'sendCode.countdown', 'sendCode.sending',
];

export interface FormTextsInput {
  /** Each form of config/forms.yaml with its schema and the fields whose options come from config. */
  forms: Array<{ id: string; schema: FormJsonSchema; choices: string[]; verificationFields: string[] }>;
  /** Answer codes a form may word for itself (forms.yaml codes:): those the site knows. */
  codes: number[];
}

/**
 * The keys of locales/<locale>/forms.yaml: the shared words, then under each form its own words
 * and, under fields:, exactly its schema's fields, with a message only for a rule the field has
 * (an `errors:` that slipped out of its field is then a field that does not exist).
 */
export function formTextKeys(input: FormTextsInput): KeyTree {
  const tree: KeyTree = {};
  for (const key of sharedTextKeys) addKey(tree, key);
  for (const keyword of failingKeywords) addKey(tree, ['errors', keyword]);
  for (const form of input.forms) {
    const own = groupAt(tree, [form.id]);
    for (const key of ownTextKeys) addKey(own, key);
    for (const code of input.codes) addKey(own, ['codes', String(code)]);
    for (const group of formGroups(form.schema)) addKey(own, [...fieldTextPath(group), 'label']);
    for (const field of formFields(form.schema)) {
      const base = fieldTextPath(field.path);
      for (const key of ['label', 'placeholder', 'help']) addKey(own, [...base, key]);
      for (const keyword of keywordsOf(field)) addKey(own, [...base, 'errors', keyword]);
      // The answer of a captcha or an e-mailed code that the server refused, in this field's words
      // (a form with both says which of the two was wrong).
      if (form.verificationFields.includes(field.path.join('.'))) addKey(own, [...base, 'errors', refusedAnswerKey]);
      const options = Array.isArray(field.schema.enum) ? field.schema.enum : undefined;
      if (options && !form.choices.includes(field.path.join('.'))) for (const option of options) addKey(own, [...base, 'options', String(option)]);
    }
  }
  return tree;
}
