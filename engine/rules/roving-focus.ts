/**
 * A group of many links that Tab passes in one stop (the coverage map's countries): which item a
 * key moves focus to inside it. The arrows go to the next or previous item in the group's order
 * and wrap round, Home and End to the first and last, and a letter to the next item whose name
 * starts with it (again and again through the items with that letter). Any other key is not the
 * group's: undefined, and the browser does what it always does with it.
 */
export function rovingTarget(key: string, current: number, names: readonly string[]): number | undefined {
  const count = names.length;
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
  // One printable character (not "Enter", "Tab", "Shift"...), not a space: a space scrolls the page.
  if ([...key].length !== 1 || key.trim() === '') return undefined;
  const letter = key.toLocaleLowerCase();
  for (let step = 1; step <= count; step++) {
    const index = (current + step) % count;
    if (names[index]!.trimStart().toLocaleLowerCase().startsWith(letter)) return index;
  }
  return undefined;
}
