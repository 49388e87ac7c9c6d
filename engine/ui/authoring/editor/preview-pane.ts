import { element } from './dom-element.js';
import { personaPreviewUrl, type PreviewChoice, type PreviewOption } from './editor-protocol.js';

export interface PreviewPane {
  /** Shows the saved file: reloads the frame unless the dev server reloaded it already. */
  showSaved(): void;
}

/** How long the dev server may take to reload a page frame itself after a save (its Vite client does). */
const ownReloadWaitMs = 1500;

/**
 * The preview beside the editor: an iframe of the persona preview (a demo persona and a locale
 * chosen above it) or of a page of the site. The choices are kept in the editor's address, so a
 * reload or a shared link shows the same preview.
 */
export function createPreviewPane(parent: HTMLElement, choice: PreviewChoice): PreviewPane {
  const bar = element('div', 'yaml-editor__preview-bar');
  const frame = element('iframe', 'yaml-editor__preview-frame');
  frame.title = 'Preview';
  parent.append(bar, frame);
  const params = new URLSearchParams(location.search);

  const pick = (name: string, label: string, options: PreviewOption[]): HTMLSelectElement => {
    const select = element('select', 'yaml-editor__select');
    select.name = name;
    select.setAttribute('aria-label', label);
    for (const option of options) select.add(new Option(option.label, option.value));
    const wanted = params.get(name);
    if (wanted && options.some((o) => o.value === wanted)) select.value = wanted;
    const labelled = element('label', 'yaml-editor__preview-choice');
    labelled.append(`${label} `, select);
    bar.append(labelled);
    return select;
  };

  let address: () => string | undefined;
  if (choice.kind === 'personas') {
    const persona = pick('persona', 'Persona', choice.personas);
    const locale = pick('locale', 'Locale', choice.locales);
    address = () => (persona.value && locale.value ? personaPreviewUrl(persona.value, locale.value) : undefined);
  } else {
    const page = pick('page', 'Page', choice.pages);
    address = () => page.value || undefined;
  }

  const show = () => {
    const url = address();
    if (url) frame.src = url;
    else bar.append('Nothing to preview until the config on disk passes the check.');
    const own = new URL(location.href);
    for (const select of bar.querySelectorAll('select')) own.searchParams.set(select.name, select.value);
    history.replaceState(null, '', own);
  };
  bar.addEventListener('change', show);
  show();

  return {
    showSaved() {
      // A page of the site has Vite's client, which reloads it once the dev server has taken in
      // the change; reloading it at once could show the old page. The persona preview is drawn
      // from the files on disk at each request, so it is reloaded at once.
      if (choice.kind === 'personas') {
        frame.contentWindow?.location.reload();
        return;
      }
      let reloaded = false;
      frame.addEventListener('load', () => (reloaded = true), { once: true });
      setTimeout(() => {
        if (!reloaded) frame.contentWindow?.location.reload();
      }, ownReloadWaitMs);
    },
  };
}
