import { useTranslation } from 'react-i18next';
import type { PageSection } from '../../config/site-model';

export function HeroSection({ section, index }: { section: Extract<PageSection, { type: 'hero' }>; index: number }) {
  const { t } = useTranslation();
  const Heading = index === 0 ? 'h1' : 'h2';
  return (
    <section className="hero" id={section.id}>
      <div className="container">
        <Heading className="hero__title">{t(section.heading)}</Heading>
        {section.body && <p className="hero__body">{t(section.body)}</p>}
      </div>
    </section>
  );
}
