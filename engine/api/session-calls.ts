import type { IdentityUser } from '../access/session-facts.js';
import type { ApiClient, ApiResult } from './api-client.js';

/** An OEM system of the account (spec 7: the SSO redirect goes only to one of these). */
export interface OemDomain {
  companyDomain: string;
  systemName: Record<string, string>;
}

/** The identity answer's user (spec 3, session/user): visibility facts plus what the shell shows. */
export interface SessionUser extends IdentityUser {
  id?: number | string;
  nickname?: string | null;
  email?: string | null;
  phone?: string | null;
  deptInfo?: { name: string } | null;
  customs_data_source?: unknown;
  account?: { name?: string | null; oemDomains?: OemDomain[] | null } | null;
  /** The membership paid orders give (member value, level in force, package, end). */
  member?: { value?: number; level?: number; package?: string | null; until?: string | null } | null;
}

/** Spec 7: who is logged in. Code 1 or 200 carries the user; anything else means nobody. */
export function fetchIdentity(client: ApiClient): Promise<ApiResult<SessionUser>> {
  return client.get<SessionUser>('rest', '/console/user/identity');
}

/** Spec 7: ends the session on the server (the server also clears its cookie). */
export function logOut(client: ApiClient): Promise<ApiResult<unknown>> {
  return client.post<unknown>('rest', '/console/user/logout');
}

/**
 * Spec 7: the single-sign-on address of one of the account's systems, to open in a new window.
 * Only code 200 with a URL is a success; any other answer is a failure for an error toast.
 */
export async function ssoRedirectUrl(client: ApiClient, companyDomain: string, loginPath: string): Promise<ApiResult<string>> {
  const redirect = joinUrl(companyDomain, loginPath);
  const result = await client.get<unknown>('root', '/auth/public/sso/getRedirectUrl', { redirect, client: '', mode: 'cloud' });
  if (result.s === 0) return result;
  if (result.code === 200 && typeof result.d === 'string' && result.d !== '') return { ...result, d: result.d };
  // A success code without a URL is not something the visitor can act on: told as a transport error.
  return { s: 0, d: {}, errors: [{ code: result.code, message: '', kind: 'transport' }] };
}

/** The domain and the path with one slash between them, however each was written. */
export function joinUrl(companyDomain: string, loginPath: string): string {
  if (!loginPath) return companyDomain;
  return `${companyDomain.replace(/\/+$/, '')}/${loginPath.replace(/^\/+/, '')}`;
}
