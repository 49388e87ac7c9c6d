import type { ConfigError } from './config-error.js';
import { compiled, type Compiled } from './compiled.js';
import { pageSource, type CheckedSources } from './checked-sources.js';
import type { FormJsonSchema, FormModel, LocaleId, Messages, PageConfig, Pricing, RouteEntry } from './site-model.js';
import { packagesOnSale } from './compile-pricing.js';
import type { YamlSource } from './yaml-source.js';
import { lookupMessage, lookupNode } from './message-lookup.js';
import { fieldTextPath, formFields, formGroups, keywordsOf } from './form-fields.js';
import { checkSchemaShape, compiles } from './form-schema-checks.js';
import { checkServing, namedLocales, rawVerifications, verificationWithDefaults } from './form-serving.js';
import { imageCaptchaOf } from './form-model.js';
import { isRecord, listAt, recordAt, recordsAt, stringsAt } from './json-shapes.js';
import type { FormsFile } from './generated/config-files.js';

const formsFile = 'config/forms.yaml';
const schemaFile = (id: string) => `schemas/forms/${id}.schema.json`;
const uiFile = (id: string) => `schemas/forms/${id}.ui.json`;
const textsFile = (locale: string) => `locales/${locale}/forms.yaml`;
type Path = Array<string | number>;
/** A form as config/forms.yaml writes it (with the schema's defaults filled in). */
type RawForm = FormsFile['forms'][string];

interface FormsContext {
  checked: CheckedSources;
  invalid: Set<string>;
  routes: RouteEntry[];
  /** The locales of config/site.yaml. */
  localeIds: LocaleId[];
  pages: Record<string, PageConfig>;
  messages: Record<string, { forms: Messages }>;
  /** config/pricing.yaml, for fields whose choices are its packages (undefined when it is broken). */
  pricing?: Pricing;
  errors: ConfigError[];
}

/**
 * config/forms.yaml + schemas/forms/ -> the forms, checking what a schema cannot: each form has
 * its JSON Schema and ajv compiles it, every field the payload, verification and ui schema name
 * exists, no field is left out of the request (it would be lost), the pages and menus that show a
 * form name one that exists, and every label and message is there in each locale that shows it.
 */
export function compileForms(input: Omit<FormsContext, 'errors'>): Compiled<Record<string, FormModel>> {
  const errors: ConfigError[] = [];
  const ctx: FormsContext = { ...input, errors };
  const source = ctx.checked.forms.get(formsFile);
  const raw = source?.data.forms ?? {};
  const known = new Set([...Object.keys(raw), ...(ctx.invalid.has(formsFile) ? ['*'] : [])]);
  const usage = formUsage(ctx, known);

  for (const [file, schemaSource] of [...ctx.checked['form-schema'], ...ctx.checked['form-ui']]) {
    const id = /^schemas\/forms\/(.+)\.(schema|ui)\.json$/.exec(file)?.[1];
    if (id !== undefined && !(id in raw) && !ctx.invalid.has(formsFile)) {
      ctx.errors.push(schemaSource.errorAt([], `has no entry "${id}" under forms: in ${formsFile}, so no page could show it`));
    }
  }

  const forms: Record<string, FormModel> = {};
  if (!source) return compiled(forms, errors);
  for (const [id, form] of Object.entries(raw)) {
    const at = (...rest: Path): Path => ['forms', id, ...rest];
    const schemaSource = ctx.checked['form-schema'].get(schemaFile(id));
    if (!schemaSource) {
      if (!ctx.invalid.has(schemaFile(id))) ctx.errors.push(source.errorAt(at(), `has no ${schemaFile(id)}: write the form's fields there`, 'key'));
      continue;
    }
    // The editors' notes are no part of the schema the browser and the server check with.
    const { title: _title, description: _description, $schema: _s, ...schema } = schemaSource.data;
    if (!compiles(schema, schemaSource, ctx.errors)) continue;
    if (!checkSchemaShape(schema, schemaSource, ctx.errors)) continue;
    const uiSource = ctx.checked['form-ui'].get(uiFile(id));
    const ui: Record<string, unknown> = uiSource?.data ?? {};
    const servedBy = form.servedBy;
    // Shown by config (pages, menus) and by code (the console's login page): texts for all of them.
    const shownIn = new Set([...(usage.get(id) ?? []), ...namedLocales(form.locales, ctx.localeIds, source, at, ctx.errors)]);
    const choices = form.choices ?? {};
    const model: FormModel = {
      id,
      schema: withChoices(schema, choices, ctx.pricing),
      ui,
      endpoint: form.endpoint,
      encoding: form.encoding,
      servedBy,
      ...(form.payload ? { payload: form.payload } : {}),
      verifications: rawVerifications(form.verification).map(verificationWithDefaults),
      required: form.required,
      secret: form.secret,
      ...(servedBy === 'forms' ? { stored: form.stored ?? id } : {}),
      choices,
      ...(form.signedIn ? { signedIn: form.signedIn } : {}),
      ...(form.next ? { next: form.next } : {}),
      locales: [...shownIn].sort(),
    };
    checkChoices(model, schema, source, at, ctx.errors);
    checkFieldReferences(model, source, at, ctx.errors);
    checkServing(model, form, source, at, ctx.errors);
    if (uiSource) checkUiSchema(model, uiSource, ctx.errors);
    for (const locale of model.locales) checkFormTexts(model, locale, ctx);
    forms[id] = model;
  }
  checkEndpointsUnique(raw, source, ctx.errors);
  for (const form of Object.values(forms)) checkFollowUps(form, forms, raw, source, ctx);
  // Forms with a mistake in their texts are still the forms pages and menus name.
  return compiled(forms, errors);
}

