import { data, redirect } from 'react-router';
import type { Route } from './+types/unmatched-path';
import { decidePath } from '../../routing/redirect-rules';
import { redirectLocation } from '../../routing/redirect-location';

// The server redirects unknown paths before any JavaScript runs; this applies the same rules when
// a visitor follows an in-app link to a path the site does not have.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { default: model } = await import('virtual:site/client-model');
  const decision = decidePath(new URL(request.url).pathname, model);
  // With the visitor's query, as the server's redirects keep it (campaign parameters).
  if (decision.kind === 'redirect') throw redirect(redirectLocation(decision.location, request.url), decision.status);
  throw data(null, { status: 404 });
}

export function HydrateFallback() {
  return <div className="page-loading" aria-busy="true" />;
}

export default function UnmatchedPath() {
  return null;
}
