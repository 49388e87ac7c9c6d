import { describe, expect, it } from 'vitest';
import { previewChoice, type SiteShape } from '../../../engine/build/yaml-editor/preview-choices';
import { demoPersonas } from '../../../engine/access/demo-personas';
import { loadSiteModelFromDisk } from '../../../engine/config/read-source-files';
import { personaPreviewUrl } from '../../../engine/ui/authoring/editor/editor-protocol';

const loaded = loadSiteModelFromDisk();
if (!loaded.ok) throw new Error('the project config must pass its check');
const site: SiteShape = { locales: loaded.value.site.locales, routes: loaded.value.routes };

describe('what the editor previews beside a file', () => {
  it('shows the application header and the console through the persona preview, for each demo persona and locale', () => {
    for (const file of ['config/nav/app-header.yaml', 'config/console.yaml']) {
      expect(previewChoice(file, site)).toEqual({
        kind: 'personas',
        personas: demoPersonas.map((p) => ({ value: p.id, label: p.nickname })),
        locales: [{ value: 'zh-cn', label: '中文 (zh-cn)' }, { value: 'en', label: 'English (en)' }, { value: 'ru', label: 'Русский (ru)' }],
      });
    }
  });

  it('offers the locale of console texts first', () => {
    const choice = previewChoice('locales/ru/console.yaml', site);
    expect(choice.kind === 'personas' && choice.locales.map((l) => l.value)).toEqual(['ru', 'zh-cn', 'en']);
  });

  it('shows a page on its routes, and its texts of one locale on that locale\'s route', () => {
    expect(previewChoice('config/pages/contact.yaml', site)).toEqual({ kind: 'pages', pages: ['/cn/contact', '/en/contact', '/ru/contact'].map((p) => ({ value: p, label: p })) });
    expect(previewChoice('locales/en/pages/contact.yaml', site)).toEqual({ kind: 'pages', pages: [{ value: '/en/contact', label: '/en/contact' }] });
  });

  it('shows a menu and a locale\'s common texts on the home page of the locale that uses them', () => {
    expect(previewChoice('config/nav/header-ru.yaml', site)).toEqual({ kind: 'pages', pages: [{ value: '/ru', label: '/ru (Русский)' }] });
    expect(previewChoice('config/nav/footer-cn.yaml', site)).toEqual({ kind: 'pages', pages: [{ value: '/cn', label: '/cn (中文)' }] });
    expect(previewChoice('locales/en/common.yaml', site)).toEqual({ kind: 'pages', pages: [{ value: '/en', label: '/en (English)' }] });
  });

  it('shows any other file on every locale\'s home page', () => {
    expect(previewChoice('config/pricing.yaml', site)).toEqual({ kind: 'pages', pages: ['/cn (中文)', '/en (English)', '/ru (Русский)'].map((label) => ({ value: label.split(' ')[0], label })) });
  });

  it('addresses the persona preview by persona and locale', () => {
    expect(personaPreviewUrl('trade-search', 'zh-cn')).toBe('/_authoring/personas?persona=trade-search&locale=zh-cn');
  });
});
