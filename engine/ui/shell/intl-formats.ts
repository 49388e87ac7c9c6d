const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Intl formatters made once per language and options: making one costs far more than using it
 * (the browser loads the language's data), and a section renders twice when it hydrates and
 * then shows live figures.
 */
export function numberFormat(lang: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${lang} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(lang, options)));
  return format;
}

export function dateTimeFormat(lang: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${lang} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(lang, options)));
  return format;
}
