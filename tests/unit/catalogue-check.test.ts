import { describe, expect, it } from 'vitest';
import { edit, errorLines, loadWith, positionOf, realFile } from './config-fixture';

const customs = 'config/catalogue/customs.yaml';
const firstValue = () => /value: ([A-Z0-9_]+)/.exec(realFile(customs))![1];

describe('dataset catalogue check', () => {
  it('compiles the catalogue with its country table from the ISO package', () => {
    const result = loadWith();
    if (!result.ok) throw new Error(result.error.map((e) => e.message).join('\n'));
    const { catalogue } = result.value;
    expect(catalogue.datasets.filter((d) => d.kind === 'transit').map((d) => [d.value, d.hscode])).toEqual([['EURASIAN', false]]);
    expect(catalogue.countries.find((c) => c.code === 'VN')).toEqual({ code: 'VN', alpha3: 'VNM', numeric: '704', name: { en: 'Vietnam', 'zh-cn': '越南', ru: 'Вьетнам' } });
  });

  it('rejects an unknown continent with file, line and column', () => {
    const changed = edit(customs, 'continent: LITERAL_ASIA', 'continent: LITERAL_ATLANTIS');
    const { line, column } = positionOf(changed[customs], 'LITERAL_ATLANTIS');
    expect(errorLines(changed).join('\n')).toMatch(new RegExp(`^${customs}:${line}:${column} /datasets/21/continent \\(22nd dataset "India imports: customs declarations" → continent\\) must be one of "LITERAL_NORTH_AMERICA"`, 'm'));
  });

  it('rejects a dataset code that is not in the master list, and one declared twice', () => {
    const value = firstValue();
    const renamed = edit(customs, `value: ${value}`, 'value: IMP_ZZ_CD_9');
    expect(errorLines(renamed).join('\n')).toMatch(new RegExp(`^${customs}:\\d+:\\d+ /datasets/0/value \\(1st dataset "United States imports: bills of lading" → value\\) IMP_ZZ_CD_9 is not in config/catalogue/master-codes.yaml`, 'm'));
    const second = /value: ([A-Z0-9_]+)/g;
    second.exec(realFile(customs));
    const secondValue = second.exec(realFile(customs))![1];
    const duplicated = edit(customs, `value: ${secondValue}`, `value: ${value}`);
    expect(errorLines(duplicated).join('\n')).toMatch(new RegExp(`^${customs}:\\d+:\\d+ /datasets/1/value \\(2nd dataset ".*" → value\\) ${value} is declared twice`, 'm'));
  });

  it('rejects a dataset whose name is missing in one locale', () => {
    const value = firstValue();
    const file = 'locales/ru/catalogue.yaml';
    const text = realFile(file);
    const line = text.split('\n').find((l) => l.trimStart().startsWith(`${value}:`))!;
    const lines = errorLines({ [file]: text.replace(`${line}\n`, '') });
    expect(lines.join('\n')).toMatch(new RegExp(`^${customs}:\\d+:\\d+ /datasets/0/name \\(1st dataset ".*" → name\\) translation key "datasets\\.${value}" is missing in locales/ru/catalogue\\.yaml`, 'm'));
  });

  it('rejects a country code that is not ISO 3166', () => {
    const changed = edit(customs, 'country: VN', 'country: XQ');
    expect(errorLines(changed).join('\n')).toMatch(/\/country \(27th dataset "Vietnam imports: customs declarations" → country\) XQ is not an ISO 3166 country code/);
  });
});