/**
 * A field with `choices:` gets its options from config: the schema file declares only its type,
 * and the compiled schema (the one the browser and the server check with) lists the values.
 */
function withChoices(schema: FormJsonSchema, choices: Record<string, 'packages'>, pricing: Pricing | undefined): FormJsonSchema {
  if (Object.keys(choices).length === 0) return schema;
  const properties = { ...schema.properties };
  for (const [name, source] of Object.entries(choices)) {
    if (source === 'packages' && name in properties) properties[name] = { ...properties[name], enum: pricing ? packagesOnSale(pricing).map((p) => p.id) : [] };
  }
  return { ...schema, properties };
}

function checkChoices(form: FormModel, written: FormJsonSchema, source: YamlSource, at: (...rest: Path) => Path, errors: ConfigError[]): void {
  for (const name of Object.keys(form.choices)) {
    const field = written.properties[name];
    if (!field) errors.push(source.errorAt(at('choices', name), `names field "${name}", which is not in ${schemaFile(form.id)}`, 'key'));
    else if (field.type !== 'string' || 'enum' in field || 'const' in field) {
      errors.push(source.errorAt(at('choices', name), `takes its options from config, so field "${name}" in ${schemaFile(form.id)} must be { "type": "string" } without enum or const`, 'key'));
    }
  }
}

/** signedIn: names another form at the same endpoint; next: names a page with a :param route in every locale of the form. */
function checkFollowUps(form: FormModel, forms: Record<string, FormModel>, declared: Record<string, RawForm>, source: YamlSource, ctx: FormsContext): void {
  const at = (...rest: Path): Path => ['forms', form.id, ...rest];
  if (form.signedIn) {
    const other = forms[form.signedIn];
    // A declared form that did not compile (its schema file has a mistake) is reported at its own files.
    if (!other && !(form.signedIn in declared)) ctx.errors.push(source.errorAt(at('signedIn'), `names form "${form.signedIn}", which is not in ${formsFile}`));
    else if (other && (other.endpoint.path !== form.endpoint.path || other.servedBy !== form.servedBy)) {
      ctx.errors.push(source.errorAt(at('signedIn'), `names form "${other.id}", which must have the same endpoint and servedBy: the server tells them apart by the session`));
    }
  }
  if (form.next && !ctx.invalid.has('config/routes.yaml')) {
    for (const locale of form.locales) {
      const route = ctx.routes.find((r) => r.page === form.next!.page && r.locale === locale);
      if (!route) ctx.errors.push(source.errorAt(at('next', 'page'), `names page "${form.next.page}", which has no route in ${locale}, where the form is shown`));
      else if (Object.keys(route.params ?? {}).length !== 1) ctx.errors.push(source.errorAt(at('next', 'page'), `names page "${form.next.page}", whose route ${route.path} must have exactly one :param for the answer's id`));
    }
  }
}

