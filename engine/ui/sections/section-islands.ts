import type { PageSection } from '../../config/site-model';
import type { PageData } from '../content/page-data';
import type { IslandName } from '../islands/island-modules';
import { pickMessages, type IslandPayload, type IslandWhen } from '../islands/island-payload';

type SectionOf<T extends PageSection['type']> = Extract<PageSection, { type: T }>;

interface SectionIsland<T extends PageSection['type']> {
  name: IslandName;
  when: IslandWhen;
  /** What it shows depends on who is logged in: hydrated at once when a session may exist. */
  followsSession?: boolean;
  /** The texts and page data it reads, and nothing more (decision 017). */
  payload(section: SectionOf<T>, data: PageData): Omit<IslandPayload, 'props'>;
}

const linksOf = (data: PageData) => ({ pagePaths: data.pagePaths, hosts: data.hosts });

/**
 * The kinds of section that need code in the browser, as islands of a public page: each with
 * when it hydrates and the part of the page it reads. Every other kind is HTML only. Sections in
 * the first screen could use `load`; the ones below use `visible`, so a visitor who never
 * scrolls there never downloads them.
 */
export const sectionIslands: { [T in PageSection['type']]?: SectionIsland<T> } = {
  // Tabs switch panels.
  'product-tabs': {
    name: 'section:product-tabs',
    when: 'visible',
    payload: (section, data) => ({ texts: { page: pickMessages(data.messages.page, [section.text]) }, page: linksOf(data) }),
  },
  // The build's figures, then the statistics call's.
  'catalogue-figures': {
    name: 'section:catalogue-figures',
    when: 'visible',
    payload: (section, data) => ({
      texts: { page: pickMessages(data.messages.page, [section.heading, section.body]), catalogue: pickMessages(data.messages.catalogue, ['figures']) },
      // Only the summary: the figures section reads nothing else of the catalogue.
      page: { locale: data.locale, ...(data.catalogue ? { catalogue: { summary: data.catalogue.summary, summaryText: data.catalogue.summaryText } as PageData['catalogue'] } : {}) },
    }),
  },
  // The configured list, then the tools host's.
  'utility-tools': {
    name: 'section:utility-tools',
    when: 'visible',
    payload: (section, data) => {
      // Only this section's list; without one the section starts empty, as it would with none.
      const list = data.toolLists?.[section.list];
      return {
        texts: { page: pickMessages(data.messages.page, [section.text]) },
        page: { locale: data.locale, ...(list ? { toolLists: { [section.list]: list } } : {}) },
      };
    },
  },
  // A topic filter; and the item the address's ?id= names.
  'news-list': {
    name: 'section:news-list',
    when: 'load',
    payload: (section, data) => ({ texts: { page: pickMessages(data.messages.page, [section.text]) }, page: { locale: data.locale, news: data.news, ...linksOf(data) } }),
  },
  'news-item': {
    name: 'section:news-item',
    when: 'load',
    payload: (section, data) => ({ texts: { page: pickMessages(data.messages.page, [section.text]) }, page: { locale: data.locale, news: data.news, ...linksOf(data) } }),
  },
  // RJSF, its validator and the form's texts: hydrated at once, so a visitor can type and send.
  form: {
    name: 'section:form',
    when: 'load',
    followsSession: true,
    payload: (_section, data) => ({
      // siteContact: what its note for visitors without JavaScript offers (prerendered only, read by the same code).
      // pricing (packages, their levels, the term): what a member's re-buy notice says (renewal-note.tsx).
      page: {
        locale: data.locale, countdownSeconds: data.countdownSeconds, siteContact: data.siteContact,
        ...(data.signedInForms ? { signedInForms: data.signedInForms } : {}),
        ...(data.signedInForms && data.pricing ? { pricing: { ...data.pricing, bankTransfer: undefined } } : {}),
      },
    }),
  },
};
