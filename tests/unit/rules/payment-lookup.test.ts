import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentLookupRequest } from '../../../engine/rules/payment-lookup';

function pathFor(id: string): string {
  const result = paymentLookupRequest(id);
  if (!result.ok) throw new Error(`expected ${JSON.stringify(id)} to be accepted: ${result.error}`);
  return result.value.path;
}

describe('payment lookup (spec 5 and 7)', () => {
  it.each([
    ['20240117', '/public/payment/20240117'],
    ['0', '/public/payment/0'],
    ['007', '/public/payment/007'],
    ['PAYID-MXK2', '/public/payment?id=PAYID-MXK2'],
    ['12 34', '/public/payment?id=12+34'],
    ['-12', '/public/payment?id=-12'],
    ['1.5', '/public/payment?id=1.5'],
    ['12/../admin', '/public/payment?id=12%2F..%2Fadmin'],
    ['a&id=b#c', '/public/payment?id=a%26id%3Db%23c'],
    ['٣٤', '/public/payment?id=%D9%A3%D9%A4'], // digits of another script are not an order number
  ])('%j -> GET %s', (id, path) => {
    expect(paymentLookupRequest(id)).toEqual({ ok: true, value: { host: 'root', method: 'GET', path } });
  });

  it('rejects an empty id and an id that is not well-formed text', () => {
    expect(paymentLookupRequest('')).toEqual({ ok: false, error: 'payment id is empty' });
    expect(paymentLookupRequest('ab\uD800')).toEqual({ ok: false, error: expect.stringContaining('well-formed') });
  });
});

describe('properties', () => {
  const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 30 });
  const withNonDigit = fc
    .tuple(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), fc.string({ unit: 'binary' }))
    .filter(([, middle]) => !/^[0-9]$/.test(middle))
    .map((parts) => parts.join(''));

  it('an all-digit id always goes in the path, unchanged', () => {
    fc.assert(fc.property(digits, (id) => {
      expect(pathFor(id)).toBe(`/public/payment/${id}`);
    }));
  });

  it('an id with any non-digit always goes in the query, and URLSearchParams reads back the same id', () => {
    fc.assert(fc.property(withNonDigit, (id) => {
      const path = pathFor(id);
      expect(path.startsWith('/public/payment?')).toBe(true);
      const query = new URLSearchParams(path.slice('/public/payment?'.length));
      expect([...query.keys()]).toEqual(['id']);
      expect(query.get('id')).toBe(id);
    }));
  });

  it('whatever the id, the URL is one path segment of digits or one query parameter of URL-safe characters', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', minLength: 1 }), (id) => {
      expect(pathFor(id)).toMatch(/^\/public\/payment(?:\/[0-9]+|\?id=[A-Za-z0-9%*._+-]+)$/);
    }));
  });
});
