/** React Router needs a unique id per route; derive a stable, readable one from the path. */
export function routeModuleId(path: string, kind: 'page' | 'console' = 'page'): string {
  return `${kind}${path.replace(/[^A-Za-z0-9]+/g, '-')}`;
}
