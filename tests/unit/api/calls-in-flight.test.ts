import { describe, expect, it } from 'vitest';
import { apiEvents, callsInFlight } from '../../../engine/api/api-events';

describe('calls in flight', () => {
  it('holds each started call until it finishes, with when it started, for a progress bar that mounts late', () => {
    const before = Date.now();
    apiEvents.emit('requestStarted', { id: 9001, method: 'GET', url: '/console/user/identity' });
    apiEvents.emit('requestStarted', { id: 9002, method: 'GET', url: '/api/list' });
    apiEvents.emit('requestFinished', { id: 9002, method: 'GET', url: '/api/list', ok: true });
    const calls = callsInFlight().filter((c) => c.id >= 9001);
    expect(calls.map((c) => c.id)).toEqual([9001]);
    expect(calls[0]?.startedAt).toBeGreaterThanOrEqual(before);
    apiEvents.emit('requestFinished', { id: 9001, method: 'GET', url: '/console/user/identity', ok: false });
    expect(callsInFlight().filter((c) => c.id >= 9001)).toEqual([]);
  });
});
