import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiResult } from '../../../engine/api/api-client';
import { fetchIdentity, joinUrl, logOut, ssoRedirectUrl } from '../../../engine/api/session-calls';

/** A client that answers every call with the given result and keeps what was asked. */
function stubClient(result: ApiResult<unknown>) {
  const get = vi.fn(async () => result);
  const post = vi.fn(async () => result);
  return { client: { get, post } as unknown as ApiClient, get, post };
}

describe('session calls (spec 7)', () => {
  it('identity is GET /console/user/identity on the REST host', async () => {
    const { client, get } = stubClient({ s: 1, code: 1, d: { nickname: 'Li' } });
    expect(await fetchIdentity(client)).toEqual({ s: 1, code: 1, d: { nickname: 'Li' } });
    expect(get).toHaveBeenCalledWith('rest', '/console/user/identity');
  });

  it('logout is a POST /console/user/logout on the REST host, without a payload', async () => {
    const { client, post } = stubClient({ s: 1, code: 1, d: {} });
    await logOut(client);
    expect(post).toHaveBeenCalledWith('rest', '/console/user/logout');
  });

  it('the SSO address asks the root host with redirect = domain + login path, client empty, mode cloud', async () => {
    const { client, get } = stubClient({ s: 1, code: 200, d: 'https://crm.example/sso?ticket=1' });
    expect(await ssoRedirectUrl(client, 'https://crm.example/', '/login')).toEqual({ s: 1, code: 200, d: 'https://crm.example/sso?ticket=1' });
    expect(get).toHaveBeenCalledWith('root', '/auth/public/sso/getRedirectUrl', { redirect: 'https://crm.example/login', client: '', mode: 'cloud' });
  });

  it('a failed answer is passed on as it is, for the error toast', async () => {
    const failure: ApiResult<unknown> = { s: 0, d: {}, errors: [{ code: 10001, message: 'This address is not a system of your account', kind: 'answer', field: 'redirect' }] };
    const { client } = stubClient(failure);
    expect(await ssoRedirectUrl(client, 'https://crm.example', '/login')).toEqual(failure);
  });

  it('only code 200 with a URL is a success; code 1, or no URL, is a failure', async () => {
    expect(await ssoRedirectUrl(stubClient({ s: 1, code: 1, d: 'https://crm.example/x' }).client, 'https://crm.example', '/login'))
      .toEqual({ s: 0, d: {}, errors: [{ code: 1, message: '', kind: 'transport' }] });
    expect(await ssoRedirectUrl(stubClient({ s: 1, code: 200, d: {} }).client, 'https://crm.example', '/login'))
      .toEqual({ s: 0, d: {}, errors: [{ code: 200, message: '', kind: 'transport' }] });
  });

  it.each([
    ['https://crm.example', '/login', 'https://crm.example/login'],
    ['https://crm.example/', '/login', 'https://crm.example/login'],
    ['https://crm.example', 'login', 'https://crm.example/login'],
    ['https://crm.example/', '', 'https://crm.example/'],
  ])('joins %s and %s as %s', (domain, path, joined) => {
    expect(joinUrl(domain, path)).toBe(joined);
  });
});
