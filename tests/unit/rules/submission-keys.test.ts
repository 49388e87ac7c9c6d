import { describe, expect, it } from 'vitest';
import { canonicalJson, submissionKeys } from '../../../engine/rules/submission-keys';

function keys() {
  let n = 0;
  return submissionKeys(() => `key-${++n}`);
}

describe('the Idempotency-Key of a form submission', () => {
  it('is new for every submission that was answered (success, refusal, 401)', () => {
    const k = keys();
    const sent = { values: { name: 'Li' }, captchaId: 'c1' };
    const first = k.keyFor(sent);
    k.settle(first, sent, true);
    const second = k.keyFor(sent);
    expect([first, second]).toEqual(['key-1', 'key-2']);
  });

  it('is kept when the same thing is sent again after no answer came, so the server stores it once', () => {
    const k = keys();
    const first = k.keyFor({ values: { name: 'Li', agree: true }, captchaId: 'c1' });
    k.settle(first, { values: { name: 'Li', agree: true }, captchaId: 'c1' }, false);
    // The same values, listed in another order, with an empty field left out.
    expect(k.keyFor({ captchaId: 'c1', values: { agree: true, name: 'Li', message: undefined } })).toBe(first);
  });

  it('is new once anything sent changed after no answer: other values, or another captcha', () => {
    const k = keys();
    const sent = { values: { name: 'Li' }, captchaId: 'c1' };
    const first = k.keyFor(sent);
    k.settle(first, sent, false);
    expect(k.keyFor({ values: { name: 'Li Wei' }, captchaId: 'c1' })).not.toBe(first);
    expect(k.keyFor({ values: { name: 'Li' }, captchaId: 'c2' })).not.toBe(first);
  });

  it('writes equal values as equal text, nested groups included', () => {
    expect(canonicalJson({ b: { y: 1, x: [2, { d: 1, c: 2 }] }, a: undefined })).toBe(canonicalJson({ b: { x: [2, { c: 2, d: 1 }], y: 1 } }));
  });
});
