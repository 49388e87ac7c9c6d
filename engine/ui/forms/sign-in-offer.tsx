import type { FormBundle } from '../../config/form-bundle-shape';
import { loginPathFor } from '../../routing/sign-in-target';

/** The answer says the e-mail address has an account: log in first, and come back here. */
export function SignInOffer({ bundle }: { bundle: FormBundle }) {
  if (!bundle.loginPath || !bundle.texts.signIn) return null;
  return (
    <p className="page-form__sign-in">
      <a className="button" href={loginPathFor(bundle.loginPath, window.location.pathname)}>{bundle.texts.signIn}</a>
    </p>
  );
}
