import type { ShellSettings } from '../content/shell-settings';
import { writeLanguageCookie } from '../shell/language-cookie';
import { sendPageView } from '../shell/page-view-beacon';
import { scrollToTop } from '../shell/scroll-to-top';
import { scrollToQueryAnchor } from '../page/query-anchor-scroll';
import { watchLazyImage } from '../sections/shared/lazy-image-loader';
import { openFormDialog } from '../notifications/notification-bus';
import { chunkReloadStarted } from '../errors/chunk-reload';
import { startDocumentPrefetch } from './document-prefetch';
import { pressOnSpace } from '../shell/button-link';
import { startCoverageMapKeys } from '../sections/catalogue/coverage-map-keys';
import type { IslandPage } from './island-page';

/**
 * What a public page does in the browser outside its islands (decision 017), each a few lines
 * of DOM over the prerendered HTML: the `lang` cookie follows the page (spec 4); one page view
 * (spec 7); links fetched ahead and pictures loaded as they come near (spec 9); a ?contId= that
 * names a section scrolls there (spec 2.3); and the buttons of the HTML-only footer: back to top
 * and the `dialog:` buttons, whose dialog the page-overlays island shows; and the arrow keys
 * among the coverage map's countries, which Tab passes in one stop.
 */
export function startDocumentBehaviours(page: IslandPage, shell: ShellSettings): void {
  if (!page.keepsLanguageCookie) writeLanguageCookie(page.languageCookie, page.locale);
  scrollToQueryAnchor(page.queryAnchor);
  for (const image of document.querySelectorAll<HTMLImageElement>('img[data-lazy]')) {
    // A picture inside an island is its LazyImage component's to watch.
    if (!image.closest('[data-island]')) watchLazyImage(image, shell.loading);
  }
  startDocumentPrefetch(shell.loading);
  if (document.querySelector('.coverage-map')) startCoverageMapKeys();
  // The footer's links that act as buttons (shell/button-link.ts) answer Space too.
  document.addEventListener('keydown', pressOnSpace);
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-action="back-to-top"], [data-opens-form]') : null;
    // Buttons inside a hydrated island have their own handlers.
    if (!target || target.closest('[data-island]')) return;
    // Both may be links that work without a script (to the top, to the contact page): with one,
    // the page does better than follow them.
    if (target.dataset.action === 'back-to-top') {
      event.preventDefault();
      scrollToTop();
    } else if (target.dataset.opensForm && !(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)) {
      event.preventDefault();
      openFormDialog(target.dataset.opensForm, target);
    }
  });
  const endpoint = shell.pageViewEndpoint;
  if (endpoint) {
    // A task later: a page reloading at once for a failed chunk counts once, after its reload.
    setTimeout(() => {
      if (!chunkReloadStarted()) sendPageView(endpoint, { url: window.location.href.replace(/#.*$/, ''), referrer: document.referrer });
    }, 0);
  }
}
