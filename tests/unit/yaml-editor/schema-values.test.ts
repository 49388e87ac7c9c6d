import { EditorState } from '@codemirror/state';
import { CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { describe, expect, it } from 'vitest';
import { bundledSchema } from '../../../engine/build/yaml-editor/editor-schema';
import { readSchemas } from '../../../engine/config/read-source-files';
import { fieldValuesOf } from '../../../engine/ui/authoring/editor/schema-values';
import { schemaCompletion } from '../../../engine/ui/authoring/editor/schema-completion';

const schemas = readSchemas();
const appHeader = bundledSchema('app-header', schemas)!;
const permissions = ['CDS', 'SO', 'MARKET_ANALYSIS', 'AI', 'RECOMMEND', 'EMAIL', 'OPENS'];

/** Asks the completion source at the | of `text`, explicitly (Ctrl-Space). */
function complete(text: string, otherwise = (): CompletionResult | never[] | null => []) {
  const pos = text.indexOf('|');
  const state = EditorState.create({ doc: text.replace('|', '') });
  return schemaCompletion(appHeader, otherwise)(new CompletionContext(state, pos, true)) as CompletionResult | null;
}

describe('the values a schema allows, by field', () => {
  it('knows the visibility language\'s permissions, roles and switches from the application header\'s schema', () => {
    const values = fieldValuesOf(appHeader);
    expect(values.get('perm')).toEqual({ values: permissions, itemValues: [], description: expect.stringContaining('permission group') });
    expect(values.get('role')?.values).toEqual(['admin', 'info', 'payment']);
    expect(values.get('loggedIn')?.values).toEqual(['true', 'false']);
    expect(values.get('label')).toMatchObject({ type: 'string', values: [] }); // any text
  });

  it('knows a page\'s section types, one per branch of its sections', () => {
    const types = fieldValuesOf(bundledSchema('page', schemas)!).get('type')?.values;
    expect(types).toEqual(expect.arrayContaining(['hero', 'faq', 'steps', 'comparison', 'call-to-action']));
  });
});

describe('completion of a value from the schema', () => {
  it('offers the permissions in a flow mapping, before anything is typed and after', () => {
    const empty = complete('items:\n  - label: nav.uniFind\n    visible: { perm: | }');
    expect(empty?.options.map((o) => o.label)).toEqual(permissions);
    const typed = complete('    visible: { any: [{ perm: AI }, { perm: REC| }] }');
    expect(typed?.from).toBe('    visible: { any: [{ perm: AI }, { perm: '.length);
  });

  it('offers the keys a nested mapping may hold, leaving out those already there', () => {
    const child = complete('items:\n  - label: nav.dataCentre\n    children:\n      - label: nav.uniFind\n        h|\n        path: /so');
    expect(child?.options.map((o) => o.label)).toEqual(['site', 'visible', 'image', 'heading', 'text', 'learnMore']);
    expect(child?.options.find((o) => o.label === 'heading')).toMatchObject({ apply: 'heading: ', detail: 'string', info: expect.stringContaining('console.yaml') });
    const item = complete('items:\n  - |');
    expect(item?.options.map((o) => o.label)).toEqual(['label', 'path', 'site', 'visible', 'children']);
    expect(complete('publicPages:\n  pathContains: [service]\n|')?.options.map((o) => o.label)).toEqual(['items', 'account', 'systems']);
  });

  it('hands every other place to the library, and turns its empty array into no completion', () => {
    expect(complete('items:\n  - label: x\n    visible: { an|')).toBeNull();
    const library = { from: 38, options: [{ label: 'any' }] };
    expect(complete('items:\n  - label: x\n    visible: { an|', () => library)).toBe(library);
  });
});

describe('the keys of a page section', () => {
  it('are those of the section type written beside them', () => {
    const page = bundledSchema('page', schemas)!;
    const state = (text: string) => {
      const pos = text.indexOf('|');
      return new CompletionContext(EditorState.create({ doc: text.replace('|', '') }), pos, true);
    };
    const steps = schemaCompletion(page, () => null)(state('title: t\nsections:\n  - type: steps\n    |\n    text: workflow')) as CompletionResult;
    const hero = schemaCompletion(page, () => null)(state('title: t\nsections:\n  - type: hero\n    |')) as CompletionResult;
    expect(steps.options.map((o) => o.label)).toEqual(['id']);
    expect(hero.options.map((o) => o.label)).toEqual(expect.arrayContaining(['heading', 'body']));
    expect(hero.options.map((o) => o.label)).not.toContain('type');
  });
});
