import type { MouseEvent } from 'react';
import type { FormBundle } from '../../config/form-bundle-shape';
import { loginPathFor } from '../../routing/sign-in-target';
import { queryOfChoices } from '../../rules/form-prefill';

/**
 * Log in first, and come back here: to this page, the form's section (`anchor`), with the choices
 * made so far (?package=, ?term=), which the form takes again when it opens (choicesFromQuery).
 * The address is written when the link is followed, so it holds the choices of that moment.
 */
export function SignInOffer({ bundle, values, label, anchor }: { bundle: FormBundle; values: Record<string, unknown>; label: string | undefined; anchor?: string }) {
  if (!bundle.loginPath || !label) return null;
  const loginPath = bundle.loginPath;
  const back = () => `${window.location.pathname}${queryOfChoices(bundle.schema, values)}${anchor ? `#${anchor}` : ''}`;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = loginPathFor(loginPath, back());
  };
  return (
    <p className="page-form__sign-in">
      <a className="button" href={loginPathFor(loginPath, typeof window === 'undefined' ? '' : back())} onClick={onClick} data-testid="sign-in-offer">{label}</a>
    </p>
  );
}
