import type { ConfigError } from './config-error.js';
import { compiled, notChecked, type Compiled } from './compiled.js';
import type { CheckedSources } from './checked-sources.js';
import type { Catalogue, Dataset, Messages } from './site-model.js';
import type { CatalogueDatasetsFile } from './generated/config-files.js';
import type { YamlSource } from './yaml-source.js';
import { lookupMessage } from './message-lookup.js';
import { countryTable, isCountryCode } from './iso-countries.js';
import { catalogueMessageKeys, cataloguePluralKeys } from './checked-text-keys.js';

const datasetFiles = ['customs', 'ship', 'transit'] as const;
const textsFile = (locale: string) => `locales/${locale}/catalogue.yaml`;
/** Reserved entries of master-codes.yaml: the positions of "owns all vessel data" and "owns transit data". */
export const shipEntry = 'SHIP';
export const transitEntry = 'TRANSIT';
type RawDataset = CatalogueDatasetsFile['datasets'][number];

interface Located { dataset: Dataset; source: YamlSource; index: number }

/**
 * config/catalogue/ -> the typed catalogue, checking what a schema cannot: the file's kind, codes
 * unique across files, every customs code in the master list, real ISO countries, each dataset's
 * name translated in every locale, and the package coverage counts of config/pricing.yaml.
 */
export function compileCatalogue(
  checked: CheckedSources,
  messages: Record<string, { catalogue?: Messages }>,
  invalid: ReadonlySet<string>,
): Compiled<Catalogue> {
  const errors: ConfigError[] = [];
  // A texts file that failed its own check is reported there, and a missing one once: what either would hold is not judged.
  const judged = Object.fromEntries(Object.entries(messages).filter(([locale]) => !invalid.has(textsFile(locale))));
  const present = Object.fromEntries(Object.entries(judged).filter(([locale]) => checked.messages.has(textsFile(locale))));
  const located = readDatasets(checked, present, errors);
  const master = checked['catalogue-master-codes'].get('config/catalogue/master-codes.yaml');
  if (!master) return notChecked();
  const { codes } = master.data;
  for (const { dataset, source, index } of located) {
    if (dataset.kind === 'customs' && !codes.includes(dataset.value)) {
      errors.push(source.errorAt(['datasets', index, 'value'], `${dataset.value} is not in config/catalogue/master-codes.yaml, so no member could own it`));
    }
  }
  // SHIP and TRANSIT are positions, not datasets: each exactly once, and never a dataset's code.
  const reserved = (name: string) => {
    const [first = -1, second] = codes.flatMap((code, i) => (code === name ? [i] : []));
    if (second !== undefined) errors.push(master.errorAt(['codes', second], `${name} is a reserved position and may appear only once`));
    return first;
  };
  const shipBit = reserved(shipEntry);
  const transitBit = reserved(transitEntry);
  for (const { dataset, source, index } of located) {
    if (dataset.value === shipEntry || dataset.value === transitEntry) errors.push(source.errorAt(['datasets', index, 'value'], `${dataset.value} is reserved in master-codes.yaml; choose another code`));
  }

  checkCatalogueTexts(checked, judged, errors);

  const datasets = located.map((l) => l.dataset);
  const used = [...new Set(datasets.map((d) => d.country).filter((c): c is string => c !== undefined && isCountryCode(c)))];
  // Its countries are what coverage links are checked against, mistakes in a dataset or not.
  return compiled({ datasets, masterCodes: codes, shipBit, transitBit, countries: countryTable(used) }, errors);
}

function readDatasets(checked: CheckedSources, messages: Record<string, { catalogue?: Messages }>, errors: ConfigError[]): Located[] {
  const located: Located[] = [];
  const seen = new Map<string, string>();
  for (const kind of datasetFiles) {
    const file = `config/catalogue/${kind}.yaml`;
    const source = checked['catalogue-datasets'].get(file);
    if (!source) continue;
    const data = source.data;
    if (data.kind !== kind) errors.push(source.errorAt(['kind'], `must be "${kind}" in ${kind}.yaml`));
    data.datasets.forEach((raw, index) => {
      const at = ['datasets', index];
      const problem = (key: string, message: string) => errors.push(source.errorAt([...at, key], message));
      if (seen.has(raw.value)) problem('value', `${raw.value} is declared twice (also in ${seen.get(raw.value)})`);
      seen.set(raw.value, file);
      if (kind === 'customs') checkCustomsEntry(raw, problem, () => errors.push(source.errorAt(at, 'is missing the required key "type" (SHIPMENTS_IMPORT or SHIPMENTS_EXPORT)')));
      else if (raw.type || raw.package) problem(raw.type ? 'type' : 'package', `belongs to customs datasets only, not to ${kind} data`);
      if (raw.country && !isCountryCode(raw.country)) problem('country', `${raw.country} is not an ISO 3166 country code`);
      for (const [locale, bucket] of Object.entries(messages)) {
        if (!lookupMessage(bucket.catalogue, raw.name)) problem('name', `translation key "${raw.name}" is missing in ${textsFile(locale)}`);
      }
      located.push({ dataset: { kind, ...raw }, source, index });
    });
  }
  return located;
}

function checkCustomsEntry(raw: RawDataset, problem: (key: string, message: string) => void, missingType: () => void) {
  if (!raw.type) missingType();
  else if ((raw.type === 'SHIPMENTS_IMPORT') !== raw.value.startsWith('IMP_')) problem('type', `does not match the code ${raw.value}`);
  // The code carries the country (IMP_VN_CD_1), so a copied entry with a changed country is caught.
  if (raw.country && raw.value.split('_')[1] !== raw.country) problem('value', `${raw.value} does not name the dataset's country ${raw.country}`);
  if (!raw.package) problem('package', 'must name the cheapest package of config/pricing.yaml that includes this dataset');
}

/** The catalogue sections' own words (continents, column headings, ...) in every locale. */
function checkCatalogueTexts(checked: CheckedSources, messages: Record<string, { catalogue?: Messages }>, errors: ConfigError[]) {
  for (const [locale, bucket] of Object.entries(messages)) {
    const file = textsFile(locale);
    const source = checked.messages.get(file);
    if (!source) {
      errors.push({ file, line: 1, column: 1, pointer: '', message: 'is missing: it names the catalogue sections\' words (continents, column headings) and every dataset' });
      continue;
    }
    const missing = [
      ...catalogueMessageKeys.filter((key) => lookupMessage(bucket.catalogue, key) === undefined),
      ...cataloguePluralKeys.filter((key) => lookupMessage(bucket.catalogue, `${key}_other`) === undefined).map((key) => `${key}_other`),
    ];
    for (const key of missing) errors.push(source.errorAt(key.split('.'), `is missing "${key}", which the catalogue sections show`));
  }
}
