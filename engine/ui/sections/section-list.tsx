import type { ComponentType } from 'react';
import type { PageSection } from '../../config/site-model';
import { sectionComponents } from './section-registry';
import { SectionBoundary } from './section-boundary';
import { sectionIslands } from './section-islands';
import { Island } from '../islands/island';
import { usePageData } from '../page/page-data-context';
// Every page's sections share it: no page may overflow a phone (docs/accessibility.md).
import './long-words.css';

type SectionProps = { section: PageSection; index: number };

export function SectionList({ sections }: { sections: PageSection[] }) {
  const data = usePageData();
  return (
    <>
      {sections.map((section, index) => {
        const Component = sectionComponents[section.type] as ComponentType<SectionProps>;
        const island = sectionIslands[section.type] as (typeof sectionIslands)[PageSection['type']] | undefined;
        return (
          <SectionBoundary key={index} name={`sections/${index} (${section.type})`}>
            {island ? (
              <Island name={island.name} component={Component} when={island.when} followsSession={island.followsSession}
                payload={{ props: { section, index }, ...island.payload(section as never, data) }} />
            ) : (
              <Component section={section} index={index} />
            )}
          </SectionBoundary>
        );
      })}
    </>
  );
}
