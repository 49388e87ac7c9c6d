import { lazy, Suspense } from 'react';
import type { PageSection } from '../../config/site-model';
import { usePageData } from '../page/page-data-context';

// RJSF, the theme and the validator load with this chunk, only on pages that show a form.
const PageForm = lazy(() => import('./page-form'));

/** A `form` section: the form of config/forms.yaml it names, with its own title and intro. */
export function FormSection({ section }: { section: Extract<PageSection, { type: 'form' }>; index: number }) {
  const data = usePageData();
  return (
    <section className="content-section form-section" id={section.id}>
      <div className="container">
        <Suspense fallback={<div className="page-form page-form--loading" />}>
          <PageForm formId={section.form} locale={data.locale.id} apiHosts={data.apiHosts} countdownSeconds={data.countdownSeconds} />
        </Suspense>
      </div>
    </section>
  );
}
