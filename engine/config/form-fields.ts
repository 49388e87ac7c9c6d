import type { FormJsonSchema } from './site-model.js';
import { recordsAt, stringsAt } from './json-shapes.js';

/** One input of a form: a leaf of its schema, found by walking nested objects. */
export interface FormField {
  /** Property names from the root: ['debtor', 'debtValue']. */
  path: string[];
  schema: Record<string, unknown>;
  required: boolean;
}

/** The keywords a visitor's input can fail, each needing a message in the locales. */
export const failingKeywords = [
  'required', 'minLength', 'maxLength', 'pattern', 'format', 'enum', 'const', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum',
  'multipleOf', 'minItems', 'maxItems', 'uniqueItems', 'type',
] as const;
export type FailingKeyword = (typeof failingKeywords)[number];

/** Every leaf field of a form schema, in schema order; nested objects are groups, not fields. */
export function formFields(schema: FormJsonSchema): FormField[] {
  const out: FormField[] = [];
  const walk = (node: Record<string, unknown>, path: string[]) => {
    const properties = recordsAt(node, 'properties');
    const required = new Set(stringsAt(node, 'required'));
    for (const [name, child] of Object.entries(properties)) {
      if (child.type === 'object') walk(child, [...path, name]);
      else out.push({ path: [...path, name], schema: child, required: required.has(name) });
    }
  };
  walk(schema, []);
  return out;
}

/** The nested objects of a form (the debt claim's creditor and debtor): they get a heading. */
export function formGroups(schema: FormJsonSchema): string[][] {
  const out: string[][] = [];
  const walk = (node: Record<string, unknown>, path: string[]) => {
    for (const [name, child] of Object.entries(recordsAt(node, 'properties'))) {
      if (child.type === 'object') {
        out.push([...path, name]);
        walk(child, [...path, name]);
      }
    }
  };
  walk(schema, []);
  return out;
}

/** Which keywords can make this field fail, so each has a message (a number can also fail its type). */
export function keywordsOf(field: FormField): FailingKeyword[] {
  const present = failingKeywords.filter((k) => k !== 'required' && k !== 'type' && k in field.schema);
  const typed = field.schema.type === 'integer' || field.schema.type === 'number' ? ['type' as const] : [];
  return [...(field.required ? ['required' as const] : []), ...present, ...typed];
}

/** Every object of the schema (the root and nested groups) with its path, for structural checks. */
export function formObjects(schema: FormJsonSchema): Array<{ path: string[]; node: Record<string, unknown> }> {
  const out: Array<{ path: string[]; node: Record<string, unknown> }> = [{ path: [], node: schema }];
  for (const group of formGroups(schema)) {
    out.push({ path: group, node: group.reduce<Record<string, unknown>>((n, name) => recordsAt(n, 'properties')[name] ?? {}, schema) });
  }
  return out;
}

/** The translation path of a field's texts: fields.debtor.fields.debtValue. */
export function fieldTextPath(path: string[]): string[] {
  return path.flatMap((name) => ['fields', name]);
}
