import type { FormModel, LocaleId, Messages, SiteModel } from '../config/site-model.js';
import { asGroup, lookupMessage, lookupNode } from '../config/message-lookup.js';
import { fieldTextPath, formFields, formGroups, failingKeywords } from '../config/form-fields.js';
import { countryOptions } from '../config/iso-countries.js';
import { packagePriceText } from '../config/price-placeholders.js';
import type { FormBundle } from '../config/form-bundle-shape.js';
import { rateLimitTexts } from '../config/rate-limit-texts.js';
import { declaredLocale } from '../config/locale-id.js';

export type { FormBundle } from '../config/form-bundle-shape.js';

export const validatorNameOf = (formId: string) => `validate_${formId.replace(/[^A-Za-z0-9]/g, '_')}`;

export function buildFormBundle(model: SiteModel, form: FormModel, locale: LocaleId): FormBundle {
  const all = model.messages[locale].forms;
  const own = asGroup(lookupNode(all, [form.id]));
  const text = (group: Messages, key: string) => lookupMessage(group, key);
  const must = (group: Messages, key: string) => text(group, key) ?? key; // the config check makes this unreachable
  const fields = formFields(form.schema);
  const validatorName = validatorNameOf(form.id);

  return {
    id: form.id,
    validatorName,
    schema: { ...form.schema, $id: validatorName },
    uiSchema: localisedUiSchema(form, own, all, choiceLabels(model, form, locale)),
    endpoint: form.endpoint,
    encoding: form.encoding,
    ...(form.payload ? { payload: form.payload } : {}),
    verifications: form.verifications,
    required: form.required,
    requiredOrder: form.schema.required ?? [],
    ...(form.next ? { nextPath: model.routes.find((r) => r.page === form.next!.page && r.locale === locale)?.path } : {}),
    ...(form.signedIn ? { loginPath: `${model.console.host}${model.console.login}` } : {}),
    notKept: [...form.secret, ...form.verifications.map((v) => v.field)],
    texts: {
      title: must(own, 'title'),
      ...(text(own, 'intro') ? { intro: text(own, 'intro') } : {}),
      ...(text(own, 'notice') ? { notice: text(own, 'notice') } : {}),
      ...(text(own, 'signIn') ? { signIn: text(own, 'signIn') } : {}),
      ...(text(own, 'memberSignIn') ? { memberSignIn: text(own, 'memberSignIn') } : {}),
      submit: must(own, 'submit'),
      success: must(own, 'success'),
      sending: must(all, 'sending'),
      failed: must(all, 'failed'),
      draftRestored: must(all, 'draftRestored'),
      close: must(all, 'close'),
      captcha: { label: must(all, 'captcha.label'), image: must(all, 'captcha.image'), refresh: must(all, 'captcha.refresh'), failed: must(all, 'captcha.failed') },
      sendCode: {
        send: must(all, 'sendCode.send'), countdown: must(all, 'sendCode.countdown'), sending: must(all, 'sendCode.sending'),
        // Spec 8: 'success' on send as on submit, unless the form words it (registration does).
        sent: text(own, 'codeSent') ?? must(own, 'success'),
      },
    },
    messages: {
      defaults: Object.fromEntries(failingKeywords.flatMap((k) => (text(all, `errors.${k}`) ? [[k, text(all, `errors.${k}`)!]] : []))),
      fields: Object.fromEntries(fields.map((f) => [f.path.join('.'), stringsOf(lookupNode(own, [...fieldTextPath(f.path), 'errors']))])),
    },
    codes: codeTexts(model, locale, asGroup(lookupNode(own, ['codes']))),
    ownCodes: Object.keys(asGroup(lookupNode(own, ['codes']))),
    transport: lookupMessage(model.messages[locale].common, `apiErrors.${model.errors.transport}`) ?? model.errors.transport,
    rateLimited: rateLimitTexts(model.errors, model.messages[locale].common, declaredLocale(model.site.locales, locale).htmlLang),
    ...(fields.some((f) => f.schema.format === 'country-code') ? { countries: countryOptions(locale) } : {}),
  };
}

function stringsOf(node: Messages | string | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(asGroup(node)).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** The ui schema of schemas/forms/ with this locale's words: titles, placeholders, hints, option names. */
function localisedUiSchema(form: FormModel, own: Messages, all: Messages, choices: Record<string, Record<string, string>>): Record<string, unknown> {
  const ui = structuredClone(form.ui) as Record<string, Record<string, unknown>>;
  const nodeAt = (path: string[]) => path.reduce<Record<string, unknown>>((node, name) => (node[name] ??= {}) as Record<string, unknown>, ui);
  for (const group of formGroups(form.schema)) nodeAt(group)['ui:title'] = lookupMessage(own, [...fieldTextPath(group), 'label'].join('.'));
  for (const field of formFields(form.schema)) {
    const node = nodeAt(field.path);
    const base = fieldTextPath(field.path).join('.');
    node['ui:title'] = lookupMessage(own, `${base}.label`);
    const placeholder = lookupMessage(own, `${base}.placeholder`) ?? (field.schema.format === 'country-code' ? lookupMessage(all, 'countryPrompt') : undefined);
    if (placeholder) node['ui:placeholder'] = placeholder;
    const help = lookupMessage(own, `${base}.help`);
    if (help) node['ui:help'] = help;
    const options = field.schema.enum as string[] | undefined;
    if (options) {
      const fromConfig = choices[field.path.join('.')];
      node['ui:enumNames'] = options.map((o) => fromConfig?.[o] ?? lookupMessage(own, `${base}.options.${o}`) ?? o);
      if (!node['ui:placeholder']) node['ui:placeholder'] = lookupMessage(all, 'choosePrompt');
    }
    const verification = form.verifications.find((v) => v.field === field.path.join('.'));
    if (verification) node['ui:widget'] = verification.kind;
  }
  return ui;
}

/** Option names of fields whose choices come from config: a package reads "Global Plus · USD 2,999". */
function choiceLabels(model: SiteModel, form: FormModel, locale: LocaleId): Record<string, Record<string, string>> {
  const htmlLang = model.site.locales.find((l) => l.id === locale)?.htmlLang ?? locale;
  const labels: Record<string, Record<string, string>> = {};
  for (const [field, source] of Object.entries(form.choices)) {
    if (source !== 'packages') continue;
    labels[field] = Object.fromEntries(model.pricing.packages.map((p) => [
      p.id, `${lookupMessage(model.messages[locale].common, p.name) ?? p.id} · ${packagePriceText(model.pricing, p, locale, htmlLang)}`,
    ]));
  }
  return labels;
}

/** Every code of config/errors.yaml and of the form's own codes:, resolved through the aliases. */
function codeTexts(model: SiteModel, locale: LocaleId, own: Messages): Record<string, string> {
  const common = model.messages[locale].common;
  const out: Record<string, string> = {};
  const codes = new Set([...Object.keys(model.errors.messages), ...Object.keys(model.errors.aliases), ...Object.keys(own)].map(Number));
  for (const code of codes) {
    const target = model.errors.aliases[code] ?? code;
    const text = (typeof own[code] === 'string' ? (own[code] as string) : undefined)
      ?? (typeof own[target] === 'string' ? (own[target] as string) : undefined)
      ?? (model.errors.messages[target] ? lookupMessage(common, `apiErrors.${model.errors.messages[target]}`) : undefined);
    if (text) out[code] = text;
  }
  return out;
}
