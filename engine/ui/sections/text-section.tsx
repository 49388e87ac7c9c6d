import { useTranslation } from 'react-i18next';
import type { PageSection } from '../../config/site-model';

export function TextSection({ section, index }: { section: Extract<PageSection, { type: 'text' }>; index: number }) {
  const { t } = useTranslation();
  const Heading = index === 0 ? 'h1' : 'h2';
  return (
    <section className="text-section" id={section.id}>
      <div className="container">
        <Heading>{t(section.heading)}</Heading>
        {section.paragraphs.map((key) => (
          <p key={key}>{t(key)}</p>
        ))}
      </div>
    </section>
  );
}
