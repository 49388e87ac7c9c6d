import { beforeAll, describe, expect, it } from 'vitest';
import { publicMenusSection } from '../../../scripts/config-diff/public-menu-changes';
import { present } from '../present';
import { editedModel, projectModel } from './project-model';

describe('config-diff: public headers and footers per locale', () => {
  beforeAll(() => void projectModel(), 60_000);

  it('says nothing when the menus are the same', () => {
    expect(publicMenusSection(projectModel(), editedModel(() => {}))).toBeUndefined();
  });

  it('names the menu and its locale for an entry lost, one gained, and a link that leads elsewhere', () => {
    const after = editedModel((m) => {
      const header = present(m.headers['header-en'], 'the English header');
      header.items = header.items.filter((i) => i.label !== 'nav.aboutus');
      const footer = present(m.footers['footer-ru'], 'the Russian footer');
      const privacy = present(footer.legal.find((l) => l.label === 'footer.privacy'), 'the privacy link');
      privacy.href = '/ru/content-privacy';
      footer.legal.push({ label: 'footer.faq', href: '/ru/content/faq', external: false, newTab: false });
    });
    const lines = present(publicMenusSection(projectModel(), after), 'a menus section').lines;
    expect(lines).toContainEqual(expect.stringMatching(/^- `header-en` \(en\): lost “About us” \(`nav\.aboutus` → `\/en\/aboutus`\)$/));
    expect(lines).toContainEqual(expect.stringMatching(/^- `footer-ru` \(ru\): gained “.+” \(`footer\.faq` → `\/ru\/content\/faq`\)$/));
    expect(lines).toContainEqual(expect.stringMatching(/^- `footer-ru` \(ru\): “.+” \(`footer\.privacy`\) now leads to `\/ru\/content-privacy` \(was `\/ru\/privacy`\)$/));
    expect(lines).toHaveLength(3);
  });

  it('knows a dropdown entry by its dropdown: the same label moved to another dropdown is lost there and gained here', () => {
    const after = editedModel((m) => {
      const header = present(m.headers['header-en'], 'the English header');
      const [solutions, services] = ['nav.solutions', 'nav.services'].map((l) => present(header.items.find((i) => i.label === l), l));
      const moved = present(solutions?.children.pop(), 'the last solutions entry');
      services?.children.push(moved);
    });
    const lines = present(publicMenusSection(projectModel(), after), 'a menus section').lines;
    expect(lines.filter((l) => l.includes('lost'))).toEqual([expect.stringContaining('`nav.solutions › nav.audience.media`')]);
    expect(lines.filter((l) => l.includes('gained'))).toEqual([expect.stringContaining('`nav.services › nav.audience.media`')]);
  });
});
