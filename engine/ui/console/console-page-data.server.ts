// Build-time only (the .server suffix keeps it out of the browser bundle).
import model from 'virtual:site/full-model';
import { buildConsolePageData, type ConsolePageData } from './console-page-data';

export function consolePageDataForPath(pathname: string): ConsolePageData {
  return buildConsolePageData(model, pathname);
}
