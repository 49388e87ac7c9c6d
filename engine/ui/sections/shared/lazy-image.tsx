import { useEffect, useRef } from 'react';
import shell from 'virtual:site/shell-settings';
import { watchLazyImage } from './lazy-image-loader';

interface Props {
  src: string;
  width: number;
  height: number;
  alt: string;
  className?: string;
  /** In the page's first section: loaded at once, as the browser finds it in the HTML. */
  firstScreen: boolean;
}

/**
 * An image with spec 9's loading rules (lazy-image-loader.ts). Below the first section it waits
 * with its address in data-lazy-src. Width and height stay on the element, so nothing moves as it
 * loads. React never sets its src after the first render: the loader does, once.
 *
 * A browser that runs no script never gives the waiting image its src: for it, a copy with the
 * address in <noscript> takes its place (styles/no-script.css hides the waiting one). A browser
 * that runs scripts reads that copy as text and fetches nothing from it, and React leaves a
 * noscript's content alone when it hydrates.
 */
export function LazyImage({ src, width, height, alt, className, firstScreen }: Props) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    return image ? watchLazyImage(image, shell.loading) : undefined;
  }, []);
  const image = (
    <img ref={ref} className={className} src={firstScreen ? src : undefined} data-lazy-src={firstScreen ? undefined : src} data-lazy=""
      width={width} height={height} alt={alt} decoding="async" />
  );
  if (firstScreen) return image;
  return (
    <>
      {image}
      {/* No loading="lazy": without scripts a browser loads every image as it reads the page (lazy
          loading needs scripting, HTML spec). */}
      <noscript>
        <img className={className} src={src} width={width} height={height} alt={alt} decoding="async" />
      </noscript>
    </>
  );
}
