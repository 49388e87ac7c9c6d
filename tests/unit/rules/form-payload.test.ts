import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { createFormAjv } from '../../../engine/config/form-formats';
import { decodePayload, encodePayload, formEncode } from '../../../engine/rules/form-payload';
import type { PayloadEntry } from '../../../engine/config/form-model';
import { present } from '../present';

// The real mappings of config/forms.yaml, so the test follows the config and not a copy of it.
const root = new URL('../../../', import.meta.url);
const formsConfig = parse(readFileSync(new URL('config/forms.yaml', root), 'utf8')) as { forms: Record<string, { payload?: Record<string, PayloadEntry> }> };
const demo = present(formsConfig.forms.demo, 'form demo in config/forms.yaml').payload!;
const contactSchema = JSON.parse(readFileSync(new URL('schemas/forms/contact.schema.json', root), 'utf8')) as Record<string, unknown>;

const demoValues = {
  name: 'Ana Lima',
  company: 'Acme Trading',
  job: 'Buyer',
  email: 'ana@acme.example',
  mobile: '+55 11 5555 0100',
  country: 'BR',
  interested: 'CN',
  message: 'HS 8471',
  code: '482913',
};

/** What a form-encoded body looks like after the server's body parser: every value text. */
const overTheWire = (body: Record<string, unknown>) => Object.fromEntries(new URLSearchParams(formEncode(body)));

describe('form payload: the demo mapping of config/forms.yaml', () => {
  it('is the mapping the spec describes', () => {
    expect(demo).toEqual({
      formData: { json: ['country', 'interested', 'job', 'name', 'email', 'mobile', 'company', 'message'] },
      isCaptcha: { value: 'true' },
      email: { field: 'email' },
      captcha: { field: 'code' },
      serviceName: { locale: true },
    });
  });

  it('encodes formData as JSON text, the constant, the e-mail, the code as captcha and the locale', () => {
    const body = encodePayload(demo, demoValues, { locale: 'ru' });
    expect(body).toEqual({
      formData: JSON.stringify({ country: 'BR', interested: 'CN', job: 'Buyer', name: 'Ana Lima', email: 'ana@acme.example', mobile: '+55 11 5555 0100', company: 'Acme Trading', message: 'HS 8471' }),
      isCaptcha: 'true',
      email: 'ana@acme.example',
      captcha: '482913',
      serviceName: 'ru',
    });
    // The code is never inside formData; a captcha id is never sent without a captcha mapping.
    expect(JSON.parse(body.formData as string)).not.toHaveProperty('code');
    expect(encodePayload(demo, demoValues, { locale: 'ru', captchaId: 'c-1' })).not.toHaveProperty('captchaId');
  });

  it('leaves an unfilled optional field out of formData', () => {
    const { message: _message, ...rest } = demoValues;
    const body = encodePayload(demo, rest, { locale: 'en' });
    expect(JSON.parse(body.formData as string)).not.toHaveProperty('message');
    expect(decodePayload(demo, body)).toEqual({ ok: true, value: { values: rest, locale: 'en' } });
  });

  it('decodes what it encoded, as JSON and as a form-encoded body', () => {
    const body = encodePayload(demo, demoValues, { locale: 'zh-cn' });
    expect(decodePayload(demo, body)).toEqual({ ok: true, value: { values: demoValues, locale: 'zh-cn' } });
    expect(decodePayload(demo, overTheWire(body))).toEqual({ ok: true, value: { values: demoValues, locale: 'zh-cn' } });
  });

  it('refuses a formData that is not a JSON object', () => {
    const body = encodePayload(demo, demoValues, { locale: 'en' });
    expect(decodePayload(demo, { ...body, formData: 'name=Ana' })).toEqual({ ok: false, error: { field: 'formData', problem: 'is not a JSON object' } });
    expect(decodePayload(demo, { ...body, formData: '["Ana"]' })).toEqual({ ok: false, error: { field: 'formData', problem: 'is not a JSON object' } });
    expect(decodePayload(demo, { ...body, formData: 'null' })).toEqual({ ok: false, error: { field: 'formData', problem: 'is not a JSON object' } });
    expect(decodePayload(demo, { ...body, formData: { name: 'Ana' } })).toEqual({ ok: false, error: { field: 'formData', problem: 'is not a JSON object' } });
  });

  it('refuses a formData key outside its json list, even a field of the form sent elsewhere', () => {
    const body = encodePayload(demo, demoValues, { locale: 'en' });
    const inside = JSON.parse(body.formData as string) as Record<string, unknown>;
    expect(decodePayload(demo, { ...body, formData: JSON.stringify({ ...inside, fax: '1' }) })).toEqual({ ok: false, error: { field: 'formData.fax', problem: 'is not a field of this form' } });
    // The code travels as captcha only; slipping it into formData is refused, not merged.
    expect(decodePayload(demo, { ...body, formData: JSON.stringify({ ...inside, code: '000000' }) })).toEqual({ ok: false, error: { field: 'formData.code', problem: 'is not a field of this form' } });
  });

  it('refuses an e-mail beside formData that differs from the one inside it', () => {
    const body = encodePayload(demo, demoValues, { locale: 'en' });
    expect(decodePayload(demo, { ...body, email: 'mallory@evil.example' })).toEqual({ ok: false, error: { field: 'email', problem: 'does not match email' } });
  });

  it('accepts the e-mail beside formData when it differs only in case and surrounding spaces', () => {
    const body = encodePayload(demo, demoValues, { locale: 'en' });
    const decoded = decodePayload(demo, { ...body, email: '  ANA@Acme.Example ' });
    expect(decoded.ok).toBe(true);
    if (decoded.ok) expect(String(decoded.value.values.email).trim().toLowerCase()).toBe('ana@acme.example');
  });

  it('refuses a constant that is not the constant', () => {
    const body = encodePayload(demo, demoValues, { locale: 'en' });
    expect(decodePayload(demo, { ...body, isCaptcha: 'false' })).toEqual({ ok: false, error: { field: 'isCaptcha', problem: 'must be true' } });
    expect(decodePayload(demo, { ...body, isCaptcha: true })).toEqual({ ok: false, error: { field: 'isCaptcha', problem: 'must be true' } });
  });

  it('ignores keys outside the mapping (cache busters) and never returns them as values', () => {
    const body = encodePayload(demo, demoValues, { locale: 'en' });
    expect(decodePayload(demo, { ...body, _: '1700000000000', admin: 'true' })).toEqual({ ok: true, value: { values: demoValues, locale: 'en' } });
  });

  it('decode(encode(values)) gives back the values for any text in the demo fields', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 40 });
    const values = fc.record(
      { name: text, company: text, job: text, email: text, mobile: text, country: text, interested: text, message: text, code: text },
      { requiredKeys: ['name', 'company', 'job', 'email', 'mobile', 'country', 'interested', 'code'] },
    );
    const locale = fc.constantFrom('en', 'ru', 'zh-cn');
    fc.assert(fc.property(values, locale, (v, l) => {
      const body = encodePayload(demo, v, { locale: l });
      expect(decodePayload(demo, body)).toEqual({ ok: true, value: { values: v, locale: l } });
      expect(decodePayload(demo, overTheWire(body))).toEqual({ ok: true, value: { values: v, locale: l } });
    }));
  });
});

