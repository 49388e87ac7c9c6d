import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeProblems, environmentValue, payPalSettingsOf, readEnvironment, type EnvironmentProblem } from '../../server/environment';
import { projectRoot } from '../../engine/config/read-source-files';

function problemsOf(env: NodeJS.ProcessEnv): EnvironmentProblem[] {
  const result = readEnvironment(env);
  return result.ok ? [] : result.error;
}

describe('the environment, read through one schema', () => {
  it('an empty environment is the local defaults, listening on this machine only (issue 33)', () => {
    const result = readEnvironment({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      PORT: 8080, HOST: '127.0.0.1', DATA_DIR: 'data', SITE_BUILD_DIR: 'build', LOG_LEVEL: 'info', DATABASE_URL: undefined,
      SEED_DEMO_ACCOUNTS: false, MAIL_FROM: 'no-reply@localhost', TRUST_PROXY: false, CORS_ORIGINS: [], TEST_RATE_LIMIT_FACTOR: 1,
      PAYPAL_API_BASE: 'https://api-m.sandbox.paypal.com', SAMPLE_DATA: 'small',
    });
    expect(payPalSettingsOf(result.value)).toBeUndefined(); // the local simulator
  });

  it('SAMPLE_DATA: small, large, none or a number of records per dataset', () => {
    const value = (text: string) => {
      const result = readEnvironment({ SAMPLE_DATA: text });
      return result.ok ? result.value.SAMPLE_DATA : result.error.map((p) => `${p.name}: ${p.problem}`);
    };
    expect(['small', 'large', 'none', '3', ' 2000 '].map(value)).toEqual(['small', 'large', 'none', 3, 2000]);
    expect(value('huge')).toEqual(['SAMPLE_DATA: is not small, large, none or a number of records per dataset up to 100000']);
    expect(value('100001')).toHaveLength(1);
  });

  it('turns each text into its value (empty counts as unset)', () => {
    const result = readEnvironment({
      PORT: '0', HOST: '127.0.0.1', DATABASE_URL: 'postgresql://site@db.internal:5432/site', REDIS_URL: 'rediss://cache:6380', SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'Meridian <sales@meridian.example>', TRUST_PROXY: '10.0.0.0/8, 127.0.0.1', CORS_ORIGINS: 'https://www.example.com, https://example.com',
      SEED_DEMO_ACCOUNTS: 'true', LOG_LEVEL: 'warn', TEST_RATE_LIMIT_FACTOR: '10', COOKIE_DOMAIN: '.example.com', OPERATOR_TOKEN: 'a-token-of-at-least-32-characters',
      PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_API_BASE: 'https://api-m.paypal.com/', SITE_BUILD_DIR: '',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      PORT: 0, HOST: '127.0.0.1', TRUST_PROXY: ['10.0.0.0/8', '127.0.0.1'], CORS_ORIGINS: ['https://www.example.com', 'https://example.com'],
      SEED_DEMO_ACCOUNTS: true, LOG_LEVEL: 'warn', TEST_RATE_LIMIT_FACTOR: 10, SITE_BUILD_DIR: 'build',
    });
    expect(payPalSettingsOf(result.value)).toEqual({ apiBase: 'https://api-m.paypal.com', clientId: 'id', clientSecret: 'secret' });
  });

  it('reports every wrong variable at once: its name, its value, what is wrong and what is allowed', () => {
    const problems = problemsOf({
      PORT: '80a', DATABASE_URL: 'mysql://root@db/site', REDIS_URL: 'localhost:6379', LOG_LEVEL: 'verbose', SEED_DEMO_ACCOUNTS: 'yes',
      TRUST_PROXY: 'true', CORS_ORIGINS: 'https://ok.example,www.example.com', PAYPAL_API_BASE: 'http://paypal.example', HOST: 'my host',
      MAIL_FROM: 'sales', TEST_RATE_LIMIT_FACTOR: '0.5',
    });
    expect(problems.map((p) => p.name)).toEqual([
      'PORT', 'HOST', 'LOG_LEVEL', 'DATABASE_URL', 'SEED_DEMO_ACCOUNTS', 'REDIS_URL', 'MAIL_FROM', 'TRUST_PROXY', 'CORS_ORIGINS', 'PAYPAL_API_BASE', 'TEST_RATE_LIMIT_FACTOR',
    ]);
    const port = problems.find((p) => p.name === 'PORT')!;
    expect(port).toMatchObject({ value: '80a', problem: 'is not a port number' });
    expect(port.allowed).toMatch(/0 to 65535/);
    expect(problems.find((p) => p.name === 'DATABASE_URL')?.problem).toBe('the scheme mysql is not postgres or postgresql');
    expect(problems.find((p) => p.name === 'CORS_ORIGINS')?.problem).toMatch(/"www.example.com" is not an origin/);
    const text = describeProblems(problems);
    expect(text).toMatch(/^The server did not start: 11 environment variables are wrong\./);
    expect(text).toContain('PORT="80a": is not a port number.\n      Allowed: a port number from 0 to 65535');
    expect(text).toMatch(/TRUST_PROXY="true": TRUST_PROXY=true is refused.*TRUST_PROXY=1/s);
  });

  it('refuses ports out of range, and half a PayPal configuration, naming the missing half', () => {
    for (const port of ['65536', '-1', '8080.5', ' 1e3']) expect(problemsOf({ PORT: port }).map((p) => p.name), port).toEqual(['PORT']);
    expect(problemsOf({ PAYPAL_CLIENT_ID: 'id' })).toMatchObject([{ name: 'PAYPAL_CLIENT_SECRET', problem: /is missing while PAYPAL_CLIENT_ID is set/ }]);
    expect(problemsOf({ PAYPAL_CLIENT_SECRET: 'secret' })).toMatchObject([{ name: 'PAYPAL_CLIENT_ID', value: undefined }]);
  });

  it('OPERATOR_TOKEN has at least 32 characters (issue 33): a shorter one is refused, saying so', () => {
    const sixteen = 'abcdefgh12345678';
    const problems = problemsOf({ OPERATOR_TOKEN: sixteen });
    expect(problems).toMatchObject([{ name: 'OPERATOR_TOKEN', problem: 'is shorter than 32 characters or has spaces', value: undefined }]);
    expect(problems[0]!.allowed).toMatch(/^at least 32 characters/);
    expect(problemsOf({ OPERATOR_TOKEN: 'x'.repeat(31) })).toHaveLength(1);
    expect(problemsOf({ OPERATOR_TOKEN: 'x'.repeat(32) })).toEqual([]);
    expect(problemsOf({ OPERATOR_TOKEN: `${'x'.repeat(20)} ${'y'.repeat(20)}` })).toHaveLength(1);
  });

  it('refuses the test settings in production', () => {
    expect(problemsOf({ NODE_ENV: 'production', TEST_CAPTCHA_TEXT: 'k4pz', TEST_RATE_LIMIT_FACTOR: '10' }).map((p) => p.name)).toEqual(['TEST_CAPTCHA_TEXT', 'TEST_RATE_LIMIT_FACTOR']);
    expect(problemsOf({ NODE_ENV: 'production', TEST_RATE_LIMIT_FACTOR: '1' })).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'development', TEST_CAPTCHA_TEXT: 'k4pz' })).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'production', TEST_ORDER_NOTICE_CLOCK: '1' }).map((p) => p.name)).toEqual(['TEST_ORDER_NOTICE_CLOCK']);
    expect(problemsOf({ TEST_ORDER_NOTICE_CLOCK: 'yes' }).map((p) => p.name)).toEqual(['TEST_ORDER_NOTICE_CLOCK']);
    expect(problemsOf({ NODE_ENV: 'development', TEST_ORDER_NOTICE_CLOCK: '1' })).toEqual([]);
  });

  it('never prints a secret: tokens are left out, a URL\'s password is masked', () => {
    const problems = problemsOf({ OPERATOR_TOKEN: 'short secret', DATABASE_URL: 'mysql://root:hunter2@db/site' });
    const text = describeProblems(problems);
    expect(problems.find((p) => p.name === 'OPERATOR_TOKEN')?.value).toBeUndefined();
    expect(text).not.toContain('short secret');
    expect(text).not.toContain('hunter2');
    expect(text).toContain('DATABASE_URL="mysql://root:***@db/site"');
  });

  it('one variable read when needed, with the same message when wrong', () => {
    expect(environmentValue('LOG_LEVEL', {})).toBe('info');
    expect(environmentValue('COOKIE_DOMAIN', { COOKIE_DOMAIN: 'example.com' })).toBe('example.com');
    expect(() => environmentValue('LOG_LEVEL', { LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL="loud": is not a log level\.\n\s+Allowed: one of fatal, error/);
  });

  it('the server stops before building or opening anything, listing every wrong variable, exit 1', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'environment-')), 'data');
    try {
      const started = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts', '--build-if-needed'], {
        cwd: projectRoot,
        env: { ...process.env, PORT: '99999', DATABASE_URL: 'mysql://db/site', DATA_DIR: dataDir, SITE_BUILD_DIR: join(dataDir, 'no-build'), LOG_LEVEL: 'silent', OPERATOR_TOKEN: 'abcdefgh12345678' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(started.status).toBe(1);
      expect(started.stderr).toContain('The server did not start: 3 environment variables are wrong.');
      expect(started.stderr).toContain('PORT="99999": is not a port number.');
      expect(started.stderr).toContain('DATABASE_URL="mysql://db/site": the scheme mysql is not postgres or postgresql.');
      // A 16-character operator token, enough before issue 33, is named and not printed.
      expect(started.stderr).toMatch(/ {2}OPERATOR_TOKEN: is shorter than 32 characters or has spaces\.\n\s+Allowed: at least 32 characters/);
      expect(started.stderr).not.toContain('abcdefgh12345678');
      expect(started.stdout).not.toContain('Building the site');
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      rmSync(join(dataDir, '..'), { recursive: true, force: true });
    }
  }, 60_000);
});
