import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { domainPattern, emailPattern, isEmail, maxEmailLength, shortEmailPattern } from '../../../engine/config/contact-formats';

// Building blocks of well-formed addresses and host names.
const atom = fc.stringMatching(/^[A-Za-z0-9_+-]{1,10}$/);
const localPart = fc.array(atom, { minLength: 1, maxLength: 3 }).map((atoms) => atoms.join('.'));
const hostLabel = fc.stringMatching(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,20}[A-Za-z0-9])?$/);
const hostLabels = fc.array(hostLabel, { minLength: 1, maxLength: 3 });
const letters = (min: number, max: number) => fc.stringMatching(new RegExp(`^[A-Za-z]{${min},${max}}$`));
const whitespace = fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2028', '\u3000', '\ufeff');

const address = (tld: fc.Arbitrary<string>) =>
  fc.tuple(localPart, hostLabels, tld).map(([local, labels, top]) => `${local}@${labels.join('.')}.${top}`);

function insertAt(text: string, position: number, inserted: string): string {
  const at = position % (text.length + 1);
  return text.slice(0, at) + inserted + text.slice(at);
}

describe('e-mail patterns: properties (spec 5)', () => {
  it('every local@label.tld address with a 2-6 letter top level matches both patterns', () => {
    fc.assert(fc.property(address(letters(2, 6)), (email) => {
      expect(emailPattern.test(email)).toBe(true);
      expect(shortEmailPattern.test(email)).toBe(true);
      expect(isEmail(email)).toBe(true);
    }));
  });

  it('the top level decides: generic needs at least 2 letters, the short variant 2 to 6', () => {
    fc.assert(fc.property(fc.tuple(localPart, hostLabels, letters(1, 12)), ([local, labels, top]) => {
      const email = `${local}@${labels.join('.')}.${top}`;
      expect(emailPattern.test(email)).toBe(top.length >= 2);
      expect(shortEmailPattern.test(email)).toBe(top.length >= 2 && top.length <= 6);
    }));
  });

  it('whatever the short variant accepts ends in a top level of 2 to 6 letters', () => {
    const candidates = fc.oneof(
      address(letters(1, 12)),
      fc.string({ unit: fc.constantFrom('a', 'Z', '1', '.', '@', '-', '_', '+'), maxLength: 20 }),
    );
    fc.assert(fc.property(candidates, (text) => {
      const accepted = shortEmailPattern.test(text);
      const topLevel = text.split('.').at(-1) ?? '';
      expect(!accepted || /^[A-Za-z]{2,6}$/.test(topLevel)).toBe(true);
    }));
  });

  it('a whitespace character anywhere in an unquoted address makes both patterns reject it', () => {
    fc.assert(fc.property(address(letters(2, 6)), whitespace, fc.nat(), (email, space, position) => {
      const spoiled = insertAt(email, position, space);
      expect(emailPattern.test(spoiled)).toBe(false);
      expect(shortEmailPattern.test(spoiled)).toBe(false);
    }));
  });

  it('a line break never passes the generic pattern, even inside a quoted local part (no header injection)', () => {
    fc.assert(fc.property(fc.string(), fc.constantFrom('\r', '\n'), fc.nat(), (text, lineBreak, position) => {
      const withBreak = insertAt(`"${text}"@trade.example`, position, lineBreak);
      expect(emailPattern.test(withBreak)).toBe(false);
    }));
  });

  it('the short variant accepts exactly what the generic one does, apart from dots in the wrong places', () => {
    const looseLocal = fc.stringMatching(/^[A-Za-z0-9_.+-]{1,12}$/);
    fc.assert(fc.property(looseLocal, hostLabels, letters(2, 6), (local, labels, top) => {
      const email = `${local}@${labels.join('.')}.${top}`;
      const dotsWellPlaced = !local.startsWith('.') && !local.endsWith('.') && !local.includes('..');
      expect(shortEmailPattern.test(email)).toBe(true);
      expect(emailPattern.test(email)).toBe(dotsWellPlaced);
    }));
  });

  it('isEmail rejects anything longer than 254 characters', () => {
    fc.assert(fc.property(address(letters(2, 6)), fc.integer({ min: 1, max: 400 }), (email, extra) => {
      const long = 'a'.repeat(maxEmailLength - email.length + extra) + email;
      expect(isEmail(long)).toBe(false);
    }));
  });
});

describe('domain check: properties (spec 5)', () => {
  const scheme = fc.constantFrom('', 'http://', 'https://', 'HTTPS://', 'Http://');
  const domain = fc
    .tuple(scheme, fc.array(hostLabel, { minLength: 2, maxLength: 4 }), fc.constantFrom('', '/'))
    .map(([prefix, labels, slash]) => `${prefix}${labels.join('.')}${slash}`);

  it('an optional http(s) scheme and a dotted host name always pass, in any letter case', () => {
    fc.assert(fc.property(domain, (value) => {
      expect(domainPattern.test(value)).toBe(true);
      expect(domainPattern.test(value.toUpperCase())).toBe(true);
    }));
  });

  it('a single label (no dot) never passes', () => {
    fc.assert(fc.property(scheme, hostLabel, (prefix, label) => {
      expect(domainPattern.test(`${prefix}${label}`)).toBe(false);
    }));
  });

  it("never accepts a string containing '@' or whitespace", () => {
    fc.assert(fc.property(domain, fc.oneof(fc.constant('@'), whitespace), fc.nat(), (value, bad, position) => {
      expect(domainPattern.test(insertAt(value, position, bad))).toBe(false);
    }));
    const anyText = fc.string({ unit: 'binary' });
    fc.assert(fc.property(anyText, fc.oneof(fc.constant('@'), whitespace), anyText, (before, bad, after) => {
      expect(domainPattern.test(before + bad + after)).toBe(false);
    }));
  });
});
