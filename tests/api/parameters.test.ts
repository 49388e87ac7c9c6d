import { expect, it } from 'vitest';
import { apiForThisFile } from './api-harness';

const api = apiForThisFile();

const json = (method: string, path: string, body?: unknown) =>
  fetch(`${api().base}${path}`, { method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });

// Spec 8: wrong parameters are code 10001 in a normal answer, naming the field, so the site's
// client shows a message instead of an HTTP error.
it.each([
  ['sendVerifyCode without an e-mail', () => api().form('/api/public/sendVerifyCode', {}), 'email'],
  ['sendVerifyCode with an address that breaks the spec 5 pattern', () => api().form('/api/public/sendVerifyCode', { email: 'sales@lamps.c' }), 'email'],
  ['submittedForm without serviceName', () => api().form('/api/public/submittedForm', { formData: '{}', isCaptcha: 'true', email: 'a@lamps.example', captcha: '123456' }), 'serviceName'],
  ['login without a password', () => json('POST', '/console/user/login', { email: 'a@lamps.example' }).then((r) => r.json()), 'password'],
  ['SSO without a redirect', () => json('GET', '/auth/public/sso/getRedirectUrl?mode=cloud').then((r) => r.json()), 'redirect'],
  ['a tool list id that is not a number', () => json('GET', '/api/list?id=tools').then((r) => r.json()), 'id'],
  ['a tool list page of 0', () => json('GET', '/api/list?id=154&page=0').then((r) => r.json()), 'page'],
  ['dataSource statistics without dataSource', () => json('GET', '/api/public/dataSource/statistics').then((r) => r.json()), 'dataSource'],
  ['a contact form that is a list, not an object', () => json('POST', '/public/contact/us', [1, 2]).then((r) => r.json()), 'body'],
])('%s: 10001 naming %s', async (_case, send, field) => {
  expect(await send()).toMatchObject({ code: 10001, data: { field }, msg: 'Wrong parameters, please try again later!' });
});

it('words the register form\'s failures as the spec does (package form, spec 5)', async () => {
  const register = (body: object) => json('POST', '/console/user/register', body).then((r) => r.json());
  expect(await register({ email: 'not-an-address', password: 'secret-pass', code: '123456' })).toEqual({ code: 10001, data: { field: 'email' }, msg: 'The field must contain a valid email address.' });
  expect(await register({ email: 'new@lamps.example', password: '12345', code: '123456' })).toEqual({ code: 10001, data: { field: 'password' }, msg: 'The field contains at least 6 characters.' });
});

it('answers in HTTP 200 for parameter errors, with no trace of the validator', async () => {
  const response = await fetch(`${api().base}/api/public/sendVerifyCode`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=' });
  expect(response.status).toBe(200);
  expect(await response.text()).not.toMatch(/instancePath|ajv|must match format/);
});
