import { useTranslation } from 'react-i18next';
import type { PageSection } from '../../config/site-model';
import { useContext } from 'react';
import { PageDataContext } from '../page/page-data-context';
import { queryHeadScript } from '../page/query-head-script';
import { HeroVisual } from './hero-visual';

export function HeroSection({ section, index }: { section: Extract<PageSection, { type: 'hero' }>; index: number }) {
  const { t } = useTranslation();
  const Heading = index === 0 ? 'h1' : 'h2';
  // A page that stands for several picks its h1 here, as the page is parsed (query-head-script.ts).
  const page = useContext(PageDataContext);
  const queryHeads = index === 0 ? page?.head.queryHeads : undefined;
  const words = (
    <>
      <Heading className="hero__title">{t(section.heading)}</Heading>
      {section.body && <p className="hero__body">{t(section.body)}</p>}
      {queryHeads?.unknownNote && <p className="hero__note" role="status" data-query-note hidden>{queryHeads.unknownNote}</p>}
      {queryHeads && <script dangerouslySetInnerHTML={{ __html: queryHeadScript(queryHeads) }} />}
    </>
  );
  const visual = section.visual && page ? section.visual : undefined;
  return (
    <section className={visual ? 'hero hero--with-visual' : 'hero'} id={section.id}>
      <div className="container">
        {visual && page ? (
          <>
            <div className="hero__words">{words}</div>
            <HeroVisual illustration={visual.illustration} alt={t(visual.alt)} locale={page.locale.id} minWidth={page.breakpoints.large} firstScreen={index === 0} />
          </>
        ) : words}
      </div>
    </section>
  );
}
