import { useEffect, useMemo, useRef, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { LocaleId } from '../../../config/site-model';
import { demoPersonas, personaIdentity } from '../../../access/demo-personas';
import { identityOfMix, knownOemDomains, mixOfPersona, personaOfMix, type PersonaMix } from '../../../access/persona-mix';
import { createConsoleI18n } from '../../console/console-i18n';
import type { PersonaPreviewData } from './persona-preview-data';
import { readPreviewQuery, writePreviewQuery } from './preview-query';
import { PersonaHeader } from './persona-header';
import { PersonaGrid } from './persona-grid';
import { PersonaFacts } from './persona-facts';
import { PersonaMixControls, PreviewSettingsControls, type PreviewSettings } from './persona-controls';

const oemDomains = knownOemDomains(demoPersonas);

/**
 * The persona preview (docs/persona-preview.md): the console's application header as any account
 * sees it, decided by the same functions as the live console, with no login and no API call.
 */
export function PersonaPreview({ data }: { data: PersonaPreviewData }) {
  const initial = useMemo(() => readPreviewQuery(window.location.search, { personas: demoPersonas.map((p) => p.id), locales: data.locales.map((l) => l.id) }), [data]);
  const [mix, setMix] = useState<PersonaMix>(() => {
    const persona = demoPersonas.find((p) => p.id === initial.persona) ?? demoPersonas[0];
    return persona ? mixOfPersona(persona) : { roles: [], permissions: [], downloadLimit: false, mainAccount: true, oemDomains: [] };
  });
  const [settings, setSettings] = useState<PreviewSettings>({ locale: initial.locale, view: initial.view, layout: 'wide' });
  const preset = personaOfMix(mix, demoPersonas);
  // The address may name a language the config no longer has: readPreviewQuery fell back already.
  const locale: LocaleId = data.locales.find((l) => l.id === settings.locale)?.id ?? (settings.locale as LocaleId);
  const htmlLang = data.locales.find((l) => l.id === locale)?.htmlLang ?? locale;
  const i18n = useMemo(() => createConsoleI18n(htmlLang, data.texts[locale] ?? { console: {}, common: {} }), [data, locale, htmlLang]);
  const chooseLocale = (id: string) => setSettings((s) => ({ ...s, locale: id }));

  // The address says what is shown, so a reload (the dev server reloads on every YAML change)
  // or a copied link opens the same view.
  useEffect(() => {
    try {
      window.history.replaceState(null, '', writePreviewQuery({ ...(preset ? { persona: preset.id } : {}), locale, view: settings.view }));
    } catch {
      // A browser may refuse to change a file:// address; the view itself is unaffected.
    }
  }, [preset, locale, settings.view]);

  const stage = useInertLinks();
  const identity = preset ? personaIdentity(preset) : identityOfMix(mix);
  return (
    <div className="persona-preview">
      <header className="persona-preview__intro">
        <h1>Persona preview</h1>
        <p>
          The console&apos;s application header as each kind of account sees it, decided from config/nav/app-header.yaml by the
          same rules as the live console. Links in the preview lead nowhere.
        </p>
      </header>
      <form className="persona-controls" aria-label="Preview settings" onSubmit={(e) => e.preventDefault()}>
        <PreviewSettingsControls settings={{ ...settings, locale }} locales={data.locales} onChange={setSettings} />
        {settings.view === 'single' && (
          <PersonaMixControls
            mix={mix}
            preset={preset}
            personas={demoPersonas}
            oemDomains={oemDomains}
            onChange={(next, presetId) => {
              const persona = demoPersonas.find((p) => p.id === presetId);
              setMix(persona ? mixOfPersona(persona) : next);
            }}
          />
        )}
      </form>
      <section ref={stage} className="persona-preview__stage" aria-label={settings.view === 'grid' ? 'Every demo account' : 'Header preview'} lang={htmlLang}>
        <I18nextProvider i18n={i18n}>
          {settings.view === 'grid' ? (
            <PersonaGrid data={data} personas={demoPersonas} locale={locale} layout={settings.layout} onLanguage={chooseLocale} />
          ) : (
            <>
              <PersonaFacts identity={identity} locale={locale} />
              <PersonaHeader
                data={data}
                identity={identity}
                name={preset?.nickname ?? 'Own mix'}
                {...(preset ? { email: preset.email } : {})}
                locale={locale}
                layout={settings.layout}
                onLanguage={chooseLocale}
              />
            </>
          )}
        </I18nextProvider>
      </section>
    </div>
  );
}

/** Header links would leave the preview (and lead nowhere from a file on disk): they stay put. */
function useInertLinks() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const stage = ref.current;
    if (!stage) return;
    const stay = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault();
    };
    stage.addEventListener('click', stay);
    return () => stage.removeEventListener('click', stay);
  }, []);
  return ref;
}
