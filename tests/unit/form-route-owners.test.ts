import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { FormModel } from '../../engine/config/site-model';
import { registerPublicFormRoutes, storedForms } from '../../server/api/public-form-routes';
import { registerAuthRoutes } from '../../server/auth/auth-routes';
import { FormValidator } from '../../server/api/form-validation';
import { defaultRateLimits } from '../../server/api/api-context';
import { codePolicyFor } from '../../server/api/verification-codes';
import type { Database } from '../../server/db/database';
import type { Mailer } from '../../server/mail/mailer';
import type { SubmissionBatches } from '../../server/api/submission-batches';
import type { SessionLookups } from '../../server/auth/session-lookups';
import { addContactFormats } from '../../engine/config/contact-formats';
import { loadWith } from './config-fixture';
import { present } from './present';

// config/forms.yaml servedBy: which server answers each form's endpoint. Only routes are
// registered here: no request is made, so no database or mailer is needed.
const loaded = loadWith();
if (!loaded.ok) throw new Error('the project config must be valid');
const forms = loaded.value.forms;
const constants = loaded.value.site.constants;

/** A Fastify that knows the e-mail formats of the routes' own parameters, as server/app.ts sets it up. */
const server = () => Fastify({ ajv: { plugins: [addContactFormats] } });

function context(withForms: Record<string, FormModel>) {
  return {
    database: {} as Database,
    sessions: {} as SessionLookups,
    mailer: {} as Mailer,
    validator: new FormValidator(withForms),
    locales: ['zh-cn', 'en', 'ru'],
    rateLimits: defaultRateLimits,
    codePolicy: codePolicyFor(constants),
    loginLockout: loaded.ok ? loaded.value.site.loginLockout : { maxAttempts: 10, windowMinutes: 15, lockMinutes: 15 },
    model: loaded.ok ? loaded.value : ({} as never),
    siteOrigin: () => 'https://www.example.com',
  };
}

describe('the generic form routes and the auth routes share config/forms.yaml', () => {
  it('leaves the login and register forms to the auth routes, and the purchase to the order routes: the form routes neither serve nor store them', async () => {
    expect(storedForms(forms).map((f) => f.id).sort()).toEqual(['contact', 'credit-report', 'debt-claim', 'demo']);
    const app = server();
    registerPublicFormRoutes(app, { ...context(forms), forms, successTexts: {}, submissions: {} as SubmissionBatches });
    await app.ready();
    expect(app.hasRoute({ method: 'POST', url: '/public/contact/us' })).toBe(true);
    expect(app.hasRoute({ method: 'POST', url: '/api/public/submittedForm' })).toBe(true);
    expect(app.hasRoute({ method: 'POST', url: '/console/user/login' })).toBe(false);
    expect(app.hasRoute({ method: 'POST', url: '/console/user/register' })).toBe(false);
    expect(app.hasRoute({ method: 'POST', url: '/pay/payment' })).toBe(false);
    await app.close();
  });

  it('lets both register side by side, each endpoint once', async () => {
    const app = server();
    registerPublicFormRoutes(app, { ...context(forms), forms, successTexts: {}, submissions: {} as SubmissionBatches });
    registerAuthRoutes(app, context(forms));
    await app.ready();
    expect(app.hasRoute({ method: 'POST', url: '/console/user/login' })).toBe(true);
    expect(app.hasRoute({ method: 'POST', url: '/console/user/register' })).toBe(true);
    expect(app.hasRoute({ method: 'POST', url: '/console/user/password/reset' })).toBe(true);
    expect(app.hasRoute({ method: 'POST', url: '/console/user/password/sendCode' })).toBe(true);
    await app.close();
  });

  it('stops the server with the reason when the config has no login form, or an auth form the auth routes do not answer', () => {
    const { login: _login, ...withoutLogin } = forms;
    expect(() => registerAuthRoutes(server(), context(withoutLogin))).toThrow(
      'config/forms.yaml has no form with servedBy: auth and endpoint path /console/user/login; the auth routes check that call\'s body with its schema',
    );
    const stray = { ...forms, survey: { ...present(forms.login, 'form "login"'), id: 'survey', endpoint: { host: 'rest' as const, path: '/console/user/survey' } } };
    expect(() => registerAuthRoutes(server(), context(stray))).toThrow(
      'form "survey" of config/forms.yaml is servedBy: auth, but the auth routes answer no POST /console/user/survey (only /console/user/login, /console/user/register, /console/user/password/reset)',
    );
  });
});
