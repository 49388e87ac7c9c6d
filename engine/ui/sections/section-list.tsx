import type { PageSection } from '../../config/site-model';
import { sectionComponents } from './section-registry';
import { SectionBoundary } from './section-boundary';

export function SectionList({ sections }: { sections: PageSection[] }) {
  return (
    <>
      {sections.map((section, index) => {
        const Component = sectionComponents[section.type] as React.ComponentType<{ section: PageSection; index: number }>;
        return (
          <SectionBoundary key={index} name={`sections/${index} (${section.type})`}>
            <Component section={section} index={index} />
          </SectionBoundary>
        );
      })}
    </>
  );
}
