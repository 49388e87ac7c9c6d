import { useId } from 'react';
import { permissionNames, roleNames } from '../../../config/visibility-vocabulary';
import type { DemoPersona } from '../../../access/demo-personas';
import type { OemDomain, PersonaMix } from '../../../access/persona-mix';
import type { PreviewView } from './preview-query';
import type { HeaderLayout } from './persona-header';

export interface PreviewSettings {
  locale: string;
  view: PreviewView;
  layout: HeaderLayout;
}

/** What the preview shows: language, view and header layout, shared by both views. */
export function PreviewSettingsControls({ settings, locales, onChange }: {
  settings: PreviewSettings;
  locales: Array<{ id: string; label: string }>;
  onChange(next: PreviewSettings): void;
}) {
  const id = useId();
  return (
    <fieldset className="persona-controls__group">
      <legend>Show</legend>
      <label htmlFor={`${id}-locale`}>Language</label>
      <select id={`${id}-locale`} value={settings.locale} onChange={(e) => onChange({ ...settings, locale: e.target.value })}>
        {locales.map((l) => <option key={l.id} value={l.id} lang={l.id}>{l.label} ({l.id})</option>)}
      </select>
      <label htmlFor={`${id}-layout`}>Header layout</label>
      <select id={`${id}-layout`} value={settings.layout} onChange={(e) => onChange({ ...settings, layout: e.target.value as HeaderLayout })}>
        <option value="wide">Wide (desktop menu)</option>
        <option value="narrow">Narrow (collapsed menu)</option>
        <option value="window">As wide as this window</option>
      </select>
      <fieldset className="persona-controls__choices">
        <legend>View</legend>
        <label><input type="radio" name={`${id}-view`} value="single" checked={settings.view === 'single'} onChange={() => onChange({ ...settings, view: 'single' })} /> One account</label>
        <label><input type="radio" name={`${id}-view`} value="grid" checked={settings.view === 'grid'} onChange={() => onChange({ ...settings, view: 'grid' })} /> Every demo account side by side</label>
      </fieldset>
    </fieldset>
  );
}

/** Whose header: a demo account as a preset, or any mix of the facts the visibility rules read. */
export function PersonaMixControls({ mix, preset, personas, oemDomains, onChange }: {
  mix: PersonaMix;
  preset: DemoPersona | undefined;
  personas: readonly DemoPersona[];
  oemDomains: readonly OemDomain[];
  onChange(next: PersonaMix, presetId?: string): void;
}) {
  const id = useId();
  const toggle = (list: string[], name: string, on: boolean) => (on ? [...list, name] : list.filter((n) => n !== name));
  return (
    <>
      <fieldset className="persona-controls__group">
        <legend>Account</legend>
        <label htmlFor={`${id}-preset`}>Demo account</label>
        <select
          id={`${id}-preset`}
          value={preset?.id ?? ''}
          onChange={(e) => {
            const chosen = personas.find((p) => p.id === e.target.value);
            if (chosen) onChange(mix, chosen.id);
          }}
        >
          {!preset && <option value="">Own mix (no demo account has it)</option>}
          {personas.map((p) => <option key={p.id} value={p.id}>{p.nickname} ({p.email})</option>)}
        </select>
        <fieldset className="persona-controls__choices">
          <legend>Account level</legend>
          <label><input type="radio" name={`${id}-level`} checked={mix.mainAccount} onChange={() => onChange({ ...mix, mainAccount: true })} /> Main account</label>
          <label><input type="radio" name={`${id}-level`} checked={!mix.mainAccount} onChange={() => onChange({ ...mix, mainAccount: false })} /> Sub account</label>
        </fieldset>
      </fieldset>
      <fieldset className="persona-controls__group">
        <legend>Roles <span className="persona-controls__hint">(admin counts as info too)</span></legend>
        <div className="persona-controls__choices">
          {roleNames.map((role) => (
            <label key={role}><input type="checkbox" checked={mix.roles.includes(role)} onChange={(e) => onChange({ ...mix, roles: toggle(mix.roles, role, e.target.checked) })} /> {role}</label>
          ))}
        </div>
      </fieldset>
      <fieldset className="persona-controls__group">
        <legend>Permissions</legend>
        <div className="persona-controls__choices">
          {permissionNames.map((perm) => (
            <label key={perm}><input type="checkbox" checked={mix.permissions.includes(perm)} onChange={(e) => onChange({ ...mix, permissions: toggle(mix.permissions, perm, e.target.checked) })} /> {perm}</label>
          ))}
          <label>
            <input type="checkbox" checked={mix.downloadLimit && mix.permissions.includes('CDS')} disabled={!mix.permissions.includes('CDS')} onChange={(e) => onChange({ ...mix, downloadLimit: e.target.checked })} />
            {' '}CDS carries a download limit
          </label>
        </div>
      </fieldset>
      <fieldset className="persona-controls__group">
        <legend>OEM systems</legend>
        <div className="persona-controls__choices">
          {oemDomains.map((domain) => (
            <label key={domain.companyDomain}>
              <input
                type="checkbox"
                checked={mix.oemDomains.some((d) => d.companyDomain === domain.companyDomain)}
                onChange={(e) => onChange({ ...mix, oemDomains: e.target.checked ? [...mix.oemDomains, domain] : mix.oemDomains.filter((d) => d.companyDomain !== domain.companyDomain) })}
              />
              {' '}{domain.systemName.en ?? domain.companyDomain}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
