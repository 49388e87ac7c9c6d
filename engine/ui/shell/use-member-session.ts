import { useEffect, useState } from 'react';
import type { ApiHosts } from '../../config/site-model';
import { apiUrl } from '../../api/api-hosts';
import { getEnvelope } from '../../api/get-envelope';
import { sessionToken, tokenCookieName } from '../../api/session-token';

export interface MemberSession {
  loggedIn: boolean;
}

/**
 * Whether the visitor is a logged-in member, for the public header and footer (spec 2.7, 4). The
 * prerendered page is the visitor's; after hydration, a visitor holding a ts-token asks for the
 * identity once. Code 1 or 200 means logged in; anything else, or a failure, means not (failures
 * are only logged). The console's session machine (issue 7) will take this over.
 */
export function useMemberSession(hosts: ApiHosts): MemberSession {
  const [session, setSession] = useState<MemberSession>({ loggedIn: false });
  useEffect(() => {
    const token = sessionToken();
    if (!token) return;
    const controller = new AbortController();
    getEnvelope<unknown>(apiUrl(hosts, 'rest', '/console/user/identity'), { headers: { [tokenCookieName]: token }, credentials: 'include', signal: controller.signal })
      .then((answer) => {
        if (answer?.code === 1 || answer?.code === 200) setSession({ loggedIn: true });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.info('identity could not be checked', error);
      });
    return () => controller.abort();
  }, [hosts]);
  return session;
}
