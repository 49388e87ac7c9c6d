import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customerOrigin, customerStatus } from '../../../engine/rules/customer-codes';

describe('customer origin codes (spec 3)', () => {
  it.each([
    [0, 'EXTERNAL_CUSTOMERS', undefined],
    [1, 'TRADE_INFORMATION', 'originCdUuid'],
    [2, 'GLOBAL_BUYERS', 'originGbUuid'],
    [3, 'TRADE_SEARCH', 'originSoUuid'],
  ])('%i is %s (source id in %s)', (code, name, uuidField) => {
    expect(customerOrigin(code)).toEqual({ ok: true, value: uuidField ? { code, name, uuidField } : { code, name } });
  });

  it.each([-1, 4, 1.5, Number.NaN])('rejects %d', (code) => {
    expect(customerOrigin(code)).toEqual({ ok: false, error: expect.stringContaining('unknown customer origin') });
  });
});

describe('customer status codes (spec 3)', () => {
  it.each([[0, 'PUBLIC'], [1, 'PRIVATE'], [2, 'COOPERATIVE']])('%i is %s', (code, name) => {
    expect(customerStatus(code)).toEqual({ ok: true, value: { code, name } });
  });

  it.each([-1, 3, 0.5])('rejects %d', (code) => {
    expect(customerStatus(code)).toEqual({ ok: false, error: expect.stringContaining('unknown customer status') });
  });
});

describe('properties', () => {
  it('a known code answers with itself; every other number is rejected', () => {
    fc.assert(fc.property(fc.oneof(fc.integer({ min: -5, max: 10 }), fc.double()), (code) => {
      const origin = customerOrigin(code);
      const status = customerStatus(code);
      expect(origin.ok).toBe([0, 1, 2, 3].includes(code));
      expect(status.ok).toBe([0, 1, 2].includes(code));
      // === rather than Object.is: -0 is the code 0.
      expect(!origin.ok || origin.value.code === code).toBe(true);
      expect(!status.ok || status.value.code === code).toBe(true);
    }));
  });
});
