import type { WidgetProps } from '@rjsf/utils';

/**
 * What every engine widget's own input shares with RJSF's: id and name, state, the error and help
 * it is described by, and change, blur and focus reported as RJSF expects (empty is undefined).
 */
export function inputProps({ id, value, required, disabled, readonly, placeholder, autofocus, rawErrors, onChange, onBlur, onFocus }: WidgetProps) {
  return {
    id,
    name: id,
    value: typeof value === 'string' ? value : '',
    required,
    disabled: disabled || readonly,
    placeholder,
    autoFocus: autofocus,
    'aria-invalid': rawErrors?.length ? true : undefined,
    'aria-describedby': `${id}__error ${id}__help`,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value === '' ? undefined : e.target.value),
    onBlur: (e: { target: { value: string } }) => onBlur(id, e.target.value),
    onFocus: (e: { target: { value: string } }) => onFocus(id, e.target.value),
  };
}
