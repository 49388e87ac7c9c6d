/**
 * What a hostile client sends, as fast-check arbitraries: values are JSON *text*, so a body can
 * nest thirty thousand levels deep without this process building (or stack-overflowing on) the
 * object, and carry lone surrogates (JSON escapes them) that a UTF-8 body could not.
 */
import fc from 'fast-check';

const bodyLimit = 64 * 1024; // server/app.ts

/** Percent-encoding that does not throw on a lone surrogate: it is sent as the bytes UTF-8 forbids (ED A0 80). */
export function encodeLoose(text: string): string {
  let out = '';
  for (const ch of text) out += ch.length === 1 && ch >= '\ud800' && ch <= '\udfff' ? '%ED%A0%80' : encodeURIComponent(ch);
  return out;
}


/** Texts a person would not type but an attacker would: markup, SQL, templates, paths, scripts of three languages. */
export const fixedHostileTexts = [
  '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '<svg/onload=alert(1)>', 'javascript:alert(1)',
  "' OR '1'='1' --", "'; DROP TABLE submissions; --", '1; SELECT pg_sleep(5)', '\\', '%s%s%s%n', '{{7*7}}', '${7*7}', '#{7*7}',
  '../../../../etc/passwd', '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty',
  '中文：海关数据与提单', 'Проверка связи: таможенные данные', '😀👩‍💻🚢🇨🇳🇷🇺', '\u202Eevil\u202C', 'e\u0301\u0301\u0301', 'ﷺ', '𝕳𝖊𝖑𝖑𝖔',
  'a\u0000b', '\u0000', '\ud800', '\udfff', 'x\udbffy', 'x\u0007\u001b[31mred', '\r\nSet-Cookie: injected=1', '\u2028\u2029', '\ufeff', '\uffff',
  '', ' ', '\t\n', 'null', 'undefined', 'NaN', 'true', '0', '-1', '1e309',
];

/** Strings near and over the body limit, in one-byte and three-byte characters. */
const hugeTexts = fc.constantFrom(bodyLimit - 2_000, bodyLimit - 200, bodyLimit + 10, 200_000).chain((length) =>
  fc.constantFrom('x'.repeat(length), '中'.repeat(Math.floor(length / 3)), 'я'.repeat(Math.floor(length / 2))));

const controlTexts = fc.string({ unit: fc.constantFrom('\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u001f', '\u007f', '\u0085', '\u200b', 'a'), minLength: 1, maxLength: 12 });

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...fixedHostileTexts) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
  { weight: 1, arbitrary: controlTexts },
  { weight: 1, arbitrary: hugeTexts },
);

/** A JSON value as text: strings above, wrong types, NoSQL operators, deep nesting. */
export const hostileJson: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: hostileText.map((text) => JSON.stringify(text)) },
  { weight: 2, arbitrary: fc.constantFrom('null', 'true', 'false', '0', '-0', '-1', '1e309', '123456789012345678901234567890', '0.1', '[]', '{}', '[null]', '["a","b"]', '{"$ne":null}', '{"$gt":""}', '{"__proto__":{"admin":true}}') },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 30_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 12_000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)) },
);

/** Keys that reach for Object.prototype, added beside a form's own fields. */
export const pollutionKeys = fc.constantFrom(
  '"__proto__":{"isAdmin":true,"code":1}',
  '"constructor":{"prototype":{"polluted":"yes"}}',
  '"__proto__":null',
  '"prototype":{"x":1}',
  '"__proto__":{"toString":"boom"},"toString":"x","valueOf":"y"',
  '"hasOwnProperty":"nope"',
);

/** Bodies that are not JSON, sent as application/json. */
export const malformedBodies: fc.Arbitrary<string | Buffer> = fc.constantFrom<string | Buffer>(
  '{', '{"a":', '{a:1}', "{'a':'b'}", '{"a":1,}', '[1,]', 'NaN', 'undefined', '\ufeff{}', '{"a":"raw\u0000nul"}', '{"a":"\\x00"}',
  '{"a":"\\ud800"}', '{"__proto__":', '"unterminated', '{}{}', '{"a":1}garbage', '', ' ', 'null', '[]', '0',
  Buffer.from([0xff, 0xfe, 0x7b, 0x7d]), Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xc3, 0x28, 0xed, 0xa0, 0x80]), Buffer.from('"}')]),
);

