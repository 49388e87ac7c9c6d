import type { Page } from '@playwright/test';

/**
 * Refuses every request for the code files `pattern` matches, as a release that replaced them
 * would, and records the documents the page loads meanwhile (a reload shows as a second one).
 */
export async function refuseChunks(page: Page, pattern: RegExp): Promise<{ refused: () => number; documents: string[] }> {
  let refused = 0;
  await page.route(pattern, (route) => {
    refused += 1;
    return route.abort();
  });
  const documents: string[] = [];
  page.on('request', (request) => request.isNavigationRequest() && documents.push(new URL(request.url()).pathname));
  return { refused: () => refused, documents };
}
