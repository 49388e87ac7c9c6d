import { useSelector } from '@xstate/react';
import type { WidgetProps } from '@rjsf/utils';
import type { EngineFormContext } from '../form-context';
import { inputProps } from './input-props';

/**
 * The verification code and its send-code button (spec 4): after a successful send the button
 * is a disabled countdown of the seconds in site.yaml, then it returns. The countdown is a
 * machine (engine/machines/countdown-machine) that outlives the dialog being closed.
 */
export function EmailCodeWidget(props: WidgetProps) {
  const context = props.registry.formContext as EngineFormContext;
  const texts = context.bundle.texts.sendCode;
  return (
    <div className="email-code">
      <input {...inputProps(props)} className="form-control email-code__input" inputMode="numeric" autoComplete="one-time-code" />
      {context.countdown && <SendCodeButton context={context} texts={texts} />}
    </div>
  );
}

function SendCodeButton({ context, texts }: { context: EngineFormContext; texts: EngineFormContext['bundle']['texts']['sendCode'] }) {
  const state = useSelector(context.countdown!, (s) => ({ step: String(s.value), remaining: s.context.remaining }), (a, b) => a.step === b.step && a.remaining === b.remaining);
  const label = state.step === 'counting' ? texts.countdown.replace('{{seconds}}', String(state.remaining))
    : state.step === 'sending' ? texts.sending : texts.send;
  return (
    <button type="button" className="button email-code__send" disabled={state.step !== 'ready'} onClick={() => context.requestCode?.()} aria-live="polite">
      {label}
    </button>
  );
}
