import { useTranslation } from 'react-i18next';
import type { LocaleId } from '../../../config/site-model';
import type { DemoPersona } from '../../../access/demo-personas';
import { personaIdentity } from '../../../access/demo-personas';
import { sessionFacts } from '../../../access/session-facts';
import { visibleAppHeader } from '../../../access/app-navigation';
import { headerMatrix, type MatrixRow } from '../../../access/header-matrix';
import type { PersonaPreviewData } from './persona-preview-data';
import { PersonaHeader, type HeaderLayout } from './persona-header';

const areaTitles: Record<MatrixRow['area'], string> = { nav: 'Main navigation', account: 'Account menu', systems: 'Systems drawer' };

/**
 * Every demo account at once, in one language: each one's real header, one under the other, then
 * a table of which entry each of them sees (dropdown entries included, which a header shows only
 * when opened), so a changed rule shows for everyone at a glance.
 */
export function PersonaGrid({ data, personas, locale, layout, onLanguage }: {
  data: PersonaPreviewData;
  personas: readonly DemoPersona[];
  locale: LocaleId;
  layout: HeaderLayout;
  onLanguage(id: string): void;
}) {
  const { t } = useTranslation();
  const views = personas.map((p) => {
    const identity = personaIdentity(p);
    return visibleAppHeader(data.appHeader, sessionFacts(identity, locale), { consoleHost: data.console.host }, identity.account?.oemDomains ?? []);
  });
  const rows = headerMatrix(data.appHeader, views);
  const htmlLang = data.locales.find((l) => l.id === locale)?.htmlLang;
  const areas = (Object.keys(areaTitles) as Array<MatrixRow['area']>).filter((area) => rows.some((r) => r.area === area));
  return (
    <div className="persona-grid" data-testid="persona-grid">
      {personas.map((persona, index) => (
        // Later headers would cover an earlier one's open dropdown: the earlier ones lie on top.
        <figure key={persona.id} className="persona-grid__header" style={{ zIndex: personas.length - index }} data-persona={persona.id}>
          <figcaption lang="en">{persona.nickname} <span className="persona-grid__email">{persona.email}</span></figcaption>
          <PersonaHeader data={data} identity={personaIdentity(persona)} name={persona.nickname} email={persona.email} locale={locale} layout={layout} onLanguage={onLanguage} />
        </figure>
      ))}
      <div className="persona-grid__table-wrap">
        <table className="persona-matrix" lang="en">
          <caption>Who sees which entry</caption>
          <thead>
            <tr>
              <th scope="col">Entry</th>
              {personas.map((p) => <th key={p.id} scope="col" data-persona={p.id}>{p.nickname}</th>)}
            </tr>
          </thead>
          {areas.map((area) => (
            <tbody key={area}>
              <tr><th scope="colgroup" colSpan={personas.length + 1} className="persona-matrix__area">{areaTitles[area]}</th></tr>
              {rows.filter((r) => r.area === area).map((row) => (
                <tr key={`${row.group ?? ''}/${row.label}`} className={row.group ? 'persona-matrix__child' : undefined}>
                  <th scope="row" lang={htmlLang}>
                    {row.group && <span className="visually-hidden">{t(row.group)}: </span>}
                    {row.literal ? row.label : t(row.label)}
                  </th>
                  {row.shown.map((shown, i) => (
                    <td key={personas[i]?.id ?? i} className={shown ? 'is-shown' : 'is-hidden'}>
                      <span aria-hidden="true">{shown ? '✓' : '–'}</span>
                      <span className="visually-hidden">{shown ? 'shown' : 'hidden'}</span>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </div>
  );
}
