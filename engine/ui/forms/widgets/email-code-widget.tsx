import { useSelector } from '@xstate/react';
import type { WidgetProps } from '@rjsf/utils';
import type { EngineFormContext } from '../form-context';

/**
 * The verification code and its send-code button (spec 4): after a successful send the button
 * is a disabled countdown of the seconds in site.yaml, then it returns. The countdown is a
 * machine (engine/machines/countdown-machine) that outlives the dialog being closed.
 */
export function EmailCodeWidget({ id, value, required, disabled, readonly, onChange, onBlur, onFocus, registry, rawErrors, placeholder }: WidgetProps) {
  const context = registry.formContext as EngineFormContext;
  const texts = context.bundle.texts.sendCode;
  return (
    <div className="email-code">
      <input
        id={id}
        name={id}
        className="form-control email-code__input"
        value={typeof value === 'string' ? value : ''}
        required={required}
        disabled={disabled || readonly}
        placeholder={placeholder}
        inputMode="numeric"
        autoComplete="one-time-code"
        aria-invalid={rawErrors?.length ? true : undefined}
        aria-describedby={`${id}__error ${id}__help`}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        onBlur={(e) => onBlur(id, e.target.value)}
        onFocus={(e) => onFocus(id, e.target.value)}
      />
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
