/**
 * Pure helpers of the proof sections (timeline, team, awards, testimonials, wordmarks) and the
 * card grids: no React, no browser, so unit tests call them directly. The sections render at
 * build time only (HTML without islands), so Intl runs in Node with its full ICU data.
 */

/**
 * How many columns a grid of `count` items shows at its widest, never more than `most`: every
 * row full where a smaller count allows it (4 items in a grid of at most 3 -> 2 by 2, 6 of at
 * most 4 -> 3 by 2), or the fewest empty places in the last row, which the CSS centres (7 of
 * at most 4 -> 4 and 3; 5 of at most 4 -> 3 and 2). One column less than `most` at the least,
 * and two columns only for two rows (8 of at most 3 -> 3, 3 and 2, not four rows of two).
 */
export function fillColumns(count: number, most: number): number {
  if (count <= most) return Math.max(1, count);
  const empty = (columns: number) => (columns - (count % columns)) % columns;
  const fewer = most - 1;
  if (fewer < 2 || empty(fewer) >= empty(most)) return most;
  // Two columns only where they make at most two rows: eight features two by two read as a list.
  return fewer >= 3 || count <= 2 * fewer ? fewer : most;
}

/** The class names of a grid that fills its rows (content.css `.grid-fill`). */
export function gridFillClass(count: number, most: number): string {
  const columns = fillColumns(count, most);
  // Four items in a row of three would leave one alone: two by two at middle widths instead.
  return `grid-fill grid-fill--${columns}${count === 4 && columns === 4 ? ' grid-fill--pairs' : ''}`;
}

const han = /\p{Script=Han}/u;

/**
 * The letters of an avatar, from a person's name as written in the page's language: a Chinese
 * name gives its given name (the last two characters of 陈宇航, all of 王磊), a foreign name
 * in Chinese the part before the dot (安娜·索科洛娃 -> 安娜); names in Latin or Cyrillic
 * letters the first letters of their first and last words (Chen Yuhang -> CY, Анна Соколова -> АС).
 */
export function initialsOf(name: string): string {
  const trimmed = name.trim();
  if (han.test(trimmed)) {
    const [first = trimmed] = trimmed.split(/[·・•]/);
    const chars = [...first.replace(/\s+/g, '')];
    if (first !== trimmed) return chars.slice(0, 2).join('');
    return chars.length > 2 ? chars.slice(-2).join('') : chars.join('');
  }
  const words = trimmed.split(/[\s-]+/).filter(Boolean);
  const letter = (word: string | undefined) => (word ? [...word][0]!.toLocaleUpperCase() : '');
  return words.length > 1 ? `${letter(words[0])}${letter(words[words.length - 1])}` : letter(words[0]);
}

/**
 * One of `tones` colours for an id, the same in every language: a person keeps the colour of
 * their avatar whichever script their name is written in.
 */
export function toneOf(id: string, tones: number): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return hash % tones;
}

/**
 * A milestone's date as the timeline shows it, in the page's language: the year, and under it
 * the month as people name it on its own ("September", "сентябрь" -> "Сентябрь", "9月"). `date` is
 * 2014 or 2014-05 (the schema's pattern); a year alone has no month.
 */
export function milestoneParts(date: string, htmlLang: string): { year: string; month?: string } {
  const [year = date, month] = date.split('-');
  if (!month) return { year };
  if (/^zh/i.test(htmlLang)) return { year, month: `${Number(month)}月` };
  const name = new Intl.DateTimeFormat(htmlLang, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, Number(month) - 1, 15)));
  return { year, month: name.charAt(0).toLocaleUpperCase(htmlLang) + name.slice(1) };
}

/** A country's name in the page's language from its ISO code ("DE" -> "Germany", "德国", "Германия"). */
export function countryName(code: string, htmlLang: string): string {
  try {
    return new Intl.DisplayNames([htmlLang], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
