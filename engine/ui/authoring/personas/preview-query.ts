/**
 * The persona preview's address (docs/persona-preview.md), which other tools link to and embed:
 *
 *   /_authoring/personas?persona=<persona id>&locale=<locale id>[&view=grid]
 *
 * An unknown or missing persona or locale falls back to the first one offered, so a link made
 * before a persona or language was renamed still opens a page.
 */
export type PreviewView = 'single' | 'grid';

export interface PreviewQuery {
  /** A demo persona's id; absent in the address when the mix is one of the editor's own. */
  persona?: string;
  locale: string;
  view: PreviewView;
}

export function readPreviewQuery(search: string, offered: { personas: readonly string[]; locales: readonly string[] }): PreviewQuery & { persona: string } {
  const params = new URLSearchParams(search);
  const pick = (value: string | null, list: readonly string[]) => (value !== null && list.includes(value) ? value : (list[0] ?? ''));
  return {
    persona: pick(params.get('persona'), offered.personas),
    locale: pick(params.get('locale'), offered.locales),
    view: params.get('view') === 'grid' ? 'grid' : 'single',
  };
}

/** The query that reopens this state: persona (when a preset is shown), locale, and the grid. */
export function writePreviewQuery(query: PreviewQuery): string {
  const params = new URLSearchParams();
  if (query.persona) params.set('persona', query.persona);
  params.set('locale', query.locale);
  if (query.view === 'grid') params.set('view', 'grid');
  return `?${params.toString()}`;
}