function checkFieldReferences(form: FormModel, source: YamlSource, at: (...rest: Path) => Path, errors: ConfigError[]): void {
  const top = form.schema.properties;
  const mustBeField = (name: string, where: Path) => {
    if (!(name in top)) errors.push(source.errorAt(where, `names field "${name}", which is not in ${schemaFile(form.id)} (${Object.keys(top).join(', ')})`));
  };
  const sent = new Set<string>();
  if (form.payload) {
    for (const [key, entry] of Object.entries(form.payload)) {
      if ('field' in entry) { mustBeField(entry.field, at('payload', key, 'field')); sent.add(entry.field); }
      if ('json' in entry) entry.json.forEach((name, i) => { mustBeField(name, at('payload', key, 'json', i)); sent.add(name); });
      if ('captchaId' in entry && !imageCaptchaOf(form)) {
        errors.push(source.errorAt(at('payload', key), 'sends a captcha id, but the form has no image-captcha verification'));
      }
    }
    for (const name of Object.keys(top)) {
      if (!sent.has(name)) errors.push(source.errorAt(at('payload'), `does not send field "${name}", so what visitors type there would be lost`, 'key'));
    }
    if (imageCaptchaOf(form) && !Object.values(form.payload).some((e) => 'captchaId' in e)) {
      errors.push(source.errorAt(at('payload'), 'sends no { captchaId: true }: the server could not tell which captcha was answered', 'key'));
    }
  }
  if (form.encoding === 'form') {
    // Form encoding carries text: a number, a yes/no or a group sent as its own entry would come
    // back as text and fail its own schema. Inside a json: entry it keeps its type.
    for (const [key, entry] of Object.entries(form.payload ?? Object.fromEntries(Object.keys(top).map((n) => [n, { field: n }])))) {
      const name = 'field' in entry ? entry.field : undefined;
      const fieldType = name ? recordAt(top, name).type : undefined;
      if (name && name in top && fieldType !== 'string') {
        errors.push(source.errorAt(form.payload ? at('payload', key) : at('encoding'), `sends field "${name}" (${String(fieldType)}) form-encoded, where it would arrive as text; put it in a json: entry or use encoding: json`));
      }
    }
  }
  const listed = form.verifications.length > 1;
  form.verifications.forEach((verification, i) => {
    const where = (...rest: Path) => (listed ? at('verification', i, ...rest) : at('verification', ...rest));
    mustBeField(verification.field, where('field'));
    if (verification.field in top && !form.schema.required?.includes(verification.field)) {
      errors.push(source.errorAt(where('field'), `must be listed under required: in ${schemaFile(form.id)}: a form cannot be verified without it`));
    }
    if (verification.kind === 'email-code') {
      if (!verification.email) errors.push(source.errorAt(where(), 'needs email: <field> to send the code to'));
      else mustBeField(verification.email, where('email'));
    }
    if (form.verifications.findIndex((v) => v.kind === verification.kind) < i) {
      errors.push(source.errorAt(where('kind'), `is the second ${verification.kind} of the form: one of each kind at most (an image captcha and an e-mailed code)`));
    } else if (form.verifications.findIndex((v) => v.field === verification.field) < i) {
      errors.push(source.errorAt(where('field'), `is the field of another verification of the form: each needs a field of its own`));
    }
  });
  form.secret.forEach((name, i) => mustBeField(name, at('secret', i)));
}

function checkUiSchema(form: FormModel, source: YamlSource, errors: ConfigError[]): void {
  const walk = (ui: Record<string, unknown>, schema: Record<string, unknown>, path: Path) => {
    const properties = recordsAt(schema, 'properties');
    for (const [key, value] of Object.entries(ui)) {
      if (key === 'ui:order') {
        const order = stringsAt(ui, key);
        order.forEach((name, i) => {
          if (name !== '*' && !(name in properties)) errors.push(source.errorAt([...path, key, i], `is not a field of ${schemaFile(form.id)}`));
        });
        const left = Object.keys(properties).filter((name) => !order.includes(name));
        if (left.length && !order.includes('*')) errors.push(source.errorAt([...path, key], `leaves out ${left.join(', ')}: list every field, or end with "*" for the rest`, 'key'));
      } else if (!key.startsWith('ui:')) {
        if (!(key in properties)) errors.push(source.errorAt([...path, key], `is not a field of ${schemaFile(form.id)} (${Object.keys(properties).join(', ')})`, 'key'));
        else walk(isRecord(value) ? value : {}, properties[key] ?? {}, [...path, key]);
        // A password typed into the page must never reach the draft in sessionStorage.
        if (path.length === 0 && isRecord(value) && value['ui:widget'] === 'password' && !form.secret.includes(key)) {
          errors.push(source.errorAt([key, 'ui:widget'], `makes "${key}" a password, so ${formsFile} must list it under secret: of form "${form.id}" (never kept in the browser's draft, stored only hashed)`));
        }
      }
    }
  };
  walk(form.ui, form.schema, []);
}

