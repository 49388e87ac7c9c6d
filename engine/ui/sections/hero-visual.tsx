import { illustrationPath, illustrationSize, type IllustrationId } from '../../config/illustrations';
import './hero-visual.css';

/** A transparent pixel: what the <img> shows where its <source> does not apply. No request. */
const nothing = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * A hero's product illustration, beside its words from the large breakpoint up (decision 032).
 * Narrower windows neither show nor download it: the <source> names the file only for wide
 * windows, and below that the <img> falls back to a pixel written in the page, hidden by CSS (so
 * its text alternative is not read either). In the first screen it is the largest element of the
 * page, so it loads at once and first; further down, when the browser gets to it.
 */
export function HeroVisual({ illustration, alt, locale, minWidth, firstScreen }: {
  illustration: IllustrationId; alt: string; locale: string; minWidth: number; firstScreen: boolean;
}) {
  const { width, height } = illustrationSize;
  return (
    <picture className="hero__visual">
      <source media={`(min-width: ${minWidth}px)`} srcSet={illustrationPath(locale, illustration)} width={width} height={height} />
      <img
        src={nothing} alt={alt} width={width} height={height} decoding="async"
        {...(firstScreen ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      />
    </picture>
  );
}
