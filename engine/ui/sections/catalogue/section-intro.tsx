import { useTranslation } from 'react-i18next';

/** A section's heading (h1 when it opens the page) and optional body text. */
export function SectionIntro({ heading, body, index }: { heading: string; body?: string; index: number }) {
  const { t } = useTranslation();
  const Heading = index === 0 ? 'h1' : 'h2';
  return (
    <>
      <Heading>{t(heading)}</Heading>
      {body && <p className="catalogue-section__body">{t(body)}</p>}
    </>
  );
}
