import { describe, expect, it } from 'vitest';
import { edit, errorLines, positionOf } from './config-fixture';
import { envelopeAnswerCodes, shownAnswerCodes } from '../../engine/config/answer-codes';
import { codes as serverCodes } from '../../server/api/envelope';

const at = (file: string, text: string, needle: string) => {
  const { line, column } = positionOf(text, needle);
  return `${file}:${line}:${column}`;
};

describe('links to the console host lead to a console page (issue 15: a console link to a missing page)', () => {
  it('refuses a header account link to a path config/console.yaml does not serve', () => {
    const file = 'config/nav/header-ru.yaml';
    const changed = edit(file, 'login: { label: nav.login, host: console, path: /login }', 'login: { label: nav.login, host: console, path: /logn }');
    expect(errorLines(changed)).toEqual([`${at(file, changed[file], '/logn')} /account/login/path points to /logn on the console host, which is not a page of config/console.yaml (login, register, passwordReset or pages:)`]);
  });

  it('refuses a page section link and a console menu entry on the console host that lead nowhere', () => {
    const page = 'config/pages/news.yaml';
    const header = 'config/nav/app-header.yaml';
    const changed = {
      ...edit(page, '{ host: console, path: /register }', '{ host: console, path: /registr }'),
      ...edit(header, 'host: openPlatform, path: /,', 'host: console, path: /platform,'),
    };
    const lines = errorLines(changed);
    expect(lines).toContain(`${at(page, changed[page], '/registr')} /sections/2/actions/0/link/path (3rd section (call-to-action) → 1st action "register" → link → path) points to /registr on the console host, which is not a page of config/console.yaml (login, register, passwordReset or pages:)`);
    expect(lines).toContain(`${at(header, changed[header], '/platform')} /systems/entries/0/path (systems → 1st entry "Open platform" → path) points to /platform on the console host, which is not a page of config/console.yaml (login, register, passwordReset or pages:)`);
  });
});

describe('every answer code has a message (issue 15: a deleted error-code mapping)', () => {
  const file = 'config/errors.yaml';

  it('names the code, where it comes from and where its message belongs when one is deleted', () => {
    const changed = edit(file, '  30003: paymentDeclined\n', '');
    expect(errorLines(changed)).toContain(`${at(file, changed[file], 'messages:')} /messages has no message for code 30003 (paymentDeclined in engine/config/order-codes.ts), which visitors can be answered with: add "30003: <key>" under messages: (or under aliases:), and the key's text under apiErrors: in every locales/<locale>/common.yaml`);
    const alias = edit(file, '  10001: 10004\n', '');
    expect(errorLines(alias)).toContain(`${at(file, alias[file], 'messages:')} /messages has no message for code 10001 (wrongParameters in server/api/envelope.ts), which visitors can be answered with: add "10001: <key>" under messages: (or under aliases:), and the key's text under apiErrors: in every locales/<locale>/common.yaml`);
  });

  it('refuses a code no API answers, with the one it most likely meant', () => {
    const changed = edit(file, '  140006: tooManyPhoneCodes', '  14006: tooManyPhoneCodes');
    expect(errorLines(changed)).toContain(`${at(file, changed[file], '14006')} /messages/14006 is not an answer code of the API (did you mean 140006?): the codes are those of spec 8, listed in engine/config/answer-codes.ts`);
  });

  it('lists every code the reference API answers a visitor with (server/api/envelope.ts), besides success and the silent 401', () => {
    const { success: _success, notLoggedIn: _notLoggedIn, ...shown } = serverCodes;
    expect(shown).toEqual(envelopeAnswerCodes);
    expect(shownAnswerCodes.map((c) => c.code)).toEqual(expect.arrayContaining(Object.values(shown)));
  });
});

describe('a form requires only fields visitors can send (issue 15: a required field the server never gets)', () => {
  it('refuses a required field the payload mapping never sends', () => {
    const schema = 'schemas/forms/login.schema.json';
    const forms = 'config/forms.yaml';
    const changed = edit(schema, '"required": ["email", "password"],\n  "properties": {', '"required": ["email", "password", "remember"],\n  "properties": {\n    "remember": { "type": "boolean" },');
    const lines = errorLines(changed);
    const payload = positionOf(edit(forms, 'x', 'x')[forms] ?? '', '    payload:\n      email: { field: email }\n      password: { field: password }\n    secret');
    expect(lines).toContain(`${forms}:${payload.line}:5 /forms/login/payload does not send field "remember", so what visitors type there would be lost`);
  });

  it('refuses a required field that is no property, also when only a condition requires it', () => {
    const file = 'schemas/forms/login.schema.json';
    const changed = edit(file, '"required": ["email", "password"],', '"required": ["email", "password"],\n  "if": { "required": ["email"] },\n  "then": { "required": ["pasword"] },\n  "dependencies": { "email": ["otp"] },');
    const lines = errorLines(changed);
    expect(lines).toContain(`${at(file, changed[file], '"pasword"')} /then/required/0 (then → 1st field "pasword") names "pasword", which is not under properties: the form could never be sent`);
    expect(lines).toContain(`${at(file, changed[file], '"otp"')} /dependencies/email/0 (dependencies → 1st item of email "otp") names "otp", which is not under properties: the form could never be sent`);
  });
});

describe('a comparison table\'s rows fill its columns', () => {
  it('refuses a cell for a column the table does not have, and a row that leaves a column out', () => {
    const file = 'config/pages/products.yaml';
    const changed = edit(file, '{ id: names, cells: { cd: yes, bl: yes, stats: no } }', '{ id: names, cells: { cd: yes, bl: yes, seats: no } }');
    const lines = errorLines(changed);
    expect(lines).toContain(`${at(file, changed[file], 'seats')} /sections/3/rows/0/cells/seats (4th section "data" → 1st row "names" → cells → seats) is not a column of this table (did you mean "stats"?)`);
    expect(lines).toContain(`${at(file, changed[file], 'cells: { cd: yes, bl: yes, seats')} /sections/3/rows/0/cells (4th section "data" → 1st row "names" → cells) has no cell for "stats": every row fills every column`);
  });
});
