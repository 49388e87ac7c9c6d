import { hoverTooltip, type Tooltip } from '@codemirror/view';
import { keyPositionAt } from './key-position.js';
import { keyChoices } from './schema-key-choices.js';
import type { SchemaNode } from './schema-nodes.js';
import { fieldValuesOf } from './schema-values.js';

/**
 * Hovering a key shows what the schema says of it: its description, its type and the values it
 * allows. A key that starts its line is looked up where it stands (the properties of the mapping
 * it is in); a key in a flow mapping (`visible: { perm: SO }`) by its name alone. Used instead of
 * codemirror-json-schema's hover, which answers a flow mapping's key with the wrong schema.
 */
export function schemaHover(schema: SchemaNode) {
  const fields = fieldValuesOf(schema);
  return hoverTooltip((view, pos): Tooltip | null => {
    const line = view.state.doc.lineAt(pos);
    const offset = pos - line.from;
    const start = offset - (/[\w-]*$/.exec(line.text.slice(0, offset))?.[0].length ?? 0);
    const end = offset + (/^[\w-]*/.exec(line.text.slice(offset))?.[0].length ?? 0);
    const key = line.text.slice(start, end);
    if (!key || !/^\s*:/.test(line.text.slice(end))) return null; // not a key
    const here = keyPositionAt(view.state.doc.toString(), line.from + end);
    const placed = here?.from === line.from + start ? keyChoices(schema, here).find((choice) => choice.key === key) : undefined;
    const named = fields.get(key);
    const description = placed ? placed.description : named?.description;
    const type = placed ? placed.type : named?.type;
    const values = named?.values ?? [];
    if (!description && !type && !values.length) return null;
    return {
      pos: line.from + start,
      end: line.from + end,
      create: () => {
        const dom = document.createElement('div');
        dom.className = 'yaml-editor__schema-hover';
        const lines = [`${key}${type ? ` (${type})` : ''}`, description, values.length ? `one of: ${values.join(', ')}` : undefined];
        dom.textContent = lines.filter(Boolean).join('\n');
        return { dom };
      },
    };
  });
}
