import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formValidatorCode, type CompiledValidator, type FormSchema } from '../../engine/build/form-validator-code';
import { loadSiteModelFromDisk, projectRoot } from '../../engine/config/read-source-files';
import { FormValidator } from '../../server/api/form-validation';
import { present } from './present';

const loaded = loadSiteModelFromDisk();
if (!loaded.ok) throw new Error('the project config must pass its check');
const forms = loaded.value.forms;
const schemas = Object.values(forms).map((f) => ({ ...f.schema, $id: `forms/${f.id}` }) as FormSchema & { $id: string });
const outDir = join(projectRoot, '.tmp', 'form-validator-code');
mkdirSync(outDir, { recursive: true });

/** Writes the generated module and imports it, as the browser bundle would. */
async function load(schema: FormSchema & { $id: string }): Promise<CompiledValidator> {
  const name = `form_${schema.$id.replace(/\W/g, '_')}`;
  const file = join(outDir, `${name}.mjs`);
  writeFileSync(file, formValidatorCode(schema, name));
  const exported = (await import(pathToFileURL(file).href)) as Record<string, CompiledValidator>;
  return present(exported[name], `export ${name} of the generated ${file}`);
}

const demo = schemas.find((s) => s.$id === 'forms/demo')!;
const validDemo = { name: 'Li Wei', company: 'Ningbo Ocean Furniture', job: 'Sales manager', email: 'li@ocean-furniture.cn', mobile: '+86 574 8888 0000', country: 'CN', interested: 'US', code: '482913' };

describe('form validators compiled at build time', () => {
  it('generates plain ES modules: no require, no eval, no Function constructor', () => {
    for (const schema of schemas) {
      const code = formValidatorCode(schema, 'form');
      expect(code, schema.$id).toMatch(/^(import \* as ajvFormatsTable from 'ajv-formats\/dist\/formats\.js';\n)?export const form = /);
      expect(code, schema.$id).not.toMatch(/require\(|new Function|eval\(/);
    }
  });

  it('accepts a complete demo request and rejects a bad e-mail, a missing field and an unknown field', async () => {
    const validate = await load(demo);
    expect(validate(validDemo)).toBe(true);
    expect(validate({ ...validDemo, email: 'li@ocean' })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ instancePath: '/email', keyword: 'format' });
    const { name: _, ...noName } = validDemo;
    expect(validate(noName)).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ keyword: 'required', params: { missingProperty: 'name' } });
    expect(validate({ ...validDemo, admin: true })).toBe(false);
    expect(validate({ ...validDemo, country: 'XX' })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ instancePath: '/country', keyword: 'format' });
  });

  it('counts length in characters as people see them (an emoji is one)', async () => {
    const validate = await load(demo);
    expect(validate({ ...validDemo, job: '🚢'.repeat(100) })).toBe(true);
    expect(validate({ ...validDemo, job: '🚢'.repeat(101) })).toBe(false);
  });

  it('agrees with the server on every form, for any change to a valid demo request (property)', async () => {
    const browser = await load(demo);
    const server = new FormValidator(forms);
    const field = fc.constantFrom(...Object.keys(demo.properties as object));
    const value = fc.oneof(fc.string(), fc.emailAddress(), fc.constant(''), fc.integer(), fc.constant(null));
    await fc.assert(fc.asyncProperty(field, value, async (key, v) => {
      const data = { ...validDemo, [key]: v };
      expect(browser(data)).toBe(server.check('demo', data).ok);
    }), { numRuns: 300 });
    for (const schema of schemas) await load(schema); // every form compiles and loads
  });

  it('refuses an export name that is not an identifier', () => {
    expect(() => formValidatorCode(demo, 'forms/demo')).toThrow(/cannot name an ES module export/);
  });
});