/** The locales that show each form: those of the pages with its section, and of menus with its dialog. */
function formUsage(ctx: FormsContext, known: Set<string>): Map<string, LocaleId[]> {
  const usage = new Map<string, Set<LocaleId>>();
  const use = (form: string, locale: LocaleId) => usage.set(form, (usage.get(form) ?? new Set()).add(locale));
  const unknown = (form: string) => !known.has(form) && !known.has('*');
  const listed = () => [...known].filter((k) => k !== '*').join(', ') || 'none yet';

  for (const [pageId, page] of Object.entries(ctx.pages)) {
    page.sections.forEach((section, i) => {
      if (section.type !== 'form') return;
      if (unknown(section.form)) {
        const where = pageSource(ctx.checked, pageId);
        if (where) ctx.errors.push(where.errorAt(['sections', i, 'form'], `names form "${section.form}", which is not in ${formsFile} (${listed()})`));
        return;
      }
      for (const route of ctx.routes) if (route.page === pageId) use(section.form, route.locale);
    });
  }
  for (const navSource of [...ctx.checked.header.values(), ...ctx.checked.footer.values()]) {
    const nav = navSource.data;
    if (!nav.dialog) continue;
    // A menu of a locale the site does not declare is reported by the site check.
    const locale = ctx.localeIds.find((id) => id === nav.locale);
    if (unknown(nav.dialog.form)) ctx.errors.push(navSource.errorAt(['dialog', 'form'], `names form "${nav.dialog.form}", which is not in ${formsFile} (${listed()})`));
    else if (locale) use(nav.dialog.form, locale);
  }
  // A form for logged-in members is shown wherever the visitor form it replaces is.
  const raw = ctx.checked.forms.get(formsFile)?.data.forms ?? {};
  for (const [id, form] of Object.entries(raw)) {
    if (form.signedIn) for (const locale of usage.get(id) ?? []) use(form.signedIn, locale);
  }
  return new Map([...usage].map(([form, locales]) => [form, [...locales].sort()]));
}

/**
 * The words of a form in one locale: its title, submit label and success text, a label for each
 * field and group, a name for each option, and a message for every way each field can fail
 * (its own, or the shared one under errors:), so nobody ever reads ajv's English or a regex.
 */
function checkFormTexts(form: FormModel, locale: LocaleId, ctx: FormsContext): void {
  const file = textsFile(locale);
  const all = ctx.messages[locale]?.forms;
  const node = lookupNode(all, [form.id]);
  const texts = typeof node === 'object' ? node : undefined;
  const missing: string[] = [];
  const need = (path: string[]) => {
    if (typeof lookupNode(texts, path) !== 'string') missing.push([form.id, ...path].join('.'));
  };
  need(['title']);
  need(['submit']);
  need(['success']);
  for (const group of formGroups(form.schema)) need([...fieldTextPath(group), 'label']);
  for (const field of formFields(form.schema)) {
    const base = fieldTextPath(field.path);
    need([...base, 'label']);
    // Options from config (choices:) are named by config: package names come from common.yaml.
    const named = !(field.path.join('.') in form.choices);
    const options = listAt(field.schema, 'enum');
    for (const option of options) if (named && options.length > 1) need([...base, 'options', String(option)]);
    for (const keyword of keywordsOf(field)) {
      if (keyword === 'enum' && options.length === 1) continue;
      const own = lookupMessage(texts, [...base, 'errors', keyword].join('.'));
      if (!own && !lookupMessage(all, `errors.${keyword}`)) missing.push(`${[form.id, ...base, 'errors', keyword].join('.')} (or errors.${keyword} for every form)`);
    }
  }
  if (missing.length === 0) return;
  const textsSource = ctx.checked.messages.get(file);
  const where = textsSource ? `${file} lacks` : `${file} does not exist; it needs`;
  // Every missing text is named: a list cut short would leave the person guessing what else to write.
  const message = `form "${form.id}" is shown in ${locale}, but ${where}: ${missing.join(', ')}`;
  if (textsSource) ctx.errors.push(texts ? textsSource.errorAt([form.id], message, 'key') : textsSource.errorAt([], message));
  else if (!ctx.invalid.has(file)) ctx.errors.push(ctx.checked.forms.get(formsFile)?.errorAt(['forms', form.id], message, 'key') ?? { file: formsFile, line: 1, column: 1, pointer: '', message });
}

function checkEndpointsUnique(raw: Record<string, RawForm>, source: YamlSource, errors: ConfigError[]): void {
  const seen = new Map<string, string>();
  for (const [id, form] of Object.entries(raw)) {
    const other = seen.get(form.endpoint.path);
    // A form for logged-in members shares its visitor form's endpoint (signedIn:).
    const pair = other !== undefined && (raw[other]?.signedIn === id || form.signedIn === other);
    if (other && !pair) errors.push(source.errorAt(['forms', id, 'endpoint', 'path'], `is also the endpoint of form "${other}"; each form needs its own`));
    seen.set(form.endpoint.path, id);
  }
}
