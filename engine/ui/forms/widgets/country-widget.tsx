import type { WidgetProps } from '@rjsf/utils';
import type { EngineFormContext } from '../form-context';
import { inputProps } from './input-props';

/**
 * A country chosen from the ISO 3166 list (i18n-iso-countries), named and sorted in the page's
 * language; the value is the two-letter code the schema's country-code format checks.
 */
export function CountryWidget(props: WidgetProps) {
  const { bundle } = props.registry.formContext as EngineFormContext;
  const { placeholder, ...select } = inputProps(props);
  return (
    <select {...select} className="form-control">
      <option value="">{placeholder}</option>
      {(bundle.countries ?? []).map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
    </select>
  );
}
