import { describe, expect, it } from 'vitest';
import { clickGapTargetLine, formatClickGap, gapThrottling, gapTimeouts, summarizeGapRuns, type GapResult, type GapRun } from '../../scripts/bench/click-gap';

/** A run whose click had its effect `after` ms after the scripts arrived (at 5000 ms; FCP at 2000). */
const acted = (after: number): GapRun => ({ fcpMs: 2000, clickMs: 2050, scriptsMs: 5000, effectMs: 5000 + after, afterFcpMs: 3000 + after, afterScriptsMs: after });
const lost = (control: number): GapRun => ({ fcpMs: 2000, clickMs: 2050, scriptsMs: 5000, controlMs: control });

const result = (demo: GapRun[], menu: GapRun[]): GapResult => ({
  settings: { throttling: gapThrottling, timeouts: gapTimeouts, runs: demo.length, browser: 'Chromium', demo: 'Demo', menu: 'menu' },
  pages: [{ path: '/en', demo: summarizeGapRuns(demo), menu: summarizeGapRuns(menu) }],
});

/** npm run bench's gap (scripts/bench/click-gap.ts): a click made at the first paint. */
describe('the gap between the first paint and a click\'s effect', () => {
  it('takes the medians over the clicks that had their effect and counts the lost ones', () => {
    expect(summarizeGapRuns([acted(40), lost(2000), acted(80)])).toMatchObject({ lost: 1, afterScriptsMs: 60, afterFcpMs: 3060 });
    const none = summarizeGapRuns([lost(2000), lost(1000)]);
    expect(none.lost).toBe(2);
    expect(none.afterScriptsMs).toBeUndefined();
  });

  it('prints "never" for a button whose every early click was lost, with how long a click made after the scripts took', () => {
    const row = formatClickGap(result([lost(2100), lost(1900), lost(2500)], [acted(30), acted(50), lost(60)])).split('\n').find((line) => line.startsWith('/en'))!;
    expect(row).toMatch(/never\s+never \(late 2100\)/);
    expect(row).toContain('3040 (1/3 lost)');
    expect(row).toContain('40 (1/3 lost)');
  });

  it('meets the target only when no click is lost and every one is acted on within 100 ms of the scripts', () => {
    expect(clickGapTargetLine(result([acted(20), acted(90)], [acted(10), acted(100)]))).toMatch(/: met \(slowest 100 ms after the scripts\)$/);
    expect(clickGapTargetLine(result([acted(20), acted(101)], [acted(10), acted(100)]))).toMatch(/: NOT met \(slowest 101 ms/);
    expect(clickGapTargetLine(result([acted(20), lost(90)], [acted(10), acted(10)]))).toMatch(/: NOT met \(1 of 4 early clicks lost\)$/);
  });
});
