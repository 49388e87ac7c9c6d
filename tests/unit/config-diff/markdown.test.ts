import { describe, expect, it } from 'vitest';
import { changedText, code, longText, quote } from '../../../scripts/config-diff/markdown';

describe('config-diff: Markdown helpers', () => {
  it('quotes a text as written: Markdown and HTML characters are escaped, line breaks shown', () => {
    expect(quote('**Save** <b>20%</b>\nnow')).toBe('“\\*\\*Save\\*\\* &lt;b&gt;20%&lt;/b&gt; ⏎ now”');
  });

  it('keeps a name with a backtick inside its code span', () => {
    expect(code('a`b')).toBe('`` a`b ``');
    expect(code('nav.home')).toBe('`nav.home`');
  });

  it('shows short texts whole and long ones around the change, with an ellipsis where text was left out', () => {
    expect(changedText('Home', 'Start')).toBe('“Home” → “Start”');
    const head = 'x'.repeat(200);
    const [before = '', after = ''] = changedText(`${head} red ${head}`, `${head} blue ${head}`).split(' → ');
    expect(before).toMatch(/^“…x+ red x+…”$/);
    expect(after).toMatch(/^“…x+ blue x+…”$/);
    expect(after.length).toBeLessThan(longText);
  });

  it('cuts a long text at word boundaries', () => {
    const text = (word: string) => `${'Customs declarations and bills of lading from many countries. '.repeat(3)}See who ${word} your product and how their shipments change over the seasons, ${'with company profiles you can act on. '.repeat(3)}`;
    expect(changedText(text('imports'), text('buys'))).toBe('“…many countries. See who imports your product and how their…” → “…many countries. See who buys your product and how their…”');
  });

  it('a long text that changed throughout is cut once, never to nothing', () => {
    const [before = '', after = ''] = changedText('a'.repeat(300), 'b'.repeat(300)).split(' → ');
    expect(before).toBe(`“${'a'.repeat(longText - 1)}…”`);
    expect(after).toBe(`“${'b'.repeat(longText - 1)}…”`);
  });
});
