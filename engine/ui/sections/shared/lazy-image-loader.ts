import type { LoadingSettings } from '../../content/shell-settings';

const watched = new WeakSet<HTMLImageElement>();

/**
 * Spec 9's image loading rules for one <img data-lazy>: one waiting with data-lazy-src gets its
 * src once it comes within the preload ratio of the window (an IntersectionObserver, so no scroll
 * handler), and a failed load is tried again up to `imageLoadAttempts` in all. Native
 * loading="lazy" is not used: Chromium starts such images 1250 px or more ahead, which loaded
 * every course picture at once. Plain DOM, so the islands runtime applies it to every picture of
 * a public page, which has no React there, and the LazyImage component to its own; an image is
 * watched once, whoever asks first.
 */
export function watchLazyImage(image: HTMLImageElement, { imageRootMargin, imageLoadAttempts }: Pick<LoadingSettings, 'imageRootMargin' | 'imageLoadAttempts'>): () => void {
  if (watched.has(image)) return () => {};
  watched.add(image);
  let tries = 1;
  const source = () => image.getAttribute('src') ?? image.dataset.lazySrc ?? '';
  const tryAgain = () => {
    if (tries >= imageLoadAttempts || !image.getAttribute('src')) return;
    tries += 1;
    image.src = source(); // setting src anew loads it again, even to the same address
  };
  image.addEventListener('error', tryAgain);
  let observer: IntersectionObserver | undefined;
  const pending = image.dataset.lazySrc;
  if (pending && !image.getAttribute('src')) {
    const load = () => {
      image.src = pending;
      delete image.dataset.lazySrc;
    };
    if (typeof IntersectionObserver === 'undefined') load();
    else {
      observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer?.disconnect();
        load();
      }, { rootMargin: imageRootMargin });
      observer.observe(image);
    }
  } else if (image.complete && image.naturalWidth === 0 && image.getAttribute('src')) {
    // It failed before anyone listened (the first screen's pictures load with the HTML).
    tryAgain();
  }
  return () => {
    observer?.disconnect();
    image.removeEventListener('error', tryAgain);
    watched.delete(image);
  };
}