describe('package coverage (spec 9) against the catalogue', () => {
  it('counts each package from the datasets it includes, as pricing.yaml states', () => {
    expect(errorLines()).toEqual([]);
    const result = loadWith();
    if (!result.ok) throw new Error('config must be valid');
    const { datasets } = result.value.catalogue;
    const countries = (type: string) => new Set(datasets.filter((d) => d.kind === 'customs' && d.type === type && d.country).map((d) => d.country)).size;
    expect([countries('SHIPMENTS_IMPORT'), countries('SHIPMENTS_EXPORT')]).toEqual([62, 47]);
  });

  it('rejects a catalogue that no longer gives a package the coverage pricing.yaml promises', () => {
    const moved = edit(customs, 'country: MX, name: datasets.IMP_MX_CD_1, continent: LITERAL_NORTH_AMERICA,\n      importer: true, exporter: true, hscode: true, description: true, package: global', 'country: MX, name: datasets.IMP_MX_CD_1, continent: LITERAL_NORTH_AMERICA,\n      importer: true, exporter: true, hscode: true, description: true, package: global-plus');
    const lines = errorLines(moved).join('\n');
    expect(lines).toMatch(/^config\/pricing\.yaml:\d+:\d+ \/packages\/1\/importCountries \(2nd package "Global" → importCountries\) says 19, but config\/catalogue\/customs\.yaml gives this package 18 countries$/m);
    expect(lines).not.toMatch(/packages\/2\/importCountries/); // Plus includes Mexico either way
  });

  it('rejects an unknown package and a code that names another country', () => {
    expect(errorLines(edit(customs, 'package: pro', 'package: platinum')).join('\n')).toMatch(/\/datasets\/0\/package \(1st dataset "United States imports: bills of lading" → package\) names package "platinum", which is not in config\/pricing\.yaml/);
    expect(errorLines(edit(customs, 'value: IMP_CA_CD_1, type: SHIPMENTS_IMPORT, country: CA', 'value: IMP_CA_CD_1, type: SHIPMENTS_IMPORT, country: FR')).join('\n'))
      .toMatch(/\/datasets\/\d+\/value \(2nd dataset "Canada imports: customs declarations" → value\) IMP_CA_CD_1 does not name the dataset's country FR/);
  });
});

describe('catalogue texts', () => {
  it('requires the continent names and column headings in every locale', () => {
    const file = 'locales/zh-cn/catalogue.yaml';
    const text = realFile(file).replace(/^ {2}LITERAL_OCEANIA: .*\n/m, '').replace(/^ {2}datasets_other: .*\n/m, '');
    // Each points into the block the text belongs in (its first entry); the comparison with the
    // other locales points at the block itself.
    const at = (key: string) => `${positionOf(text, `\n${key}:\n`).line + 2}:3`;
    const block = (key: string) => `${positionOf(text, `\n${key}:\n`).line + 1}:1`;
    expect(errorLines({ [file]: text })).toEqual([
      `${file}:${block('continents')} /continents lacks "LITERAL_OCEANIA", which locales/en/catalogue.yaml and locales/ru/catalogue.yaml have: every language has the same keys`,
      `${file}:${at('continents')} /continents/LITERAL_OCEANIA is missing "continents.LITERAL_OCEANIA", which the catalogue sections show`,
      `${file}:${block('labels')} /labels lacks the plural text "datasets" (datasets_one, datasets_other, ...), which locales/en/catalogue.yaml and locales/ru/catalogue.yaml have: every language has the same keys`,
      `${file}:${at('labels')} /labels/datasets_other is missing "labels.datasets_other", which the catalogue sections show`,
    ]);
  });
});

describe('master code list', () => {
  const file = 'config/catalogue/master-codes.yaml';
  it('must hold the reserved SHIP and TRANSIT positions, once each', () => {
    const withoutShip = realFile(file).replace(/^ {2}- SHIP .*\n/m, '');
    expect(errorLines({ [file]: withoutShip }).join('\n')).toMatch(/^config\/catalogue\/master-codes\.yaml:\d+:\d+ \/codes must hold the reserved entry SHIP/m);
    const twice = realFile(file).replace(/^( {2}- TRANSIT .*\n)/m, '$1  - SHIP\n');
    expect(errorLines({ [file]: twice }).join('\n')).toMatch(/\/codes\/132 \(133rd code "SHIP"\) SHIP is a reserved position and may appear only once/);
  });
});
