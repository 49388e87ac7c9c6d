import { useEffect, useRef, useState } from 'react';
import shell from 'virtual:site/shell-settings';

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
 * An image with spec 9's loading rules (site.yaml constants): below the first section it gets its
 * src only once it comes within the preload ratio of the window (an IntersectionObserver, so no
 * scroll handler), and a failed load is tried again up to imageLoadAttempts in all. Native
 * loading="lazy" is not used: Chromium starts such images 1250 px or more ahead, which loaded
 * every course picture at once. Width and height stay on the element, so nothing moves as it loads.
 */
export function LazyImage({ src, width, height, alt, className, firstScreen }: Props) {
  const ref = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(firstScreen);
  const tries = useRef(1);
  const { imageRootMargin, imageLoadAttempts } = shell.loading;

  const tryAgain = () => {
    const image = ref.current;
    if (!image || tries.current >= imageLoadAttempts) return;
    tries.current += 1;
    image.src = src; // setting src anew loads it again, even to the same address
  };

  useEffect(() => {
    const image = ref.current;
    if (!image) return;
    // A first-screen image that failed before hydration: its error event came before onError was listening.
    if (near) {
      if (image.complete && image.naturalWidth === 0 && image.getAttribute('src')) tryAgain();
      return;
    }
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      setNear(true);
    }, { rootMargin: imageRootMargin });
    observer.observe(image);
    return () => observer.disconnect();
  }, [near, imageRootMargin]); // tryAgain reads only refs and props that never change for one image

  return (
    <img ref={ref} className={className} src={near ? src : undefined} width={width} height={height} alt={alt}
      decoding="async" onError={tryAgain} />
  );
}
