import { beforeAll, describe, expect, it } from 'vitest';
import { errorsSection } from '../../../scripts/config-diff/error-changes';
import type { Messages, SiteModel } from '../../../engine/config/site-model';
import { editedModel, projectModel } from './project-model';

function apiErrors(model: SiteModel, locale: 'en' | 'ru' | 'zh-cn'): Messages {
  const group = model.messages[locale].common.apiErrors;
  if (!group || typeof group === 'string') throw new Error(`locales/${locale}/common.yaml has no apiErrors group`);
  return group;
}

describe('config-diff: error messages', () => {
  beforeAll(() => void projectModel(), 60_000);

  it('says nothing when the codes and their texts are the same', () => {
    expect(errorsSection(projectModel(), editedModel(() => {}))).toBeUndefined();
  });

  it('a text changed in one locale: the codes that show it, with the old and new text', () => {
    const before = projectModel();
    const old = String(apiErrors(before, 'en').wrongCode);
    const after = editedModel((m) => void (apiErrors(m, 'en').wrongCode = 'That code is not the one we sent.'));
    expect(errorsSection(before, after)?.lines).toEqual([
      '- code 20008 (`wrongCode`)',
      `  - en: “${old}” → “That code is not the one we sent.”`,
    ]);
  });

  it('a code that shows another message, and an alias that now leads elsewhere', () => {
    const after = editedModel((m) => {
      m.errors.messages[30003] = 'providerUnavailable';
      m.errors.aliases[10001] = 60007;
    });
    const lines = errorsSection(projectModel(), after)?.lines ?? [];
    expect(lines).toContain('- code 30003: `paymentDeclined` → `providerUnavailable`');
    expect(lines).toContain('- code 10001 (answered as 60007): `wrongParameters` → `interfaceException`');
    expect(lines.filter((l) => l.startsWith('  - ')).length).toBe(6); // each code's text, in three locales
  });

  it('a code added shows its key and texts; a code removed says what it showed', () => {
    // A code the config does not use yet, whatever codes it has by then.
    const unused = [...Array(900).keys()].map((n) => 20_100 + n).find((code) => !(code in projectModel().errors.messages))!;
    const after = editedModel((m) => {
      m.errors.messages[unused] = 'wrongCode';
      delete m.errors.messages[30007];
    });
    const lines = errorsSection(projectModel(), after)?.lines ?? [];
    expect(lines).toContain(`- code ${unused} added: shows \`wrongCode\``);
    expect(lines).toContain('- code 30007 removed (showed `smallerThanMembership`)');
  });
});
