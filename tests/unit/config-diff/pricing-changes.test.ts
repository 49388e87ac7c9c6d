import { beforeAll, describe, expect, it } from 'vitest';
import { pricingSection } from '../../../scripts/config-diff/pricing-changes';
import { present } from '../present';
import { editedModel, projectModel } from './project-model';

const pkg = (model: ReturnType<typeof projectModel>, id: string) => present(model.pricing.packages.find((p) => p.id === id), `package ${id}`);

describe('config-diff: prices and packages', () => {
  beforeAll(() => void projectModel(), 60_000);

  it('says nothing when pricing and the catalogue are the same', () => {
    expect(pricingSection(projectModel(), editedModel(() => {}))).toBeUndefined();
  });

  it('names a repriced package with its old and new price, and a package taken off sale', () => {
    const after = editedModel((m) => {
      pkg(m, 'pro').price = 999;
      pkg(m, 'global').onSale = false;
    });
    const lines = present(pricingSection(projectModel(), after), 'a pricing section').lines;
    expect(lines).toContainEqual(expect.stringMatching(/^- `pro` \(.+\): price USD 899 → USD 999$/));
    expect(lines).toContainEqual(expect.stringMatching(/^- `global` \(.+\): taken off sale$/));
    expect(lines).toHaveLength(2);
  });

  it('follows the catalogue: a dataset moved into a cheaper package gives that package and the dearer ones its country', () => {
    const before = projectModel();
    const after = editedModel((m) => {
      const canada = present(m.catalogue.datasets.find((d) => d.value === 'IMP_CA_CD_1'), 'the Canadian dataset');
      canada.package = 'global-luxury';
      pkg(m, 'global-luxury').importCountries += 1;
    });
    const lines = present(pricingSection(before, after), 'a pricing section').lines;
    const luxury = present(lines.find((l) => l.startsWith('- `global-luxury`')), 'the line of global-luxury');
    expect(luxury).toContain(`import countries ${pkg(before, 'global-luxury').importCountries} → ${pkg(before, 'global-luxury').importCountries + 1}`);
    expect(luxury).toContain('import countries gained CA');
    expect(luxury).toContain('datasets gained IMP_CA_CD_1');
    // global-deluxe included Canada already: nothing changed for it.
    expect(lines.some((l) => l.startsWith('- `global-deluxe`'))).toBe(false);
  });

  it('lists packages added and removed', () => {
    const after = editedModel((m) => {
      const pro = pkg(m, 'pro');
      m.pricing.packages = m.pricing.packages.filter((p) => p.id !== 'global-deluxe');
      m.pricing.packages.push({ ...pro, id: 'starter', price: 99 });
    });
    const lines = present(pricingSection(projectModel(), after), 'a pricing section').lines;
    expect(lines).toContainEqual(expect.stringMatching(/^- new package `starter` \(.+\): USD 99, level 4, 1 import and 0 export countries$/));
    expect(lines).toContainEqual(expect.stringMatching(/^- package `global-deluxe` \(.+\) removed \(was USD 5699\)$/));
  });
});
