/**
 * The e-mail and domain checks of spec 5, shared by the browser's forms and the server as ajv
 * formats of the same names (schemas/forms/ refer to them), so both sides accept the same input.
 */

// Local part: dot-separated atoms without spaces, brackets, quotes or control characters, or one
// quoted string without control characters (a NUL or DEL in an address is a probe, never a mailbox).
const noControl = String.raw`\u0000-\u001f\u007f`;
const localPart = String.raw`(?:[^<>()[\]\\.,;:\s@"${noControl}]+(?:\.[^<>()[\]\\.,;:\s@"${noControl}]+)*|"[^"${noControl}]+")`;
const ipLiteral = String.raw`\[\d{1,3}(?:\.\d{1,3}){3}\]`;
const label = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';

/** Generic: local@domain with a top-level part of at least 2 letters, or an IP literal. */
export const emailPattern = new RegExp(`^${localPart}@(?:${ipLiteral}|(?:${label}\\.)+[A-Za-z]{2,})$`);

/** The simpler variant: a top-level part of 2 to 6 letters. */
export const shortEmailPattern = new RegExp(`^[A-Za-z0-9_.+-]+@(?:${label}\\.)+[A-Za-z]{2,6}$`);

/** Optional http(s) scheme followed by a dotted host name (a company web site). */
export const domainPattern = new RegExp(`^(?:https?://)?(?:${label}\\.)+${label}/?$`, 'i');

/** Format name -> test, for `ajv.addFormat(name, test)`. */
export const contactFormats = {
  'trade-email': emailPattern,
  'trade-email-short': shortEmailPattern,
  'company-domain': domainPattern,
} as const;

export const maxEmailLength = 254;

/**
 * Registers the formats on an ajv instance (the config check's, the server's forms and route
 * schemas, the browser's precompiled form validators), so every validator knows the same names.
 */
export function addContactFormats<T extends { addFormat(name: string, format: RegExp): unknown }>(ajv: T): T {
  for (const [name, pattern] of Object.entries(contactFormats)) ajv.addFormat(name, pattern);
  return ajv;
}

/** A tel: link target: the digits and the leading + of a number written for people. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, '')}`;
}

export function isEmail(value: string): boolean {
  return value.length <= maxEmailLength && emailPattern.test(value);
}
