import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Smooth scrolling moves the page for seconds; a reader who asks for reduced motion must not get
// it. The site's only smooth scroll is back to top, which checks the preference itself
// (scroll-to-top.ts, tested in shell.spec.ts); anchor links, tabs and ?contId= links jump. A
// stylesheet or script that turns smooth scrolling on must say what it does under reduced motion.
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.(css|tsx?)$/.test(e.name) ? [join(dir, e.name)] : []));

describe('reduced motion', () => {
  it('no file of the engine turns on smooth scrolling without a prefers-reduced-motion rule beside it', () => {
    const smooth = files('engine').filter((file) => {
      const text = readFileSync(file, 'utf8');
      return /scroll-behavior\s*:\s*smooth|behavior\s*:\s*['"]smooth['"]/.test(text) && !text.includes('prefers-reduced-motion');
    });
    expect(smooth).toEqual([]);
  });

  it('back to top asks for the reduced-motion preference before easing', () => {
    expect(readFileSync('engine/ui/shell/scroll-to-top.ts', 'utf8')).toContain("matchMedia('(prefers-reduced-motion: reduce)')");
  });
});
