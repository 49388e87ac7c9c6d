import type { ActorRefFrom } from 'xstate';
import type { FormBundle } from '../../config/form-bundle-shape';
import type { ApiClient } from '../../api/api-client';
import type { countdownMachine } from '../../machines/countdown-machine';

/**
 * What the engine's widgets need beyond their own value (RJSF's formContext): the form's words,
 * the page's API client, the captcha the visitor is answering, and the send-code button's countdown.
 */
export interface EngineFormContext {
  bundle: FormBundle;
  api: ApiClient;
  /** Set by the captcha widget: the id of the picture on screen. */
  captcha: { id?: string };
  /** Changes when the picture must be replaced (the server spent it on an answered submission). */
  captchaVersion: number;
  countdown?: ActorRefFrom<typeof countdownMachine>;
  requestCode?: () => void;
}