/** Content types the body does not have, or no server should take. */
export const badContentTypes = fc.constantFrom(
  'text/plain', 'application/xml', 'text/html', 'multipart/form-data; boundary=x', 'multipart/form-data', 'application/x-www-form-urlencoded',
  'application/json', 'application/json; charset=utf-16', 'application/json; charset=latin1', 'APPLICATION/JSON', 'application/json, text/html',
  'application/vnd.api+json', 'application/octet-stream', '*/*', 'application/', '', ';;;',
);

/** Headers a client may send broken: keys, tokens, cookies, forwarding, origin, sheer size and number. */
type Headers = Record<string, string | string[]>;
export const badHeaders: fc.Arbitrary<Headers> = fc.oneof<fc.Arbitrary<Headers>[]>(
  fc.constantFrom('', 'a', 'short', 'x'.repeat(129), 'x'.repeat(8_000), 'has space 12345', 'cl\u00e9-12345678', '../../etc/passwd', '<script>x</script>', "1' OR '1'='1")
    .map((key) => ({ 'idempotency-key': key })),
  fc.constant<Headers>({ 'idempotency-key': ['dup-key-000001', 'dup-key-000002'] }),
  fc.constantFrom('', 'garbage', 'x'.repeat(8_000), "' OR 1=1 --", 'null', '<script>', 'Bearer x').map((token) => ({ 'ts-token': token })),
  fc.constant<Headers>({ 'ts-token': ['token-one', 'token-two'] }),
  fc.constantFrom('ts-token=garbage', `ts-token=${'y'.repeat(4_000)}`, 'ts-token=a; ts-token=b', 'ts-token=%00', '=;=;=', 'ts-token="\\"').map((cookie) => ({ cookie })),
  fc.constantFrom('not-an-ip', '1.1.1.1, , ,', 'x'.repeat(5_000), '::1, 999.999.1.1', 'unknown').map((forwarded) => ({ 'x-forwarded-for': forwarded })),
  fc.constantFrom('null', 'https://evil.example').map((origin) => ({ origin, 'sec-fetch-site': 'cross-site' })),
  fc.constant(Object.fromEntries(Array.from({ length: 120 }, (_, i) => [`x-filler-${i}`, 'v'.repeat(40)]))),
  fc.constant({ 'x-huge': 'h'.repeat(20_000) }),
  fc.constantFrom('text/html', '*/*;q=abc', '').map((accept) => ({ accept, 'accept-encoding': 'gzip;q=2, br;q=-1, identity;q=0' })),
);

/** A query value (raw, already percent-encoded where it needs to be). */
export const hostileQueryValues = fc.oneof(
  hostileText.filter((text) => text.length < 5_000).map(encodeLoose),
  fc.constantFrom('%', '%E0%A4%A', '%00', '%ud800', '%ED%A0%80', '%C3%28', '1e309', '-1', 'NaN', '0x10', '[]', '%5B%5D', 'x'.repeat(10_000)),
);

/** Extra query text: repeated and bracketed keys that reach for objects and prototypes. */
export const hostileQuerySuffixes = fc.constantFrom(
  '__proto__[admin]=1', 'constructor[prototype][polluted]=1', '__proto__.admin=1', 'a[b][c][d][e]=1', 'id=1&id=2&id=3', '=&=&', '&&&', 'dataSource[]=IMP_VN_CD_1',
  'limit=1&limit=1000', 'page=-5', `${'k'.repeat(2_000)}=v`,
);

/** What goes where a route has :id. */
export const hostilePathSegments = fc.constantFrom(
  '%00', '..%2f..%2fetc%2fpasswd', '%2e%2e', 'x'.repeat(3_000), '%ud800', '%ED%A0%80', '%E0%A4%A', "1'%20OR%20'1'%3D'1", '%3Cscript%3E', '%E4%B8%AD%E6%96%87',
  '999999999999999999999999', '-1', '0x10', '1e3', '%20', 'null', 'undefined',
);
