import type { FormBundle } from '../../config/form-bundle-shape';
import type { FormJsonSchema } from '../../config/site-model';
import { formFields } from '../../config/form-fields';

type Values = Record<string, unknown>;

/**
 * What a visitor typed into the prerendered form before its code loaded: the inputs already hold
 * it, React's state does not, and React's first render from that state would empty them. Read
 * from the inputs RJSF names form-<id>_<path>, only where the visitor changed something, secrets
 * included: a password stays on screen and in memory, exactly as if typed after hydration. Only
 * the draft (form-draft.ts) leaves secrets and one-time answers out.
 */
export function typedBeforeHydration(bundle: FormBundle): Values {
  const typed: Values = {};
  for (const { path, schema } of formFields(bundle.schema as unknown as FormJsonSchema)) {
    const value = typedValue(`form-${bundle.id}_${path.join('_')}`, schema);
    if (value === undefined) continue;
    let node = typed;
    for (const name of path.slice(0, -1)) node = (node[name] ??= {}) as Values;
    node[path.at(-1)!] = value;
  }
  return typed;
}

/** The field's value if the visitor changed it from what the prerendered HTML held, else undefined. */
function typedValue(id: string, schema: Record<string, unknown>): unknown {
  // RJSF's radio buttons and selects of an enum carry the option's index, not its value.
  const options = Array.isArray(schema.enum) ? (schema.enum as unknown[]) : undefined;
  const radios = [...document.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(id)}"]`)];
  if (radios.length) {
    const chosen = radios.find((r) => r.checked);
    return chosen && !chosen.defaultChecked ? options?.[Number(chosen.value)] : undefined;
  }
  const element = document.getElementById(id);
  if (element instanceof HTMLInputElement && element.type === 'checkbox') {
    return schema.type === 'boolean' && element.checked !== element.defaultChecked ? element.checked : undefined;
  }
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)) return undefined;
  if (element.value === '' || element.value === initialValue(element)) return undefined; // nothing typed, or the prerendered default
  if (element instanceof HTMLSelectElement && options) return options[Number(element.value)] ?? element.value;
  const numeric = schema.type === 'integer' || schema.type === 'number';
  return numeric && element.value.trim() !== '' && !Number.isNaN(Number(element.value)) ? Number(element.value) : element.value;
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
