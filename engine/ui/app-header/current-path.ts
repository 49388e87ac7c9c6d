import type { VisibleItem } from '../../access/app-navigation';

/**
 * The path an href leads to, comparable with the router's pathname: console links carry the
 * console host when it is another origin, and a trailing slash or a query says nothing about
 * which page it is.
 */
function pathOf(href: string): string {
  const path = /^https?:\/\//i.test(href) ? new URL(href).pathname : href.replace(/[?#].*$/, '');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Whether a header link points at the page being shown. */
export function isCurrentHref(href: string, currentPath: string): boolean {
  return pathOf(href) === pathOf(currentPath);
}

/** An item is active when it is the current page, or a dropdown holding it (spec 2.8: active flag). */
export function isActiveItem(item: VisibleItem, currentPath: string): boolean {
  if (item.link) return isCurrentHref(item.link.href, currentPath);
  return item.children.some((child) => isCurrentHref(child.href, currentPath));
}

/** The dropdown that holds the current page: what the console page's side navigation lists. */
export function sectionOf(items: VisibleItem[], currentPath: string): VisibleItem | undefined {
  return items.find((item) => !item.link && isActiveItem(item, currentPath));
}
