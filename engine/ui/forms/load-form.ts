import forms from 'virtual:site/forms';
import type { FormBundle } from '../../config/form-bundle-shape';

export interface LoadedForm {
  bundle: FormBundle;
  validators: Record<string, (data: unknown) => boolean>;
}

const loading = new Map<string, Promise<LoadedForm>>();

/**
 * The form's texts and precompiled validator for a locale, fetched once per page: the same
 * promise serves the prerender, hydration and every later render (React's use() needs that).
 */
export function loadForm(form: string, locale: string): Promise<LoadedForm> {
  const key = `${form}/${locale}`;
  let promise = loading.get(key);
  if (!promise) {
    const load = forms[key];
    promise = load ? load() : Promise.reject(new Error(`form "${form}" has no texts for ${locale} (config/forms.yaml, locales/${locale}/forms.yaml)`));
    loading.set(key, promise);
    // A failed chunk load may succeed later (a flaky network): let the next render try again.
    promise.catch(() => loading.delete(key));
  }
  return promise;
}
