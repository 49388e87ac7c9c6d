import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { ErrorObject } from 'ajv';
import ajvErrors from 'ajv-errors';
import { formFormats } from '../config/form-formats.js';

export interface FormSchema {
  [key: string]: unknown;
}

/** What a generated module's functions look like once imported. */
export type CompiledValidator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/**
 * A form schema -> the source of an ES module with its validator, compiled at build time (ajv
 * standalone, through RJSF's precompiled-validator support). The browser then checks forms with
 * plain functions: no ajv compiler in the bundle and no `new Function`, so the CSP needs no
 * 'unsafe-eval'. The formats are the server's (form-formats), so both accept the same input.
 *
 * The module exports the validator under `exportName`, which RJSF's createPrecompiledValidator
 * looks up by the schema's $id: the schema is compiled with `$id: exportName`.
 */
export function formValidatorCode(schema: FormSchema, exportName: string): string {
  if (!/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(exportName)) throw new Error(`"${exportName}" cannot name an ES module export`);
  const code = compileSchemaValidatorsCode(
    { ...schema, $id: exportName },
    {
      customFormats: formFormats,
      ajvOptionsOverrides: { code: { esm: true, lines: false } },
      extenderFn: (ajv) => ajvErrors(ajv as never) as never,
    },
  );
  // ajv's standalone output still require()s its string-length helper even in ESM mode. Length in
  // code points (a surrogate pair counts once) is what it computes, so write it in place.
  const esm = code.replace(
    /const (\w+) = require\("ajv\/dist\/runtime\/ucs2length"\)\.default;/g,
    (_, name: string) => `const ${name} = (text) => { let n = 0; for (const _ of text) n++; return n; };`,
  );
  // Standard formats (date, ...) are functions from ajv-formats' small formats table, not its
  // compiler: import that table, as the bundler can, instead of require().
  const formats = 'ajv-formats/dist/formats';
  const usesFormats = esm.includes(`require("${formats}")`);
  const body = esm.replaceAll(`require("${formats}")`, 'ajvFormatsTable').replace(/^"use strict";\n?/, '');
  const leftover = /require\(("[^"]+")\)/.exec(body);
  if (leftover) throw new Error(`the validator ${exportName} needs ${leftover[1]} at run time; give the schema keywords that compile to plain code`);
  return usesFormats ? `import * as ajvFormatsTable from '${formats}.js';\n${body}` : body;
}
