import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot, readSchemas } from '../../../engine/config/read-source-files.js';
import type { JsonSchema } from '../../../engine/config/schema-validation.js';
import { configTypesSource } from '../../../scripts/build/config-types.js';

const generatedFile = join(projectRoot, 'engine/config/generated/config-files.ts');
const scratch = join(projectRoot, '.tmp/config-types-test');

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Type-checks engine/config as it is in `root` (a copy with another generated file), as tsconfig.json would. */
function typeErrors(root: string): string[] {
  const { config } = ts.readConfigFile(join(projectRoot, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, projectRoot);
  const program = ts.createProgram([join(root, 'engine/config/compile-site-model.ts')], { ...options, noEmit: true });
  return ts.getPreEmitDiagnostics(program).map((d) => `${d.file ? d.file.fileName.slice(root.length + 1) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

/** The schemas with site.yaml's constants.progressDurationMs made a string. */
function withDurationAsText(schemas: JsonSchema[]): JsonSchema[] {
  return schemas.map((schema) => {
    if (schema.$id !== 'site') return schema;
    const copy = structuredClone(schema) as JsonSchema & { properties: { constants: { properties: Record<string, unknown> } } };
    copy.properties.constants.properties.progressDurationMs = { type: 'string' };
    return copy;
  });
}

describe('config types generated from the schemas', () => {
  it('are what the schemas give (a schema changed without `npm run typecheck` fails here)', async () => {
    expect(readFileSync(generatedFile, 'utf8')).toBe(await configTypesSource(readSchemas()));
  });

  it('declare a property with a default as always present, since ajv fills it in', async () => {
    const source = await configTypesSource(readSchemas());
    // forms.yaml `encoding:` has default json: optional in the file, never missing in the data.
    expect(source).toMatch(/encoding: FormsEncoding;/);
    expect(source).not.toMatch(/encoding\?: FormsEncoding;/);
  });

  it('make a schema change that the code does not follow fail the type check, at the code', async () => {
    mkdirSync(scratch, { recursive: true });
    cpSync(join(projectRoot, 'engine/config'), join(scratch, 'engine/config'), { recursive: true });
    expect(typeErrors(scratch)).toEqual([]);
    writeFileSync(join(scratch, 'engine/config/generated/config-files.ts'), await configTypesSource(withDurationAsText(readSchemas())));
    const errors = typeErrors(scratch);
    expect(errors.some((e) => e.startsWith('engine/config/compile-site.ts') && /string.*number|number.*string/.test(e))).toBe(true);
  }, 120_000);
});
