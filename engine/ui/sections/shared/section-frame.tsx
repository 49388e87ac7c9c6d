import type { ReactNode } from 'react';
import './section-frame.css';

/**
 * The frame every section built from config shares: its anchor, its heading (h1 when it opens the page) and
 * optional lead text. `tone` gives alternate sections a tinted background.
 */
export function SectionFrame({ id, className, heading, body, index, tone, children }: {
  id?: string; className: string; heading?: string; body?: string; index: number; tone?: 'plain' | 'tinted'; children: ReactNode;
}) {
  const Heading = index === 0 ? 'h1' : 'h2';
  return (
    <section className={`content-section ${className}${tone === 'tinted' ? ' content-section--tinted' : ''}`} id={id}>
      <div className="container">
        {heading && <Heading className="content-section__heading">{heading}</Heading>}
        {body && <p className="content-section__lead">{body}</p>}
        {children}
      </div>
    </section>
  );
}
