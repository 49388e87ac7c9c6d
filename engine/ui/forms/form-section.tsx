import { lazy, Suspense } from 'react';
import type { PageSection } from '../../config/site-model';
import { usePageData } from '../page/page-data-context';
import { useSession } from '../session/session-context';
import { FormLoadBoundary } from './form-load-boundary';
import { NoScriptNote } from './no-script-note';
import { untilReloaded } from '../errors/chunk-reload';
import { RenewalNote } from './renewal-note';

// RJSF, the theme and the validator load with this chunk, only on pages that show a form.
const PageForm = lazy(() => untilReloaded(import('./page-form')));

/** A `form` section: the form of config/forms.yaml it names, with its own title and intro. */
export function FormSection({ section }: { section: Extract<PageSection, { type: 'form' }>; index: number }) {
  const data = usePageData();
  const session = useSession();
  // A logged-in member sees the form meant for members (config/forms.yaml signedIn:), once known.
  const member = session.status === 'loggedIn' ? data.signedInForms?.[section.form] : undefined;
  const formId = member ?? section.form;
  // A member's purchase: before the order is placed, what it does to a package that runs.
  const pricing = data.pricing;
  const renewal = member && pricing
    ? (values: Record<string, unknown>) => (
      <RenewalNote member={session.user?.member} packages={pricing.packages} chosen={values.package} termYears={pricing.termYears} lang={data.locale.htmlLang} />
    )
    : undefined;
  return (
    <section className="content-section form-section" id={section.id}>
      <div className="container">
        {/* Before the form: without scripts it cannot be sent, and its fields are hidden (forms.css). */}
        <NoScriptNote sentence="form" contact={data.siteContact} />
        <FormLoadBoundary key={formId}>
          <Suspense fallback={<div className="page-form page-form--loading" />}>
            <PageForm formId={formId} locale={data.locale.id} countdownSeconds={data.countdownSeconds} anchor={section.id} {...(renewal ? { beforeSubmit: renewal } : {})} />
          </Suspense>
        </FormLoadBoundary>
      </div>
    </section>
  );
}

// An island of public pages (islands/island-modules.ts): the runtime loads it by its default export.
export default FormSection;
