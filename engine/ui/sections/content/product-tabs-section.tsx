import { useRef, useState, type KeyboardEvent } from 'react';
import { LearnMoreLabel } from './learn-more-label';
import type { ContentSection } from '../../../config/content-sections';
import { Icon } from './icons';
import { SectionFrame } from '../shared/section-frame';
import { SectionLink } from './section-link';
import { useSectionText } from './use-section-text';
import './content.css';

/**
 * Products side by side as tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between
 * tabs; every panel is in the prerendered HTML, the inactive ones hidden.
 */
export function ProductTabsSection({ section, index }: { section: Extract<ContentSection, { type: 'product-tabs' }>; index: number }) {
  const s = useSectionText(section.text);
  const [active, setActive] = useState(0);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  // From the section's place on the page, not useId: the same in the prerender and the island's hydration.
  const base = `tabs-${section.id ?? index}`;
  const select = (next: number) => {
    const wrapped = (next + section.tabs.length) % section.tabs.length;
    setActive(wrapped);
    tabs.current[wrapped]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: section.tabs.length - 1 };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      select(next);
    }
  };
  return (
    <SectionFrame id={section.id} className="tabs-section" heading={s.text('heading')} body={s.optional('body')} index={index} tone="tinted">
      {/* The tabs take focus (roving tabindex); the list only hears their arrow keys (WAI-ARIA tabs pattern). */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div className="tabs__list" role="tablist" aria-label={s.text('heading')} onKeyDown={onKeyDown}>
        {section.tabs.map((tab, i) => (
          <button key={tab.id} ref={(el) => { tabs.current[i] = el; }} type="button" role="tab" id={`${base}-tab-${i}`}
            aria-selected={i === active} aria-controls={`${base}-panel-${i}`} tabIndex={i === active ? 0 : -1}
            className="tabs__tab" onClick={() => setActive(i)}>
            {tab.icon && <Icon name={tab.icon} size={20} />}
            {s.text(`tabs.${tab.id}.label`)}
          </button>
        ))}
      </div>
      {section.tabs.map((tab, i) => {
        const points = s.group(`tabs.${tab.id}.points`);
        return (
          <div key={tab.id} role="tabpanel" id={`${base}-panel-${i}`} aria-labelledby={`${base}-tab-${i}`} hidden={i !== active} className="tabs__panel" tabIndex={0}>
            <h3>{s.text(`tabs.${tab.id}.title`)}</h3>
            <p>{s.text(`tabs.${tab.id}.body`)}</p>
            {points.length > 0 && <ul className="tabs__points">{points.map((p, j) => <li key={j}>{p}</li>)}</ul>}
            {tab.link && <SectionLink link={tab.link} className="text-link"><LearnMoreLabel label={s.optional(`tabs.${tab.id}.linkLabel`)} name={s.text(`tabs.${tab.id}.title`)} /></SectionLink>}
          </div>
        );
      })}
    </SectionFrame>
  );
}

// An island of public pages (islands/island-modules.ts): the runtime loads it by its default export.
export default ProductTabsSection;