describe('form payload: the default mapping (no payload: in config/forms.yaml)', () => {
  const contactValues = { firstName: 'Ana', lastName: 'Lima', email: 'ana@acme.example', subject: 'Prices', message: 'Hello', captcha: 'x7Kp' };

  it('sends the fields with captchaId and locale beside them', () => {
    expect(encodePayload(undefined, contactValues, { locale: 'en', captchaId: 'cap-1' })).toEqual({ ...contactValues, captchaId: 'cap-1', locale: 'en' });
    // Without a captcha in play there is no captchaId key at all, and unset fields are left out.
    expect(encodePayload(undefined, { firstName: 'Ana', lastName: undefined }, { locale: 'ru' })).toStrictEqual({ firstName: 'Ana', locale: 'ru' });
  });

  it('reads the fields back, with captchaId and locale apart from them', () => {
    const body = encodePayload(undefined, contactValues, { locale: 'zh-cn', captchaId: 'cap-1' });
    expect(decodePayload(undefined, body)).toEqual({ ok: true, value: { values: contactValues, locale: 'zh-cn', captchaId: 'cap-1' } });
  });

  it('passes an unknown key through as a value, so the form\'s schema refuses it by name', () => {
    const decoded = decodePayload(undefined, { ...contactValues, isAdmin: true, captchaId: 'cap-1', locale: 'en' });
    expect(decoded).toEqual({ ok: true, value: { values: { ...contactValues, isAdmin: true }, locale: 'en', captchaId: 'cap-1' } });
    const validate = createFormAjv().compile(contactSchema);
    expect(validate(decoded.ok ? decoded.value.values : {})).toBe(false);
    expect(validate.errors).toEqual([expect.objectContaining({ keyword: 'additionalProperties', params: { additionalProperty: 'isAdmin' } })]);
    expect(validate(contactValues)).toBe(true);
  });
});

describe('formEncode', () => {
  it('sends strings as they are and everything else as JSON text', () => {
    const encoded = formEncode({ name: 'Ana Lima', agree: true, count: 3, tags: ['a', 'b'], creditor: { phone: '+1 2' }, none: null });
    expect(encoded).toBe('name=Ana+Lima&agree=true&count=3&tags=%5B%22a%22%2C%22b%22%5D&creditor=%7B%22phone%22%3A%22%2B1+2%22%7D&none=null');
    expect(Object.fromEntries(new URLSearchParams(encoded))).toEqual({ name: 'Ana Lima', agree: 'true', count: '3', tags: '["a","b"]', creditor: '{"phone":"+1 2"}', none: 'null' });
  });

  it('keeps the demo\'s formData JSON intact through form encoding', () => {
    const body = encodePayload(demo, { ...demoValues, message: 'a&b=c+d 100% "quoted"' }, { locale: 'en' });
    expect(overTheWire(body).formData).toBe(body.formData);
  });
});
