import { expect, it } from 'vitest';
import { redirectLocation } from '../../../engine/routing/redirect-location';

it('keeps the target as it is when the request has no query', () => {
  expect(redirectLocation('/en/products', '/products')).toBe('/en/products');
  expect(redirectLocation('/en/products', '/products?')).toBe('/en/products');
});

it('carries the query over as it was written, encoding included', () => {
  expect(redirectLocation('/en/products', '/products?utm_source=news&q=a%20b+c&flag')).toBe('/en/products?utm_source=news&q=a%20b+c&flag');
});

it("adds the visitor's parameters to a target's own query, whose values win", () => {
  expect(redirectLocation('/cn/service/cedarRose?lang=en', '/en/service/cedarRose?lang=ru&utm_medium=mail')).toBe('/cn/service/cedarRose?lang=en&utm_medium=mail');
  expect(redirectLocation('/cn/service?lang=en', '/x?lang=ru')).toBe('/cn/service?lang=en');
  expect(redirectLocation('/cn/service?', '/x?gclid=1')).toBe('/cn/service?gclid=1');
});

it('puts the query before a fragment of the target', () => {
  expect(redirectLocation('/en/package#plans', '/package?utm_campaign=spring')).toBe('/en/package?utm_campaign=spring#plans');
});
