import { describe, expect, it } from 'vitest';
import { formatApiRounds, spreadOf } from '../../scripts/bench/bench-report';
import type { ApiFigures, LoadFigures } from '../../scripts/bench/api-load';

const figures = (label: string, requestsPerSecond: number): LoadFigures => ({ label, requestsPerSecond, p50Ms: 1, p99Ms: 2, total: requestsPerSecond * 10, non2xx: 0, errors: 0 });
const round = (hello: number, submissions: number, identity: number): ApiFigures => ({
  helloWorld: figures('hello-world', hello),
  submissions: figures('submissions', submissions),
  identity: figures('identity', identity),
  submissionsRatio: submissions / hello,
  identityRatio: identity / hello,
});

/** npm run bench -- --only api --rounds N: the figures of each round and their spread. */
describe('the API bench rounds', () => {
  it('spreadOf gives the median (middle pair averaged), the lowest and the highest', () => {
    expect(spreadOf([3, 1, 2])).toEqual({ median: 2, min: 1, max: 3 });
    expect(spreadOf([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4 });
    expect(() => spreadOf([])).toThrow();
  });

  it('one round prints its three lines and the target, judged on its ratio', () => {
    const text = formatApiRounds([round(50_000, 16_000, 10_000)]);
    expect(text).toContain('API submissions (POST /public/debt/claim): 16000 req/s');
    expect(text).toContain('32% of hello-world');
    expect(text).not.toContain('round 1:');
    expect(text.trim().split('\n').at(-1)).toBe('target API submissions ≥ 30% of hello-world: met');
  });

  it('says whether every stored claim\'s sales mail was written after the load, and when', () => {
    expect(formatApiRounds([{ ...round(50_000, 16_000, 10_000), mails: { stored: 160_001, mailed: 160_001, seconds: 0.4 } }]))
      .toContain('32% of hello-world; sales mails: all 160001 written 0.4 s after the load');
    expect(formatApiRounds([{ ...round(50_000, 16_000, 10_000), mails: { stored: 160_001, mailed: 90_000 } }]))
      .toContain('sales mails: only 90000 of 160001 written (the outbox fell behind)');
  });

  it('prints the storage floor beside hello-world, and says when the floor itself is below the target', () => {
    const withFloor = (hello: number, floor: number, submissions: number): ApiFigures => ({
      ...round(hello, submissions, 5_000), storageFloor: figures('storage floor', floor), storageFloorRatio: floor / hello,
    });
    const one = formatApiRounds([withFloor(50_000, 10_000, 3_000)]);
    expect(one).toContain("API storage floor (bare Fastify, the claim's schema, one PGlite row): 10000 req/s");
    expect(one.trim().split('\n').at(-1)).toBe('target API submissions ≥ 30% of hello-world: NOT met (the storage floor itself: 20%)');
    // A floor above the target says nothing more: the gap is then the server's own.
    expect(formatApiRounds([withFloor(50_000, 20_000, 3_000)]).trim().split('\n').at(-1)).toBe('target API submissions ≥ 30% of hello-world: NOT met');
    const three = formatApiRounds([withFloor(50_000, 10_000, 3_000), withFloor(40_000, 6_000, 3_000), withFloor(50_000, 12_500, 3_000)]);
    expect(three).toContain('storage floor 10000 req/s (6000-12500), 20.0% (15.0-25.0%) of hello-world');
    expect(three.trim().split('\n').at(-1)).toBe('target API submissions ≥ 30% of hello-world: NOT met (the storage floor itself: 20%)');
  });

  it('several rounds print each round, then the median and range; the target is judged on the median ratio', () => {
    const text = formatApiRounds([round(50_000, 16_000, 5_000), round(40_000, 10_000, 4_000), round(60_000, 12_000, 6_000)]);
    expect(text).toContain('round 3:');
    expect(text).toContain('hello-world 50000 req/s (40000-60000)');
    expect(text).toContain('submissions 12000 req/s (10000-16000), 25.0% (20.0-32.0%) of hello-world');
    expect(text).toContain('identity    5000 req/s (4000-6000), 10.0% (10.0-10.0%) of hello-world');
    expect(text.trim().split('\n').at(-1)).toBe('target API submissions ≥ 30% of hello-world: NOT met');
  });
});
