import { describe, expect, it } from 'vitest';
import { edit, errorLines, loadWith, positionOf, realFile } from './config-fixture';
import { present } from './present';

// config/forms.yaml, schemas/forms/<id>.schema.json and .ui.json, locales/<locale>/forms.yaml and
// config/errors.yaml: what the cross-file check catches, located by file:line:column.
const forms = 'config/forms.yaml';
const contactSchema = 'schemas/forms/contact.schema.json';
const contactUi = 'schemas/forms/contact.ui.json';
const listed = 'demo, contact, credit-report, debt-claim, package-purchase, package-order, login, register, password-reset';
const at = (file: string, text: string, needle: string, occurrence = 0) => {
  const { line, column } = positionOf(text, needle, occurrence);
  return `${file}:${line}:${column}`;
};
/** A key at the top of a YAML file (a form's texts in locales/<locale>/forms.yaml). */
const atTopKey = (file: string, text: string, key: string) => {
  const { line } = positionOf(text, `\n${key}:`);
  return `${file}:${line + 1}:1`;
};

describe('forms check', () => {
  it('accepts the project forms and records which locales show each', () => {
    const result = loadWith();
    if (!result.ok) throw new Error(result.error.map((e) => `${e.file}:${e.line}:${e.column} ${e.message}`).join('\n'));
    const model = result.value.forms;
    const form = (id: string) => present(model[id], `form "${id}" in the model`);
    expect(Object.keys(model).sort()).toEqual(['contact', 'credit-report', 'debt-claim', 'demo', 'login', 'package-order', 'package-purchase', 'password-reset', 'register']);
    // demo has no page of its own: the header and footer dialogs of every locale show it.
    expect(form('demo').locales).toEqual(['en', 'ru', 'zh-cn']);
    expect(form('contact').locales).toEqual(['en', 'ru', 'zh-cn']);
    expect(form('package-purchase').locales).toEqual(['en', 'ru', 'zh-cn']);
    // A logged-in member sees package-order wherever a visitor sees package-purchase.
    expect(form('package-order').locales).toEqual(['en', 'ru', 'zh-cn']);
    // The package field's options are the packages of config/pricing.yaml on sale.
    expect(form('package-purchase').schema.properties.package).toEqual({ type: 'string', enum: ['pro', 'global', 'global-plus', 'global-luxury', 'global-deluxe'] });
    // The service pages have no Russian route.
    expect(form('credit-report').locales).toEqual(['en', 'zh-cn']);
    expect(form('debt-claim').locales).toEqual(['en', 'zh-cn']);
    // Defaults of config/forms.yaml, and what the entries say.
    expect(form('demo')).toMatchObject({ encoding: 'form', required: 'first-empty', verifications: [{ kind: 'email-code', field: 'code', email: 'email' }] });
    // Without sendCode: spec 7's form-encoded call, whose codes the form routes verify.
    expect(form('demo').verifications[0]).toMatchObject({ sendCode: { endpoint: { host: 'rest', path: '/api/public/sendVerifyCode' }, encoding: 'form' } });
    expect(form('contact')).toMatchObject({ encoding: 'json', required: 'all-at-once', secret: [], servedBy: 'forms', stored: 'contact', endpoint: { host: 'root', path: '/public/contact/us' } });
    expect(form('contact').payload).toBeUndefined();
    expect(form('package-purchase').secret).toEqual(['password']);
    // The editor's note in "title" is not part of the schema the browser and server check with.
    expect(form('contact').schema).not.toHaveProperty('title');
    expect(form('contact').ui['ui:order']).toContain('captcha');
  });

  it('reads a form verified twice, an image captcha and an e-mailed code, and refuses two of one kind', () => {
    const result = loadWith();
    if (!result.ok) throw new Error('the project config must be valid');
    // The visitor's purchase: the captcha, and the code that proves the address before an account exists.
    expect(result.value.forms['package-purchase']?.verifications).toEqual([
      { kind: 'image-captcha', field: 'captcha' },
      { kind: 'email-code', field: 'code', email: 'email', sendCode: { endpoint: { host: 'root', path: '/pay/payment/sendCode' }, encoding: 'json' } },
    ]);
    const twice = edit(forms, '      - { kind: email-code, field: code, email: email, sendCode: { endpoint: { host: root, path: /pay/payment/sendCode } } }', '      - { kind: image-captcha, field: code }');
    expect(errorLines(twice)).toContain(`${at(forms, twice[forms], 'image-captcha, field: code')} /forms/package-purchase/verification/1/kind (forms → package-purchase → 2nd item of verification → kind) is the second image-captcha of the form: one of each kind at most (an image captcha and an e-mailed code)`);
    const noCall = edit(forms, '      - { kind: email-code, field: code, email: email, sendCode: { endpoint: { host: root, path: /pay/payment/sendCode } } }', '      - { kind: email-code, field: code, email: email }');
    expect(errorLines(noCall)).toContain(`${at(forms, noCall[forms], '{ kind: email-code, field: code, email: email }', 1)} /forms/package-purchase/verification/1 (forms → package-purchase → 2nd item of verification) needs sendCode: { endpoint: ... }: the order routes send the purchase's code from a call of their own, such as /pay/payment/sendCode`);
  });

  it('reads the console\'s login and register forms: served by the auth routes, stored nowhere, shown in every locale', () => {
    const result = loadWith();
    if (!result.ok) throw new Error('the project config must be valid');
    const { login, register } = result.value.forms;
    // No page or menu shows them: `locales: all` does, for the console's own pages.
    expect(login).toMatchObject({ servedBy: 'auth', locales: ['en', 'ru', 'zh-cn'], encoding: 'json', secret: ['password'], endpoint: { host: 'rest', path: '/console/user/login' } });
    expect(login).not.toHaveProperty('stored');
    expect(register).toMatchObject({
      servedBy: 'auth',
      locales: ['en', 'ru', 'zh-cn'],
      secret: ['password'],
      verifications: [{ kind: 'email-code', field: 'code', email: 'email', sendCode: { endpoint: { host: 'rest', path: '/console/user/register/sendCode' }, encoding: 'json' } }],
    });
    expect(register).not.toHaveProperty('stored');
  });

  it('reports a servedBy that names no server, at its value', () => {
    const changed = edit(forms, '    servedBy: auth\n', '    servedBy: console\n');
    expect(errorLines(changed)).toContain(`${at(forms, changed[forms], 'console\n')} /forms/login/servedBy must be one of "forms", "auth", "orders"`);
  });

  it('reports a locale under locales: that site.yaml does not have, and a value that is neither all nor a list', () => {
    const listedLocales = edit(forms, '    servedBy: auth\n    locales: all\n', '    servedBy: auth\n    locales: [en, de]\n');
    const list = positionOf(listedLocales[forms], '[en, de]');
    expect(errorLines(listedLocales)).toContain(`${forms}:${list.line}:${list.column + '[en, '.length} /forms/login/locales/1 (forms → login → 2nd locale "de") is not a locale of config/site.yaml (zh-cn, en, ru)`);
    const word = edit(forms, '    servedBy: auth\n    locales: all\n', '    servedBy: auth\n    locales: every\n');
    const every = positionOf(word[forms], 'locales: every');
    expect(errorLines(word)).toContain(`${forms}:${every.line}:${every.column + 'locales: '.length} /forms/login/locales must be all, or a list of locale ids such as [zh-cn, en, ru]`);
  });

  it('needs the texts of a form named under locales: in each of them, though no page shows it', () => {
    const file = 'locales/ru/forms.yaml';
    const changed = edit(file, '    password:\n      label: Пароль\n      errors: { required: Введите пароль.', '    password:\n      errors: { required: Введите пароль.');
    expect(errorLines(changed)).toContain(`${atTopKey(file, changed[file], 'login')} /login form "login" is shown in ru, but ${file} lacks: login.fields.password.label`);
  });

  it('reports a submission type on a form of the auth routes, which store none', () => {
    const changed = edit(forms, '      password: { field: password }\n    secret: [password]\n', '      password: { field: password }\n    secret: [password]\n    stored: login\n');
    expect(errorLines(changed)).toContain(`${at(forms, changed[forms], 'stored: login')} /forms/login/stored is the submission type the form routes store; a form servedBy: auth stores no submission`);
  });

  it('reports a send-code call of its own on a form of the form routes, and on an image captcha', () => {
    const demo = edit(forms, 'verification: { kind: email-code, field: code, email: email }', 'verification: { kind: email-code, field: code, email: email, sendCode: { endpoint: { host: rest, path: /api/public/otherCode } } }');
    expect(errorLines(demo)).toContain(
      `${at(forms, demo[forms], 'sendCode')} /forms/demo/verification/sendCode is a send-code call of its own, but the form routes only accept codes sent by POST /api/public/sendVerifyCode; leave sendCode out, or add servedBy: auth`,
    );
    const contact = edit(forms, 'verification: { kind: image-captcha, field: captcha }\n\n  credit', 'verification: { kind: image-captcha, field: captcha, sendCode: { endpoint: { host: rest, path: /api/public/sendVerifyCode } } }\n\n  credit');
    expect(errorLines(contact)).toContain(`${at(forms, contact[forms], 'sendCode')} /forms/contact/verification/sendCode is for kind: email-code; an image captcha sends no code`);
  });

  it('reports a password field that config/forms.yaml does not keep out of the draft, at its widget', () => {
    const ui = 'schemas/forms/register.ui.json';
    const changed = edit(forms, '      sendCode: { endpoint: { host: rest, path: /console/user/register/sendCode }, encoding: json }\n    secret: [password]\n', '      sendCode: { endpoint: { host: rest, path: /console/user/register/sendCode }, encoding: json }\n');
    expect(errorLines(changed)).toContain(
      `${at(ui, realFile(ui), '"password", "ui:autocomplete": "new-password"')} /password/ui:widget makes "password" a password, so ${forms} must list it under secret: of form "register" (never kept in the browser's draft, stored only hashed)`,
    );
  });

  it('reports a payload that leaves a field out, at the form\'s payload', () => {
    const changed = edit(forms, 'json: [country, interested, job, name, email, mobile, company, message] }', 'json: [country, interested, job, name, email, mobile, company] }');
    expect(errorLines(changed)).toContain(
      `${at(forms, changed[forms], 'payload:')} /forms/demo/payload does not send field "message", so what visitors type there would be lost`,
    );
  });

  it('reports a payload field that is not in the schema', () => {
    const changed = edit(forms, 'captcha: { field: code }', 'captcha: { field: cod }');
    const lines = errorLines(changed);
    expect(lines).toContain(
      `${at(forms, changed[forms], 'cod }')} /forms/demo/payload/captcha/field names field "cod", which is not in schemas/forms/demo.schema.json (name, company, job, email, mobile, country, interested, message, code)`,
    );
    // code is then sent nowhere, which is a second mistake of its own.
    expect(lines).toContain(`${at(forms, changed[forms], 'payload:')} /forms/demo/payload does not send field "code", so what visitors type there would be lost`);
  });

  it('reports a payload json entry naming a field that is not in the schema, at that item', () => {
    const changed = edit(forms, 'json: [country, interested, job, name, email, mobile, company, message] }', 'json: [country, interested, job, name, email, mobile, company, message, fax] }');
    expect(errorLines(changed)).toContain(
      `${at(forms, changed[forms], 'fax')} /forms/demo/payload/formData/json/8 (forms → demo → payload → formData → 9th field "fax") names field "fax", which is not in schemas/forms/demo.schema.json (name, company, job, email, mobile, country, interested, message, code)`,
    );
  });

  it('reports a verification field that the schema does not require', () => {
    const changed = edit(contactSchema, '"subject", "message", "captcha"]', '"subject", "message"]');
    // contact's entry is the first with `field: captcha`; the error points at the value.
    const { line, column } = positionOf(realFile(forms), 'field: captcha }');
    expect(errorLines(changed)).toContain(
      `${forms}:${line}:${column + 'field: '.length} /forms/contact/verification/field must be listed under required: in ${contactSchema}: a form cannot be verified without it`,
    );
  });

  it('reports a verification field that is not in the schema', () => {
    const changed = edit(forms, 'verification: { kind: email-code, field: code, email: email }', 'verification: { kind: email-code, field: otp, email: email }');
    expect(errorLines(changed)).toContain(
      `${at(forms, changed[forms], 'otp')} /forms/demo/verification/field names field "otp", which is not in schemas/forms/demo.schema.json (name, company, job, email, mobile, country, interested, message, code)`,
    );
  });

  it('reports a captcha id in the payload of a form verified by e-mail code', () => {
    const changed = edit(forms, '      serviceName: { locale: true }\n', '      serviceName: { locale: true }\n      captchaId: { captchaId: true }\n');
    expect(errorLines(changed)).toContain(
      `${at(forms, changed[forms], '{ captchaId: true }')} /forms/demo/payload/captchaId sends a captcha id, but the form has no image-captcha verification`,
    );
  });

  it('reports a schema keyword ajv does not know at that key in the JSON file', () => {
    const changed = edit(contactSchema, '"subject": { "type": "string", "minLength": 1,', '"subject": { "type": "string", "minLenght": 1,');
    expect(errorLines(changed)).toContain(
      `${at(contactSchema, changed[contactSchema], '"minLenght"')} /properties/subject/minLenght is not a schema the form can be checked with: unknown keyword: "minLenght"`,
    );
  });

  it('reports a format that is neither standard nor one of the engine\'s', () => {
    const changed = edit(contactSchema, '"format": "trade-email"', '"format": "phone-number"');
    expect(errorLines(changed)).toContain(
      `${at(contactSchema, changed[contactSchema], '"format"')} /properties/email/format is not a schema the form can be checked with: unknown format "phone-number" ignored in schema at path "#/properties/email"`,
    );
  });

  it('reports a schema file that config/forms.yaml does not list', () => {
    const survey = 'schemas/forms/survey.schema.json';
    const lines = errorLines({ [survey]: '{\n  "type": "object",\n  "additionalProperties": false,\n  "properties": { "answer": { "type": "string" } }\n}\n' });
    expect(lines).toContain(`${survey}:1:1 has no entry "survey" under forms: in ${forms}, so no page could show it`);
  });

  it('reports a form of config/forms.yaml that has no schema file, at its key', () => {
    const lines = errorLines({}, ['schemas/forms/debt-claim.schema.json']);
    expect(lines).toContain(`${at(forms, realFile(forms), 'debt-claim:')} /forms/debt-claim has no schemas/forms/debt-claim.schema.json: write the form's fields there`);
  });

  it('reports a page section and a footer dialog naming a form that does not exist', () => {
    const page = 'config/pages/contact.yaml';
    const footer = 'config/nav/footer-en.yaml';
    const changed = {
      ...edit(page, '    form: contact\n', '    form: nope\n'),
      ...edit(footer, 'dialog: { label: footer.requestDemo, form: demo }', 'dialog: { label: footer.requestDemo, form: nope }'),
    };
    const lines = errorLines(changed);
    expect(lines).toContain(`${at(page, changed[page], 'nope')} /sections/2/form (3rd section "message" → form) names form "nope", which is not in ${forms} (${listed})`);
    expect(lines).toContain(`${at(footer, changed[footer], 'nope')} /dialog/form names form "nope", which is not in ${forms} (${listed})`);
  });

  it('reports a field label missing in one locale, naming the key, at the form in that file', () => {
    const file = 'locales/ru/forms.yaml';
    const changed = edit(file, '    subject: { label: Тема }\n', '');
    expect(errorLines(changed)).toContain(
      `${atTopKey(file, changed[file], 'contact')} /contact form "contact" is shown in ru, but ${file} lacks: contact.fields.subject.label`,
    );
  });

  it('reports a field\'s error message missing when there is no shared errors.<keyword> either', () => {
    const file = 'locales/en/forms.yaml';
    const changed = edit(file, '  minLength: Please enter at least {{limit}} characters.\n', '');
    const lines = errorLines(changed);
    // contact's firstName has minLength and no message of its own: it relied on errors.minLength.
    const lacks = (path: string) => `${path} (or errors.minLength for every form)`;
    expect(lines).toContain(
      `${atTopKey(file, changed[file], 'contact')} /contact form "contact" is shown in en, but ${file} lacks: ${[
        'contact.fields.firstName.errors.minLength',
        'contact.fields.lastName.errors.minLength',
        'contact.fields.subject.errors.minLength',
        'contact.fields.message.errors.minLength',
        'contact.fields.captcha.errors.minLength',
      ].map(lacks).join(', ')}`,
    );
    // A field's own message is enough: the demo's mobile and code have one, its name has not.
    const demo = lines.find((l) => l.includes('form "demo" is shown in en'));
    expect(demo).toContain(lacks('demo.fields.name.errors.minLength'));
    expect(demo).not.toContain('demo.fields.mobile.');
    expect(demo).not.toContain('demo.fields.code.');
    // Other locales still have their shared errors.minLength.
    expect(lines.filter((l) => l.includes('errors.minLength') && !l.startsWith(`${file}:`))).toEqual([]);
  });

  it('reports a ui schema key and a ui:order entry that are not fields of the form', () => {
    const key = edit(contactUi, '"message": { "ui:widget"', '"body": { "ui:widget"');
    expect(errorLines(key)).toContain(
      `${at(contactUi, key[contactUi], '"body"')} /body is not a field of ${contactSchema} (firstName, lastName, email, subject, message, captcha)`,
    );
    const order = edit(contactUi, '"subject", "message", "captcha"]', '"subject", "body", "captcha"]');
    expect(errorLines(order)).toContain(`${at(contactUi, order[contactUi], '"body"')} /ui:order/4 (5th field "body") is not a field of ${contactSchema}`);
  });

  it('refuses words in the ui schema: they belong in the locales', () => {
    const changed = edit(contactUi, '"email": { "ui:autocomplete": "email" }', '"email": { "ui:title": "Name", "ui:autocomplete": "email" }');
    // ajv reports propertyNames at the object that holds the key.
    expect(errorLines(changed)).toContain(`${at(contactUi, changed[contactUi], '{ "ui:title"')} /email words visitors read belong in locales/<locale>/forms.yaml, not here`);
  });

  it('reports an error alias that leads to a code without a message', () => {
    const file = 'config/errors.yaml';
    const changed = edit(file, '  10003: 10004', '  10003: 10005');
    expect(errorLines(changed)).toContain(`${at(file, changed[file], '10005')} /aliases/10003 leads to code 10005, which has no entry under messages:`);
  });

  it('reports an alias that also has a message of its own, at the alias key', () => {
    const file = 'config/errors.yaml';
    const changed = edit(file, '  10003: 10004', '  20008: 10004');
    expect(errorLines(changed)).toContain(`${at(file, changed[file], '20008', 1)} /aliases/20008 has its own message under messages: too; keep one`);
  });

  it('reports an error message missing from one locale\'s apiErrors, at the code that shows it', () => {
    const common = 'locales/ru/common.yaml';
    const line = realFile(common).match(/\n {2}codeSendFailed: [^\n]*/)![0];
    const changed = edit(common, line, '');
    expect(errorLines(changed)).toContain(`${at('config/errors.yaml', realFile('config/errors.yaml'), 'codeSendFailed')} /messages/140015 needs apiErrors.codeSendFailed in ${common}`);
  });
  it('reports what ajv accepts but would break the form: a required field that does not exist, an object open to unknown keys', () => {
    const missing = edit(contactSchema, '"required": ["firstName",', '"required": ["fistName", "firstName",');
    expect(errorLines(missing)).toContain(
      `${at(contactSchema, missing[contactSchema], '"fistName"')} /required/0 (1st field "fistName") names "fistName", which is not under properties: the form could never be sent`,
    );
    const debt = 'schemas/forms/debt-claim.schema.json';
    const open = edit(debt, '"creditor": {\n      "type": "object",\n      "additionalProperties": false,', '"creditor": {\n      "type": "object",');
    expect(errorLines(open)).toContain(
      `${at(debt, open[debt], '{', 2)} /properties/creditor needs "additionalProperties": false, so that only the fields the schema names are stored`,
    );
  });

  it('reports an image-captcha form whose payload sends no captcha id, and a number sent form-encoded', () => {
    const noId = edit(forms, '  contact:\n    endpoint: { host: root, path: /public/contact/us }\n',
      '  contact:\n    endpoint: { host: root, path: /public/contact/us }\n    payload: { firstName: { field: firstName }, lastName: { field: lastName }, email: { field: email }, subject: { field: subject }, message: { field: message }, captcha: { field: captcha } }\n');
    expect(errorLines(noId).join('\n')).toMatch(/\/forms\/contact\/payload sends no \{ captchaId: true \}: the server could not tell which captcha was answered/);
    const encoded = edit(forms, '  package-purchase:\n    endpoint: { host: root, path: /pay/payment }\n', '  package-purchase:\n    endpoint: { host: root, path: /pay/payment }\n    encoding: form\n');
    expect(errorLines(encoded).join('\n')).toMatch(/\/forms\/package-purchase\/encoding sends field "agree" \(boolean\) form-encoded, where it would arrive as text/);
  });

  it('reports a ui:order that leaves a field out without "*"', () => {
    const changed = edit(contactUi, '"ui:order": ["firstName", "lastName", "email", "subject", "message", "captcha"]', '"ui:order": ["firstName", "lastName", "email", "subject", "message"]');
    expect(errorLines(changed)).toContain(`${at(contactUi, changed[contactUi], '"ui:order"')} /ui:order leaves out captcha: list every field, or end with "*" for the rest`);
  });

  it('refuses Markdown in a form\'s ui schema: the browser gets RJSF without its Markdown renderer', () => {
    const changed = edit(contactUi, '"message": { "ui:widget": "textarea", "ui:rows": 5 }', '"message": { "ui:widget": "textarea", "ui:rows": 5, "ui:options": { "enableMarkdownInDescription": true } }');
    const lines = errorLines(changed);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^schemas\/forms\/contact\.ui\.json:6:\d+ \/message\/ui:options turns on Markdown, which this engine does not ship to the browser/);
  });
});
