import { describe, expect, it } from 'vitest';
import { readPreviewQuery, writePreviewQuery } from '../../../engine/ui/authoring/personas/preview-query';

// The address other tools (the YAML editor's iframe) open the persona preview with.
const offered = { personas: ['main-admin', 'basic-member'], locales: ['zh-cn', 'en', 'ru'] };

describe('persona preview address', () => {
  it('preselects the persona, locale and grid it names', () => {
    expect(readPreviewQuery('?persona=basic-member&locale=ru&view=grid', offered)).toEqual({ persona: 'basic-member', locale: 'ru', view: 'grid' });
    expect(readPreviewQuery('?locale=en&persona=main-admin', offered)).toEqual({ persona: 'main-admin', locale: 'en', view: 'single' });
  });

  it('falls back to the first persona and locale for unknown or missing ones', () => {
    expect(readPreviewQuery('', offered)).toEqual({ persona: 'main-admin', locale: 'zh-cn', view: 'single' });
    expect(readPreviewQuery('?persona=gone&locale=de&view=table', offered)).toEqual({ persona: 'main-admin', locale: 'zh-cn', view: 'single' });
  });

  it('writes what it reads back', () => {
    for (const search of ['?persona=basic-member&locale=ru&view=grid', '?persona=main-admin&locale=en']) {
      expect(writePreviewQuery(readPreviewQuery(search, offered))).toBe(search);
    }
    expect(writePreviewQuery({ locale: 'en', view: 'single' })).toBe('?locale=en');
  });
});
