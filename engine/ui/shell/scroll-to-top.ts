/**
 * Spec 9: every 16 ms the page moves up by a fifth of what is left, which eases out smoothly.
 * Visitors who ask for reduced motion jump straight to the top.
 */
export function scrollToTop(): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, 0);
    return;
  }
  const timer = window.setInterval(() => {
    const offset = window.scrollY;
    if (offset <= 1) {
      window.clearInterval(timer);
      window.scrollTo(0, 0);
      return;
    }
    window.scrollTo(0, offset - Math.ceil(offset / 5));
  }, 16);
}
