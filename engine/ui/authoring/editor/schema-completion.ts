import type { CompletionContext, CompletionResult, CompletionSource } from '@codemirror/autocomplete';
import { keyPositionAt } from './key-position.js';
import { keyChoices } from './schema-key-choices.js';
import type { SchemaNode } from './schema-nodes.js';
import { fieldValuesOf } from './schema-values.js';
import { valueAt } from './value-at.js';

type LibrarySource = (context: CompletionContext) => CompletionResult | never[] | null;

/**
 * Completion from the file's schema, read from the text around the cursor so it works in half
 * written files and in flow mappings: the allowed values where a field takes one of a fixed set
 * (schema-values.ts), and the keys a block mapping may hold (schema-key-choices.ts). Where
 * neither applies, codemirror-json-schema's own completion (`otherwise`), whose "no options" is
 * an empty array where CodeMirror expects null.
 */
export function schemaCompletion(schema: SchemaNode, otherwise: LibrarySource): CompletionSource {
  const fields = fieldValuesOf(schema);
  return (context) => {
    const before = context.state.sliceDoc(0, context.pos);
    const value = valueAt(before, context.pos);
    const field = value && fields.get(value.field);
    const values = value && field ? (value.inList ? field.itemValues : field.values) : [];
    if (value && values.length) {
      return {
        from: value.from,
        options: values.map((label) => ({ label, type: 'enum', ...(field?.description ? { info: field.description } : {}) })),
        validFor: /^[\w.:-]*$/,
      };
    }
    const key = keyPositionAt(context.state.doc.toString(), context.pos);
    const keys = key ? keyChoices(schema, key) : [];
    if (key && keys.length) {
      return {
        from: key.from,
        options: keys.map((choice) => ({
          label: choice.key,
          apply: `${choice.key}: `,
          type: 'property',
          ...(choice.type ? { detail: choice.type } : {}),
          ...(choice.description ? { info: choice.description } : {}),
        })),
        validFor: /^[\w-]*$/,
      };
    }
    const result = otherwise(context);
    return Array.isArray(result) ? null : result;
  };
}
