import { describe, expect, it } from 'vitest';
import { choicesFromQuery } from '../../../engine/rules/form-prefill';

const schema = {
  properties: {
    package: { type: 'string', enum: ['pro', 'global', 'global-plus'] },
    paymentMethod: { type: 'string', enum: ['paypal', 'bank-transfer'] },
    email: { type: 'string', format: 'trade-email-short' },
  },
};

describe('choicesFromQuery: a choice carried by a link', () => {
  it('takes a listed option of a choice field from the address', () => {
    expect(choicesFromQuery(schema, '?package=global-plus&paymentMethod=bank-transfer')).toEqual({ package: 'global-plus', paymentMethod: 'bank-transfer' });
  });

  it('ignores values not on the list, fields without options, and unknown names', () => {
    expect(choicesFromQuery(schema, '?package=platinum&email=a@b.cn&utm_source=mail')).toEqual({});
    expect(choicesFromQuery(schema, '')).toEqual({});
  });
});
