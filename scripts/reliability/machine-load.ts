/**
 * Waits that scale with the machine. The suite runs on a 2-core machine, often beside another
 * test suite: a server that starts in 10 s on an idle machine may need a minute then. A fixed bound
 * either fails a healthy server on a busy machine or waits needlessly long for a broken one, so
 * every wait here is for a condition, with a deadline of a base time (what an idle machine needs,
 * generously) times how busy the machine is, re-read while waiting: a machine that gets busier
 * meanwhile waits longer. Whoever reports a wait that ran out says how long it waited.
 */
import { availableParallelism, loadavg } from 'node:os';
import { sleep } from './child-processes.js';

/** Never more than this many times the base: a condition that never holds must still end. */
const maxFactor = 8;

/** Runnable processes per core over the last minute, at least 1 (an idle machine). */
export function loadFactor(): number {
  const [lastMinute = 0] = loadavg();
  return Math.min(maxFactor, Math.max(1, lastMinute / availableParallelism()));
}

/** A bound for one step (a request's timeout, a phase's length): the base on an idle machine, more on a busy one. */
export function scaledMs(baseMs: number): number {
  return Math.round(baseMs * loadFactor());
}

export interface Waited {
  held: boolean;
  waitedMs: number;
  /** The deadline it ended with (the base times the highest load seen). */
  deadlineMs: number;
  /** The highest load factor seen while waiting. */
  load: number;
}

/**
 * Polls `check` until it holds, or until `baseMs` times the machine's load (the highest seen while
 * waiting, at most 8) has passed since the start.
 */
export async function waitScaled(check: () => Promise<boolean> | boolean, baseMs: number, everyMs = 200): Promise<Waited> {
  const started = performance.now();
  let load = loadFactor();
  for (;;) {
    if (await check()) return { held: true, waitedMs: performance.now() - started, deadlineMs: baseMs * load, load };
    load = Math.max(load, loadFactor());
    const waitedMs = performance.now() - started;
    if (waitedMs >= baseMs * load) return { held: false, waitedMs, deadlineMs: baseMs * load, load };
    await sleep(everyMs);
  }
}

/** "waited 184 s (deadline 180 s: 60 s times load 3.0 per core)" for a failing row's note. */
export function describeWait(waited: Waited, baseMs: number): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
  return `waited ${s(waited.waitedMs)} (deadline ${s(waited.deadlineMs)}: ${s(baseMs)} times load ${waited.load.toFixed(1)} per core)`;
}
