import { forwardRef, useMemo, type ReactNode } from 'react';
import Form, { type IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, RJSFValidationError, RegistryWidgetsType, UiSchema } from '@rjsf/utils';
// The precompiled validator alone: the package's index also pulls in ajv's compiler.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { LoadedForm } from './load-form';
import type { EngineFormContext } from './form-context';
import { CountryWidget } from './widgets/country-widget';
import { ImageCaptchaWidget } from './widgets/image-captcha-widget';
import { EmailCodeWidget } from './widgets/email-code-widget';
import { fieldMessage } from '../../rules/form-messages';
import './forms.css';

type Values = Record<string, unknown>;

/** The engine's widgets by name: a ui schema's ui:widget, or a field's format (country-code). */
const widgets: RegistryWidgetsType = {
  'country-code': CountryWidget,
  'image-captcha': ImageCaptchaWidget,
  'email-code': EmailCodeWidget,
};

/**
 * A form of config/forms.yaml rendered by RJSF with the engine's widgets, checked by its
 * precompiled validator (no schema compiled in the browser), every message from the locales.
 */
export const ThemedForm = forwardRef<Form<Values, RJSFSchema, EngineFormContext>, {
  form: LoadedForm;
  context: EngineFormContext;
  formData: Values;
  onChange: (values: Values) => void;
  onSubmit: (values: Values) => void;
  /** Skip RJSF's own check on submit: a first-empty form stops at its first empty field first, then asks for validateForm (use-form-submission). */
  noValidate?: boolean;
  extraErrors?: ErrorSchema<Values>;
  children: ReactNode;
}>(function ThemedForm({ form, context, formData, onChange, onSubmit, noValidate, extraErrors, children }, ref) {
  const { bundle, validators } = form;
  const validator = useMemo(() => createPrecompiledValidator<Values, RJSFSchema, EngineFormContext>(validators, bundle.schema as RJSFSchema), [validators, bundle.schema]);
  const transformErrors = useMemo(() => messagesFrom(bundle), [bundle]);
  return (
    <Form<Values, RJSFSchema, EngineFormContext>
      ref={ref}
      className="engine-form"
      // Sent only by its code, as JSON; should it ever be sent by the browser itself (its code
      // not there), never as GET: the fields, a password among them, would be in the address.
      method="post"
      idPrefix={`form-${bundle.id}`}
      schema={bundle.schema as RJSFSchema}
      uiSchema={bundle.uiSchema as UiSchema<Values, RJSFSchema, EngineFormContext>}
      validator={validator}
      widgets={widgets}
      formContext={context}
      formData={formData}
      onChange={(e: IChangeEvent<Values>) => onChange(e.formData ?? {})}
      onSubmit={(e: IChangeEvent<Values>) => onSubmit(e.formData ?? {})}
      // RJSF logs every failed submit to the console unless someone listens.
      onError={() => undefined}
      transformErrors={transformErrors}
      extraErrors={extraErrors}
      noValidate={noValidate}
      noHtml5Validate
      // A `const: true` (accepting the terms) is a box the visitor ticks, never ticked for them.
      experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
      showErrorList={false}
      focusOnFirstError
    >
      {children}
    </Form>
  );
});

/**
 * ajv's errors -> the locale's words: the field's own message for that rule, else the one every
 * form shares. Nobody reads ajv's English or a regular expression.
 */
function messagesFrom(bundle: LoadedForm['bundle']) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors.map((error) => {
      const message = fieldMessage(bundle.messages, (error.property ?? '').replace(/^\./, ''), error.name ?? '', (error.params as { limit?: unknown } | undefined)?.limit);
      return { ...error, message, stack: message };
    });
}
