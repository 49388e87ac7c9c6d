import { fieldTextPath, formFields, type FormField } from '../../engine/config/form-fields.js';
import { lookupMessage } from '../../engine/config/message-lookup.js';
import type { FormModel, SiteModel } from '../../engine/config/site-model.js';
import { reviewLocale } from './config-version.js';
import { keyedChanges } from './keyed-changes.js';
import { code, count, quote, section, type Section } from './markdown.js';

/**
 * Fields of each form (config/forms.yaml with schemas/forms/*.schema.json as compiled) added,
 * removed, newly required or no longer required; forms added or removed.
 */
export function formsSection(before: SiteModel, after: SiteModel): Section | undefined {
  const lines: string[] = [];
  const forms = keyedChanges(new Map(Object.entries(before.forms)), new Map(Object.entries(after.forms)), () => false);
  for (const [id, form] of forms.added) {
    const fields = formFields(form.schema);
    lines.push(`- form ${code(id)} added, with ${count(fields.length, 'field')} (${fields.filter((f) => f.required).length} required)`);
  }
  for (const [id] of forms.removed) lines.push(`- form ${code(id)} removed`);
  for (const [id, form] of forms.changed) lines.push(...fieldLines(id, form, { before, after }));
  return section('Forms', lines);
}

function fieldLines(formId: string, form: { before: FormModel; after: FormModel }, models: { before: SiteModel; after: SiteModel }): string[] {
  const fields = (form: FormModel) => new Map(formFields(form.schema).map((f) => [f.path.join('.'), f]));
  const changes = keyedChanges(fields(form.before), fields(form.after), (a, b) => a.required === b.required);
  const named = (model: SiteModel, field: FormField) => {
    const label = lookupMessage(model.messages[reviewLocale(model)].forms, [formId, ...fieldTextPath(field.path), 'label'].join('.'));
    return `${code(field.path.join('.'))}${label ? ` (${quote(label)})` : ''}`;
  };
  return [
    ...changes.added.map(([, f]) => `- ${code(formId)}: added ${f.required ? 'required' : 'optional'} field ${named(models.after, f)}`),
    ...changes.removed.map(([, f]) => `- ${code(formId)}: removed ${f.required ? 'required' : 'optional'} field ${named(models.before, f)}`),
    ...changes.changed.map(([, { after: f }]) => `- ${code(formId)}: field ${named(models.after, f)} ${f.required ? 'is now required (was optional)' : 'is now optional (was required)'}`),
  ];
}
