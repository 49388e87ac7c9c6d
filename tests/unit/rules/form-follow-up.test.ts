import { describe, expect, it } from 'vitest';
import { asksToSignIn, nextLocation } from '../../../engine/rules/form-follow-up';

describe('after a form is answered', () => {
  it('goes to the next page with the answer\'s id, encoded, only when both are there', () => {
    expect(nextLocation('/en/payment/:id', { id: '123456789012' })).toBe('/en/payment/123456789012');
    expect(nextLocation('/en/payment/:id', { id: 'a/b' })).toBe('/en/payment/a%2Fb');
    expect(nextLocation(undefined, { id: '1' })).toBeUndefined();
    expect(nextLocation('/en/payment/:id', {})).toBeUndefined();
    expect(nextLocation('/en/payment/:id', null)).toBeUndefined();
  });

  it('offers to log in only for an address that has an account, on a form that can', () => {
    expect(asksToSignIn(20011, true)).toBe(true);
    expect(asksToSignIn(20011, false)).toBe(false);
    expect(asksToSignIn(20008, true)).toBe(false);
    expect(asksToSignIn(undefined, true)).toBe(false);
  });
});
