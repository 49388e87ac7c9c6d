import type { FormBundle } from '../../build/form-bundle';
import type { FormJsonSchema } from '../../config/site-model';
import { formFields } from '../../config/form-fields';

type Values = Record<string, unknown>;


/**
 * What a visitor typed into the prerendered form before its code loaded: the inputs already hold
 * it, React's state does not. Read from the inputs RJSF names form-<id>_<path>, never for
 * secrets or one-time answers, and only where something was typed.
 */
export function typedBeforeHydration(bundle: FormBundle): Values {
  const typed: Values = {};
  for (const { path, schema } of formFields(bundle.schema as unknown as FormJsonSchema)) {
    const type = schema.type;
    if (bundle.notKept.includes(path[0])) continue;
    const element = document.getElementById(`form-${bundle.id}_${path.join('_')}`);
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)) continue;
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) continue;
    if (element.value === '' || element.value === initialValue(element)) continue; // nothing typed, or the prerendered default
    let node = typed;
    for (const name of path.slice(0, -1)) node = (node[name] ??= {}) as Values;
    const numeric = type === 'integer' || type === 'number';
    node[path.at(-1)!] = numeric && element.value.trim() !== '' && !Number.isNaN(Number(element.value)) ? Number(element.value) : element.value;
  }
  return typed;
}

/** What the prerendered HTML put in the input (a default such as the package term), not the visitor. */
function initialValue(element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): string {
  if (element instanceof HTMLSelectElement) return [...element.options].find((o) => o.defaultSelected)?.value ?? element.options[0]?.value ?? '';
  return element.defaultValue;
}

/** The draft, with what was just typed on top (nested groups merged field by field). */
export function mergeValues(base: Values, top: Values): Values {
  const out: Values = { ...base };
  for (const [name, value] of Object.entries(top)) {
    const under = out[name];
    out[name] = value && typeof value === 'object' && under && typeof under === 'object' ? mergeValues(under as Values, value as Values) : value;
  }
  return out;
}
