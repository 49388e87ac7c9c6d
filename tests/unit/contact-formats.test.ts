import { describe, expect, it } from 'vitest';
import { domainPattern, emailPattern, isEmail, shortEmailPattern } from '../../engine/config/contact-formats';

// Spec 5: the generic e-mail pattern, its 2-6 letter variant and the domain check.
describe('e-mail patterns', () => {
  const table: Array<[string, boolean, boolean]> = [
    // address, generic, short variant
    ['li.wei@ningbo-lamps.cn', true, true],
    ['o.petrova@kazan-import.com.ru', true, true],
    ['buyer+samples@trade.co', true, true],
    ['ops@[192.168.10.4]', true, false], // IP literal: generic only
    ['"export desk"@lima-foods.pe', true, false], // quoted local part: generic only
    ['sales@museum-goods.museum', true, true], // 6-letter top level
    ['sales@data.solutions', true, false], // 9 letters: beyond the short variant
    ['a@b.c', false, false], // one-letter top level
    ['no-at-sign.example', false, false],
    ['two@@at.example', false, false],
    ['space in@name.example', false, false],
    ['dot..twice@x.com', false, true], // the simpler variant does not look at dots
    ['host@-dash.example', false, false],
    ['host@nodot', false, false],
    // Control characters never make an address (a NUL would pass to the database otherwise).
    ['a\u0000@example.com', false, false],
    ['tab\there@example.com', false, false],
    ['del\u007f@example.com', false, false],
    ['"quoted\u0001"@example.com', false, false],
  ];
  it.each(table)('%s: generic %s, short %s', (address, generic, short) => {
    expect(emailPattern.test(address)).toBe(generic);
    expect(shortEmailPattern.test(address)).toBe(short);
  });

  it('caps the whole address at 254 characters', () => {
    expect(isEmail(`${'a'.repeat(64)}@${'b'.repeat(60)}.example`)).toBe(true);
    expect(isEmail(`${'a'.repeat(64)}@${'b.'.repeat(95)}example`)).toBe(false);
  });
});

describe('domain check', () => {
  it.each([
    ['almaty-steel.kz', true],
    ['www.almaty-steel.kz', true],
    ['https://www.almaty-steel.kz', true],
    ['http://almaty-steel.kz/', true],
    ['HTTPS://ALMATY-STEEL.KZ', true],
    ['almaty-steel', false], // not dotted
    ['ftp://almaty-steel.kz', false],
    ['javascript:alert(1)', false],
    ['https://almaty-steel.kz/about?x=1', false],
  ])('%s: %s', (value, ok) => expect(domainPattern.test(value)).toBe(ok));
});
