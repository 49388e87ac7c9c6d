import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { illustrationPath, illustrationsOfLocale, type IllustrationId } from '../../config/illustrations';
import { lookupMessage } from '../../config/message-lookup';
import type { Messages, SiteModel } from '../../config/site-model';
import type { IllustrationProps } from './parts';
import { ShipmentsIllustration } from './shipments-illustration';
import { CompanyIllustration } from './company-illustration';
import { BuyersIllustration } from './buyers-illustration';
import { CrmIllustration } from './crm-illustration';
import { MarketingIllustration } from './marketing-illustration';
import { EmailIllustration } from './email-illustration';

/** The one place a new illustration is registered (its id in page.schema.json, its words in engine/config/illustrations.ts). */
export const illustrationComponents: Record<IllustrationId, ComponentType<IllustrationProps>> = {
  shipments: ShipmentsIllustration,
  company: CompanyIllustration,
  buyers: BuyersIllustration,
  crm: CrmIllustration,
  marketing: MarketingIllustration,
  email: EmailIllustration,
};

/**
 * One illustration as a stand-alone SVG file in one language: `texts` are that locale's
 * illustrations.yaml, `lang` its htmlLang. Rendered by the build (and the dev server), never in
 * the browser: pages show the file with an <img> (decision 032).
 */
export function renderIllustration(id: IllustrationId, lang: string, texts: Messages): string {
  const Illustration = illustrationComponents[id];
  const text = (key: string) => lookupMessage(texts, `${id}.${key}`) ?? `${id}.${key}`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${renderToStaticMarkup(<Illustration text={text} lang={lang} />)}\n`;
}

/** Every illustration the pages of each locale show, as files of the built site (path from its root). */
export function illustrationFiles(model: Pick<SiteModel, 'site' | 'routes' | 'pages' | 'messages'>): Array<{ path: string; svg: string }> {
  return model.site.locales.flatMap((locale) => illustrationsOfLocale(model.routes, model.pages, locale.id).map((id) => ({
    path: illustrationPath(locale.id, id),
    svg: renderIllustration(id, locale.htmlLang, model.messages[locale.id]?.illustrations ?? {}),
  })));
}
