import { beforeAll, describe, expect, it } from 'vitest';
import { routesSection } from '../../../scripts/config-diff/route-changes';
import { present } from '../present';
import { editedModel, projectModel } from './project-model';

describe('config-diff: routes and redirects', () => {
  beforeAll(() => void projectModel(), 60_000);

  it('says nothing when routes and redirects are the same', () => {
    expect(routesSection(projectModel(), editedModel(() => {}))).toBeUndefined();
  });

  it('lists routes added, removed and showing another page', () => {
    const after = editedModel((m) => {
      m.routes = m.routes.filter((r) => r.path !== '/en/aboutus');
      m.routes.push({ path: '/en/careers', locale: 'en', page: 'joinus', layout: 'en', prerender: true });
      present(m.routes.find((r) => r.path === '/en/contact'), 'the English contact route').page = 'aboutus';
    });
    const lines = present(routesSection(projectModel(), after), 'a routes section').lines;
    expect(lines).toContain('- route added: `/en/careers` (en, page `joinus`)');
    expect(lines).toContain('- route removed: `/en/aboutus` (en, page `aboutus`)');
    expect(lines).toContain('- route `/en/contact`: page `contact` → `aboutus`');
  });

  it('lists redirects added, removed and leading elsewhere, and a new fallback', () => {
    const after = editedModel((m) => {
      m.redirects.moved = m.redirects.moved.filter((r) => r.from !== '/home');
      m.redirects.moved.push({ from: '/pricing', to: '/en/package' });
      present(m.redirects.moved.find((r) => r.from === '/aboutus'), 'the /aboutus redirect').to = '/en/contact';
      m.redirects.unmatched.push({ contains: '/de', to: '/en' });
      m.redirects.fallback = '/en';
    });
    const lines = present(routesSection(projectModel(), after), 'a routes section').lines;
    expect(lines).toContain('- moved (301) redirect added: `/pricing` → `/en/package`');
    expect(lines).toContain('- moved (301) redirect removed: `/home` → `/en`');
    expect(lines).toContain('- moved (301) redirect `/aboutus` now leads to `/en/contact` (was `/en/aboutus`)');
    expect(lines).toContain('- unmatched-path rule added: contains /de → `/en`');
    expect(lines).toContain('- every other path now goes to `/en` (was `/cn`)');
  });

  it('notices unmatched-path rules put in another order, since the first that matches applies', () => {
    const after = editedModel((m) => void m.redirects.unmatched.reverse());
    expect(routesSection(projectModel(), after)?.lines).toEqual(['- unmatched-path rules are tried in a new order (the first that matches applies)']);
  });
});
