/**
 * A choice made before the form: a link such as /en/package?package=global-plus#buy opens the
 * purchase form with that package chosen. Only fields with a fixed list of options take a value
 * from the address, and only a value on that list, so a link can never put text into a form.
 */
export function choicesFromQuery(schema: Record<string, unknown>, search: string): Record<string, string> {
  const query = new URLSearchParams(search);
  const chosen: Record<string, string> = {};
  for (const [name, field] of Object.entries((schema.properties ?? {}) as Record<string, unknown>)) {
    const options = (field as { enum?: unknown[] }).enum;
    const value = query.get(name);
    if (value !== null && Array.isArray(options) && options.includes(value)) chosen[name] = value;
  }
  return chosen;
}

/**
 * The other way round: the address that opens the form with the same choices again, for a member
 * sent to log in from it (only fields with a fixed list of options, only values on that list).
 */
export function queryOfChoices(schema: Record<string, unknown>, values: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [name, field] of Object.entries((schema.properties ?? {}) as Record<string, unknown>)) {
    const options = (field as { enum?: unknown[] }).enum;
    const value = values[name];
    if (typeof value === 'string' && Array.isArray(options) && options.includes(value)) query.set(name, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
