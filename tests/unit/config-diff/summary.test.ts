import { beforeAll, describe, expect, it } from 'vitest';
import { changeSummary } from '../../../scripts/config-diff/summary';
import { realFiles } from '../config-fixture';
import { present } from '../present';
import { editedModel, projectModel } from './project-model';

describe('config-diff: the summary', () => {
  beforeAll(() => void projectModel(), 60_000);
  const version = (edit: Parameters<typeof editedModel>[0] = () => {}, files = realFiles) => ({ model: editedModel(edit), files });

  it('no change at all is one line', () => {
    expect(changeSummary(version(), version(), '`HEAD~1` (abc) → working tree')).toBe('No config change: `HEAD~1` (abc) → working tree.\n');
  });

  it('a file edited in a way no section describes (a comment) is named, in one line', () => {
    const pricing = present(realFiles['config/pricing.yaml'], 'config/pricing.yaml');
    const after = version(() => {}, { ...realFiles, 'config/pricing.yaml': `# repriced soon\n${pricing}` });
    expect(changeSummary(version(), after, 'x')).toBe('No change to prices, routes, menus, forms, texts or error messages: x. Files edited: `config/pricing.yaml`.\n');
  });

  it('puts each kind of change under its heading, in reading order, with the notes and the files edited', () => {
    const after = version((m) => {
      present(m.pricing.packages[0], 'a package').price = 1;
      m.redirects.fallback = '/en';
    });
    const markdown = changeSummary(version(), after, 'y', ['a note']);
    expect(markdown.split('\n').filter((l) => /^#|^>/.test(l))).toEqual(['## Config changes: y', '> a note', '### Prices and packages', '### Routes and redirects']);
    // The model changed without a file changing here: the summary does not pretend a file was edited.
    expect(markdown).toContain('No file was edited; the differences come from the schemas.');
  });
});
