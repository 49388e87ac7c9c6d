import { beforeAll, describe, expect, it } from 'vitest';
import { formsSection } from '../../../scripts/config-diff/form-changes';
import type { FormJsonSchema, Messages, SiteModel } from '../../../engine/config/site-model';
import { present } from '../present';
import { editedModel, projectModel } from './project-model';

const schemaOf = (m: SiteModel, id: string) => present(m.forms[id], `form ${id}`).schema;
const group = (node: Messages | string | undefined, what: string): Messages => {
  if (!node || typeof node === 'string') throw new Error(`expected a group of texts at ${what}`);
  return node;
};

describe('config-diff: form fields', () => {
  beforeAll(() => void projectModel(), 60_000);

  it('says nothing when no form changed', () => {
    expect(formsSection(projectModel(), editedModel(() => {}))).toBeUndefined();
  });

  it('lists a required field added with its label, an optional field removed, and fields newly required or optional', () => {
    const after = editedModel((m) => {
      const contact = schemaOf(m, 'contact');
      contact.properties.company = { type: 'string', minLength: 1 };
      contact.required = [...(contact.required ?? []).filter((f) => f !== 'subject'), 'company'];
      const fields = group(group(group(m.messages.en.forms, 'forms').contact, 'contact').fields, 'contact.fields');
      fields.company = { label: 'Company' };
      const demo = schemaOf(m, 'demo');
      delete demo.properties.message;
      // A nested field: the debt claim's creditor company becomes required.
      const creditor = present(schemaOf(m, 'debt-claim').properties.creditor, 'the creditor group') as FormJsonSchema;
      creditor.required = [...(creditor.required ?? []), 'companyName'];
    });
    const lines = present(formsSection(projectModel(), after), 'a forms section').lines;
    expect(lines).toContain('- `contact`: added required field `company` (“Company”)');
    expect(lines).toContain('- `contact`: field `subject` (“Subject”) is now optional (was required)');
    expect(lines).toContainEqual(expect.stringMatching(/^- `demo`: removed optional field `message` \(“.+”\)$/));
    expect(lines).toContainEqual(expect.stringMatching(/^- `debt-claim`: field `creditor\.companyName` \(“.+”\) is now required \(was optional\)$/));
    expect(lines).toHaveLength(4);
  });

  it('counts the fields of a form added and names a form removed', () => {
    const after = editedModel((m) => {
      m.forms['trade-fair'] = { ...present(m.forms.contact, 'the contact form'), id: 'trade-fair' };
      delete m.forms['credit-report'];
    });
    const lines = present(formsSection(projectModel(), after), 'a forms section').lines;
    expect(lines).toEqual(['- form `trade-fair` added, with 6 fields (6 required)', '- form `credit-report` removed']);
  });
});
