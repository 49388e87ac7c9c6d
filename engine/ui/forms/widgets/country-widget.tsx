import type { WidgetProps } from '@rjsf/utils';
import type { EngineFormContext } from '../form-context';

/**
 * A country chosen from the ISO 3166 list (i18n-iso-countries), named and sorted in the page's
 * language; the value is the two-letter code the schema's country-code format checks.
 */
export function CountryWidget({ id, value, required, disabled, readonly, placeholder, onChange, onBlur, onFocus, registry, rawErrors, autofocus }: WidgetProps) {
  const { bundle } = registry.formContext as EngineFormContext;
  return (
    <select
      id={id}
      name={id}
      className="form-control"
      value={typeof value === 'string' ? value : ''}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={`${id}__error ${id}__help`}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    >
      <option value="">{placeholder}</option>
      {(bundle.countries ?? []).map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
    </select>
  );
}
