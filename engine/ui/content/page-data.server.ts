// Build-time only (the .server suffix keeps it out of the browser bundle): the whole site model,
// validated by the site-config Vite plugin, from which each page takes what it needs.
import model from 'virtual:site/full-model';
import { matchRoute } from '../../routing/route-match';
import { buildPageData, type PageData } from './page-data';

export function pageDataForPath(pathname: string): PageData {
  const match = matchRoute(pathname, model.routes);
  if (!match) throw new Error(`no route for ${pathname}`);
  return buildPageData(model, match.route);
}
