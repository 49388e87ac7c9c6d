import { createApiClient, type ApiClient } from '../../api/api-client';
import { pageSessionConfig } from './page-session-config';

let client: { key: string; api: ApiClient } | undefined;

/**
 * The document's one API client (spec 7), made from the page session's hosts and timeout: every
 * call of the page goes through it, so the progress bar, the 401 handling and the session see
 * them all.
 */
export function pageApi(): ApiClient {
  const { apiHosts, timeoutMs } = pageSessionConfig();
  const key = JSON.stringify([apiHosts, timeoutMs]);
  if (client?.key !== key) client = { key, api: createApiClient({ hosts: apiHosts, timeoutMs }) };
  return client.api;
}
