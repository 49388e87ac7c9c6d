import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Continent } from '../../../config/site-model';
import { continentAnchor } from '../../../config/catalogue-anchors';

interface Props<T> {
  groups: Array<{ continent: Continent; items: T[] }>;
  /** Keeps anchors unique when a page has two grouped sections. */
  anchorPrefix?: string;
  /** Plural key counting a group's items, e.g. catalogue:labels.countries. */
  countKey: string;
  /** The group's table, given its items and its continent's name (the table's label). */
  children: (items: T[], continentName: string) => ReactNode;
}

/** A jump list of continents, then each continent's heading (with its count) and table. */
export function ContinentGroups<T>({ groups, anchorPrefix, countKey, children }: Props<T>) {
  const { t } = useTranslation();
  const anchor = (continent: Continent) => (anchorPrefix ? `${anchorPrefix}-` : '') + continentAnchor(continent);
  const name = (continent: Continent) => t(`catalogue:continents.${continent}`);
  return (
    <>
      <nav className="catalogue-jump" aria-label={t('catalogue:labels.jumpToContinent')}>
        {groups.map((g) => <a key={g.continent} href={`#${anchor(g.continent)}`}>{name(g.continent)}</a>)}
      </nav>
      {groups.map((group) => (
        <div key={group.continent} className="catalogue-group">
          <h3 id={anchor(group.continent)}>
            {name(group.continent)} <span className="catalogue-group__count">{t(countKey, { count: group.items.length })}</span>
          </h3>
          {children(group.items, name(group.continent))}
        </div>
      ))}
    </>
  );
}
