import { describe, expect, it } from 'vitest';
import { runConfigFuzz } from '../../scripts/reliability/config-fuzz';

/**
 * The CI-sized config fuzz test (issue 15 point 3): 300 mutations of the real config with a fixed
 * seed. `npm run` the script with --runs 10000 for the full size (scripts/reliability/config-fuzz.ts).
 */
describe('config fuzz', () => {
  it('refuses every broken or structural mutation with located errors, and never throws', () => {
    const result = runConfigFuzz({ runs: 300, seed: 20261125 });
    const shown = (list: typeof result.samplesOfAccepted) => list.map((s) => `${s.file} ${s.kind}: ${s.describe} ${s.error ?? ''}`);
    expect(result.tried).toBe(300);
    expect(shown(result.samplesOfUncaught)).toEqual([]);
    expect(result.uncaught).toBe(0);
    expect(shown(result.samplesOfUnlocated)).toEqual([]);
    expect(result.unlocated).toBe(0);
    expect(shown(result.samplesOfAccepted.filter((s) => ['broken', 'structural', 'peer-removal'].includes(s.class)))).toEqual([]);
    expect(result.acceptedStructural).toBe(0);
    // A change the check cannot see (a comment, a line of a multi-line text) is no error either.
    expect(shown(result.samplesOfRejectedNoOp)).toEqual([]);
    // Each kind of mutation was tried, and most of them are mistakes the check must refuse.
    expect(Object.keys(result.byKind).length).toBe(10);
    expect(result.rejected).toBeGreaterThan(result.tried * 0.8);
  }, 180_000);
});
