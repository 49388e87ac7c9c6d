import { describe, expect, it } from 'vitest';
import { rovingTarget } from '../../../engine/rules/roving-focus';

const names = ['Brazil: Import', 'Canada: Export', 'Chile: Import', 'Vietnam: Import, Export', 'Россия: Импорт', '越南: 进口'];

describe('roving focus in one tab stop (the coverage map\'s countries)', () => {
  it('moves to the next and previous item with the arrows, wrapping round at both ends', () => {
    expect(rovingTarget('ArrowRight', 0, names)).toBe(1);
    expect(rovingTarget('ArrowDown', 2, names)).toBe(3);
    expect(rovingTarget('ArrowRight', 5, names)).toBe(0);
    expect(rovingTarget('ArrowLeft', 3, names)).toBe(2);
    expect(rovingTarget('ArrowUp', 0, names)).toBe(5);
  });

  it('goes to the first and last item with Home and End', () => {
    expect(rovingTarget('Home', 4, names)).toBe(0);
    expect(rovingTarget('End', 1, names)).toBe(5);
  });

  it('goes to the next item starting with a letter typed, in either case and any script, cycling through them', () => {
    expect(rovingTarget('c', 0, names)).toBe(1);
    expect(rovingTarget('C', 1, names)).toBe(2);
    expect(rovingTarget('c', 2, names)).toBe(1);
    expect(rovingTarget('v', 0, names)).toBe(3);
    expect(rovingTarget('р', 0, names)).toBe(4);
    expect(rovingTarget('越', 0, names)).toBe(5);
  });

  it('leaves every other key to the browser: Enter, Tab, space, a letter no item starts with, modifiers', () => {
    for (const key of ['Enter', 'Tab', ' ', 'Shift', 'PageDown', 'x']) expect(rovingTarget(key, 0, names), key).toBeUndefined();
  });

  it('has nowhere to go in an empty group', () => {
    expect(rovingTarget('ArrowRight', 0, [])).toBeUndefined();
  });
});
