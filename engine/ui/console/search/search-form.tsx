import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchableFields, type SearchField } from '../../../rules/search-availability';
import { chosenDataset, chosenField, searchRequestOf, type DatasetChoices, type FormProblem, type SearchScreen } from '../../../rules/shipment-search-screen';
import type { SearchDataset } from '../search-workspace-data';
import type { SearchFormat } from './search-format';

/**
 * The search form: a dataset (the member's own first, the others marked as not in their
 * packages), what to search by (only what that dataset offers, spec 5), the keyword and an
 * optional date range. What the form can tell (an empty keyword, an HS code that is not digits,
 * dates in the wrong order) it says at the field; the rest the server decides.
 */
export function SearchForm({ screen, choices, format, onSearch }: {
  screen: SearchScreen;
  choices: DatasetChoices<SearchDataset>;
  format: SearchFormat;
  onSearch(next: SearchScreen): void;
}) {
  const { t } = useTranslation();
  const ids = { dataset: useId(), field: useId(), keyword: useId(), hint: useId(), from: useId(), to: useId(), problem: useId() };
  const [draft, setDraft] = useState(screen);
  const [problem, setProblem] = useState<FormProblem>();
  const keywordRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  // Back and forward change the address: the form shows the search it now names.
  useEffect(() => {
    setDraft(screen);
    setProblem(undefined);
  }, [screen]);

  const dataset = chosenDataset(choices, draft.dataset);
  const field = chosenField(dataset, draft.field);
  const offered = dataset ? searchableFields(dataset) : [];
  const update = (change: Partial<SearchScreen>) => {
    setDraft((d) => ({ ...d, ...change }));
    setProblem(undefined);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!dataset || !field) return;
    const next: SearchScreen = { ...draft, dataset: dataset.value, field, page: 1 };
    const request = searchRequestOf(next, dataset, field);
    if (!request.ok) {
      setProblem(request.error);
      (request.error.field === 'keyword' ? keywordRef : toRef).current?.focus();
      return;
    }
    const { company: _company, ...search } = next;
    onSearch(search);
  };

  const problemText = problem && t(`search.form.problems.${problem.problem}`);
  const option = (d: SearchDataset) => <option key={d.value} value={d.value}>{format.dataset(d.value)}</option>;
  return (
    <form className="search-form" role="search" aria-label={t('search.form.label')} onSubmit={submit} noValidate>
      <div className="search-form__field search-form__field--dataset">
        <label htmlFor={ids.dataset}>{t('search.form.dataset')}</label>
        <select id={ids.dataset} value={dataset?.value ?? ''} onChange={(e) => update({ dataset: e.target.value })}>
          {choices.owned.length > 0 && <optgroup label={t('search.form.ownedGroup')}>{choices.owned.map(option)}</optgroup>}
          {choices.notOwned.length > 0 && <optgroup label={t('search.form.notOwnedGroup')}>{choices.notOwned.map(option)}</optgroup>}
        </select>
      </div>
      <div className="search-form__field">
        <label htmlFor={ids.field}>{t('search.form.field')}</label>
        <select id={ids.field} value={field ?? ''} onChange={(e) => update({ field: e.target.value as SearchField })}>
          {offered.map((f) => <option key={f} value={f}>{t(`search.form.fields.${f}`)}</option>)}
        </select>
      </div>
      <div className="search-form__field search-form__field--keyword">
        <label htmlFor={ids.keyword}>{t('search.form.keyword')}</label>
        <input
          ref={keywordRef} id={ids.keyword} type="search" value={draft.keyword} maxLength={200} autoComplete="off"
          inputMode={field === 'hscode' ? 'numeric' : undefined}
          aria-invalid={problem?.field === 'keyword' || undefined}
          aria-describedby={problem?.field === 'keyword' ? `${ids.problem} ${ids.hint}` : ids.hint}
          onChange={(e) => update({ keyword: e.target.value })}
        />
        <span id={ids.hint} className="search-form__hint">{field ? t(`search.form.hints.${field}`) : ''}</span>
      </div>
      <div className="search-form__field search-form__field--date">
        <label htmlFor={ids.from}>{t('search.form.from')}</label>
        <input id={ids.from} type="date" value={draft.from ?? ''} min="2000-01-01" onChange={(e) => update({ from: e.target.value || undefined })} />
      </div>
      <div className="search-form__field search-form__field--date">
        <label htmlFor={ids.to}>{t('search.form.to')}</label>
        <input
          ref={toRef} id={ids.to} type="date" value={draft.to ?? ''} min="2000-01-01"
          aria-invalid={problem?.field === 'endTime' || undefined} aria-describedby={problem?.field === 'endTime' ? ids.problem : undefined}
          onChange={(e) => update({ to: e.target.value || undefined })}
        />
      </div>
      <div className="search-form__actions">
        <button type="submit" className="button button--primary">{t('search.form.submit')}</button>
      </div>
      {problemText && <p id={ids.problem} className="search-form__problem" role="alert">{problemText}</p>}
    </form>
  );
}
