/** React Router needs a unique id per route; derive a stable, readable one from the path. */
export function routeModuleId(path: string): string {
  return `page${path.replace(/[^A-Za-z0-9]+/g, '-')}`;
}
