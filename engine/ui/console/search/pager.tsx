import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pageNumbers } from '../../../rules/shipment-search-screen';

/**
 * Pages of a list (spec 9: 20, 50 or 100 rows, never past the top page limit): previous, the
 * first, the last and the pages around the current one, next, and the page size.
 */
export function Pager({ label, current, last, pageSize, pageSizes, onPage, onPageSize }: {
  label: string;
  current: number;
  last: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPage(page: number): void;
  onPageSize(size: number): void;
}) {
  const { t } = useTranslation();
  const sizeId = useId();
  return (
    <div className="search-pager">
      {last > 1 && (
        <nav className="search-pager__pages" aria-label={label}>
          <button type="button" className="search-pager__step" disabled={current <= 1} onClick={() => onPage(current - 1)}>{t('search.pager.previous')}</button>
          <ul>
            {pageNumbers(current, last).map((n, i) => (n === 'gap'
              ? <li key={`gap-${i}`} aria-hidden="true">…</li>
              : (
                <li key={n}>
                  <button type="button" aria-current={n === current ? 'page' : undefined} aria-label={t('search.pager.page', { page: n })} onClick={() => n !== current && onPage(n)}>{n}</button>
                </li>
              )))}
          </ul>
          <button type="button" className="search-pager__step" disabled={current >= last} onClick={() => onPage(current + 1)}>{t('search.pager.next')}</button>
        </nav>
      )}
      <label className="search-pager__size" htmlFor={sizeId}>
        {t('search.pager.pageSize')}
        <select id={sizeId} value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
          {pageSizes.map((size) => <option key={size} value={size}>{size}</option>)}
        </select>
      </label>
    </div>
  );
}
