import type { ContentSection } from '../../../config/content-sections';
import { usePageData } from '../../page/page-data-context';
import { queryIndexScript } from '../../page/query-head-script';
import { SectionLink } from './section-link';
import { useSectionText } from './use-section-text';
import './proof.css';

type Props = { section: Extract<ContentSection, { type: 'query-index' }>; index: number };

/**
 * A compact index of the values of a page that stands for several (/en/solutionsdetail?contId=998
 * is the buyers' page): a link to each value's own address, and first, optionally, to the page
 * that lists them all. The value the page was opened with is marked as the current page while the
 * index is parsed (query-head-script.ts); HTML and one constant inline script, no island.
 */
export function QueryIndexSection({ section, index }: Props) {
  const s = useSectionText(section.text);
  const { route, page } = usePageData();
  const param = page.queryAnchor?.param;
  const headingId = `${section.id ?? `index-${index}`}-heading`;
  return (
    <nav className="query-index" id={section.id} aria-labelledby={headingId}>
      <div className="container">
        <h2 className="query-index__heading" id={headingId}>{s.text('heading')}</h2>
        <ul className="query-index__list">
          {section.overview && (
            <li><SectionLink link={section.overview} className="query-index__link query-index__link--overview">{s.text('overview')}</SectionLink></li>
          )}
          {section.items.map((item) => (
            <li key={item.id}>
              <a className="query-index__link" href={param ? `${route.path}?${new URLSearchParams({ [param]: item.value }).toString()}` : undefined} data-query-value={item.value}>
                {s.text(`items.${item.id}.label`)}
              </a>
            </li>
          ))}
        </ul>
        <script dangerouslySetInnerHTML={{ __html: queryIndexScript }} />
      </div>
    </nav>
  );
}
