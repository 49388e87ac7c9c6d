import type { KeyedLoadResult, StoredCheck } from './keyed-load.js';
import type { PartRow } from './result-table.js';

/**
 * The table row of a keyed load and what it left stored (the load part and the kill -9 part):
 * passed when nothing acknowledged was lost or stored twice and every request got an answer;
 * `strict` also asks for no 5xx and no key answered differently by two of its tries (a kill -9
 * may cut a try off mid-answer, so that part does not).
 */
export function keyedLoadRow(check: string, load: KeyedLoadResult, stored: StoredCheck, options: { strict: boolean; lead: string[]; trail?: Array<string | false | 0> }): PartRow {
  const strictOk = !options.strict || (load.status5xx === 0 && load.disagreements === 0);
  const passed = stored.lost === 0 && stored.duplicated === 0 && load.unanswered.length === 0 && strictOk;
  return {
    check,
    tried: load.tried,
    rejected: load.refused.size,
    stored: stored.stored,
    lost: stored.lost,
    duplicated: stored.duplicated,
    status5xx: load.status5xx,
    perSecond: load.responses / (load.elapsedMs / 1000),
    verdict: passed ? 'pass' : 'fail',
    note: [
      ...options.lead,
      load.unanswered.length && `${load.unanswered.length} never answered`,
      load.disagreements && `${load.disagreements} keys answered differently by two tries`,
      stored.unacknowledged && `${stored.unacknowledged} stored but never acknowledged`,
      ...(options.trail ?? []),
    ].filter(Boolean).join('; '),
  };
}
