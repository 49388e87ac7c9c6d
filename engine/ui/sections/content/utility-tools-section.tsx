import { useEffect, useState } from 'react';
import type { ContentSection } from '../../../config/content-sections';
import { toolListQuery, toolsFromRows, type ToolRow } from '../../../api/tool-list';
import { usePageData } from '../../page/page-data-context';
import { useSession } from '../../session/session-context';
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
  const { toolLists, locale } = usePageData();
  const { api } = useSession();
  const [tools, setTools] = useState<Tool[]>(toolLists?.[section.list] ?? []);
  useEffect(() => {
    let current = true;
    const query = Object.fromEntries(new URLSearchParams(toolListQuery(section.list, locale.id)));
    void api.get<{ rows: ToolRow[] }>('tools', '/api/list', query).then((result) => {
      if (current && result.s === 1 && result.code === 0 && Array.isArray(result.d?.rows)) setTools(toolsFromRows(result.d.rows));
    });
    return () => {
      current = false;
    };
  }, [api, locale.id, section.list]);
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

// An island of public pages (islands/island-modules.ts): the runtime loads it by its default export.
export default UtilityToolsSection;
