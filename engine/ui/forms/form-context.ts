import type { ActorRefFrom } from 'xstate';
import type { FormBundle } from '../../build/form-bundle';
import type { ApiHosts } from '../../config/site-model';
import type { countdownMachine } from '../../machines/countdown-machine';

/**
 * What the engine's widgets need beyond their own value (RJSF's formContext): the form's words,
 * where the API is, the captcha the visitor is answering, and the send-code button's countdown.
 */
export interface EngineFormContext {
  bundle: FormBundle;
  apiHosts: ApiHosts;
  /** Set by the captcha widget: the id of the picture on screen. */
  captcha: { id?: string };
  /** Changes when the picture must be replaced (it is spent after each submission). */
  captchaVersion: number;
  countdown?: ActorRefFrom<typeof countdownMachine>;
  requestCode?: () => void;
}
