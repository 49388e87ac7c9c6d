import { useEffect, useState } from 'react';
import type { ContentSection } from '../../../config/content-sections';
import { apiUrl } from '../../../api/api-hosts';
import { getEnvelope } from '../../../api/get-envelope';
import { toolListQuery, toolsFromRows, type ToolRow } from '../../../api/tool-list';
import { usePageData } from '../../page/page-data-context';
import { Icon } from './icons';
import { SectionFrame } from '../shared/section-frame';
import { useSectionText } from './use-section-text';
import './content.css';

type Tool = { name: string; url: string };

/**
 * The utility tools of the service page (spec 2.2 #utilities, spec 7). The list of config/tools.yaml
 * is prerendered; then the tools host is asked (page 1, 10 rows, spec 9), whose answer's first row
 * is the list's own heading and is skipped. If the host cannot be reached, the prerendered list stays.
 */
export function UtilityToolsSection({ section, index }: { section: Extract<ContentSection, { type: 'utility-tools' }>; index: number }) {
  const s = useSectionText(section.text);
  const { toolLists, apiHosts, locale } = usePageData();
  const [tools, setTools] = useState<Tool[]>(toolLists?.[section.list] ?? []);
  useEffect(() => {
    const controller = new AbortController();
    getEnvelope<{ rows: ToolRow[] }>(apiUrl(apiHosts, 'tools', `/api/list?${toolListQuery(section.list, locale.id)}`), { signal: controller.signal })
      .then((answer) => {
        if (answer?.code === 0) setTools(toolsFromRows(answer.data.rows));
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [apiHosts, locale.id, section.list]);
  return (
    <SectionFrame id={section.id} className="tools-section" heading={s.text('heading')} body={s.optional('body')} index={index} tone="tinted">
      <ul className="tools">
        {tools.map((tool) => (
          <li key={tool.url}>
            <a className="tools__link" href={tool.url} rel="noopener noreferrer">
              <Icon name="link" size={20} />
              <span>{tool.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
