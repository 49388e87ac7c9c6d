import { useTranslation } from 'react-i18next';
import type { VisibleChild } from '../../access/app-navigation';
import { AppLink } from './app-link';

/**
 * One entry of a dropdown (spec 2.8): its link, and when config gives them, an image, a heading,
 * a line of text and a 'learn more' link to the public page about it.
 */
export function NavCard({ child, current, onNavigate }: { child: VisibleChild; current: boolean; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { image, heading, text } = child.card;
  const rich = Boolean(image || heading || text);
  return (
    <li className={`app-card${rich ? ' app-card--rich' : ''}${current ? ' is-active' : ''}`}>
      {image && <img className="app-card__image" src={image} alt="" width="44" height="44" loading="lazy" />}
      <div className="app-card__body">
        <AppLink link={child} current={current} className="app-card__link" onNavigate={onNavigate} />
        {heading && <p className="app-card__heading">{t(heading)}</p>}
        {text && <p className="app-card__text">{t(text)}</p>}
        {child.learnMore && (
          // Several cards may say "learn more": the accessible name tells them apart.
          <a className="app-card__more" href={child.learnMore} onClick={onNavigate} aria-label={`${t('shell.learnMore')}: ${t(child.label)}`}>
            {t('shell.learnMore')}
          </a>
        )}
      </div>
    </li>
  );
}
