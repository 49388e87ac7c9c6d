import type { IdentityUser } from '../../../access/session-facts';
import { sessionFacts } from '../../../access/session-facts';

/** What the visibility rules read from this account (engine/access/session-facts.ts), in words. */
export function PersonaFacts({ identity, locale }: { identity: IdentityUser; locale: string }) {
  const facts = sessionFacts(identity, locale);
  const list = (values: Iterable<string>) => [...values].sort().join(', ') || 'none';
  return (
    <dl className="persona-facts" lang="en" data-testid="persona-facts">
      <div><dt>Roles</dt><dd>{list(facts.roles)}</dd></div>
      <div><dt>Permissions</dt><dd>{list(facts.permissions)}</dd></div>
      <div><dt>Download limit</dt><dd>{facts.hasDownloadLimit ? 'yes' : 'no'}</dd></div>
      <div><dt>Account</dt><dd>{facts.mainAccount ? 'main' : 'sub'}</dd></div>
      <div><dt>OEM systems</dt><dd>{facts.hasOemSystems ? 'yes' : 'no'}</dd></div>
      <div><dt>Locale</dt><dd>{facts.locale}</dd></div>
    </dl>
  );
}
