import { describe, expect, it } from 'vitest';
import { compactPath, coverageMapShapes } from '../../../engine/ui/content/coverage-map-data.server';
import { loadSiteModelFromDisk } from '../../../engine/config/read-source-files';
import { countryCoverage } from '../../../engine/rules/catalogue-coverage';
import { countryTable } from '../../../engine/config/iso-countries';

/** The absolute points a path visits, subpath by subpath, from either form of path. */
function points(d: string): Array<Array<[number, number]>> {
  const subpaths: Array<Array<[number, number]>> = [];
  let x = 0;
  let y = 0;
  for (const [, command, args] of d.matchAll(/([MLlZz])([^MLlZz]*)/g)) {
    const numbers = (args!.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
    if (command === 'M') {
      [x, y] = [numbers[0]!, numbers[1]!];
      subpaths.push([[x, y]]);
      numbers.splice(0, 2);
      continue;
    }
    for (let i = 0; i + 1 < numbers.length; i += 2) {
      if (command === 'l') [x, y] = [x + numbers[i]!, y + numbers[i + 1]!];
      else [x, y] = [numbers[i]!, numbers[i + 1]!];
      const current = subpaths.at(-1)!;
      const [lx, ly] = current.at(-1)!;
      if (lx !== x || ly !== y) current.push([x, y]);
    }
  }
  return subpaths.filter((s) => s.length > 1);
}

describe('compactPath', () => {
  it('draws the same points with relative steps, without the steps rounding made empty', () => {
    const d = 'M10,20L15,20L15,20L15,12L8,30ZM100,100L100,100ZM50,60L40,70Z';
    const compact = compactPath(d);
    expect(compact).toBe('M10 20l5 0 0-8-7 18zM50 60l-10 10z');
    expect(points(compact)).toEqual(points(d));
  });

  it('keeps a real country intact', () => {
    const model = loadSiteModelFromDisk();
    if (!model.ok) throw new Error('the site config does not load');
    const shapes = coverageMapShapes(countryCoverage(model.value.catalogue));
    const brazil = shapes.countries.BR;
    expect(brazil && 'd' in brazil ? points(brazil.d).flat().length : 0).toBeGreaterThan(30);
  });
});

describe('coverageMapShapes', () => {
  const model = loadSiteModelFromDisk();
  if (!model.ok) throw new Error('the site config does not load');
  const covered = countryCoverage(model.value.catalogue);

  it('draws every country of the catalogue, a small one as a dot, inside the map', () => {
    const shapes = coverageMapShapes(covered);
    expect(shapes.unmapped).toEqual([]);
    expect(Object.keys(shapes.countries).sort()).toEqual(covered.map((c) => c.code).sort());
    expect(shapes.countries.SG).toHaveProperty('dot');
    for (const shape of Object.values(shapes.countries)) {
      const all = 'd' in shape ? points(shape.d).flat() : [shape.dot];
      for (const [x, y] of all) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(shapes.width);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(shapes.height);
      }
    }
  });

  it('finds a country added to the catalogue by its ISO code, and names the ones Natural Earth has no shape for', () => {
    const [norway] = countryTable(['NO']);
    const shapes = coverageMapShapes([...covered, { ...norway!, numeric: norway!.numeric }, { code: 'XZ', numeric: '999' }]);
    expect(shapes.countries.NO).toHaveProperty('d');
    expect(shapes.unmapped).toEqual(['XZ']);
    // Norway left the grey land: its outline is drawn once, as a covered country.
    expect(coverageMapShapes(covered).land.length).toBeGreaterThan(shapes.land.length);
  });
});
