import type { TFunction } from 'i18next';
import type { DatasetRow } from '../../content/catalogue-page-data';
import { searchableFields } from '../../../rules/search-availability';

/** "Importer, exporter, HS code": the searches a dataset supports (spec 5), in the page's language. */
export function searchableBy(t: TFunction, dataset: DatasetRow): string {
  const fields = searchableFields(dataset).map((field) => t(`catalogue:fields.${field}`));
  return fields.length ? fields.join(t('catalogue:labels.listSeparator')) : t('catalogue:labels.none');
}

export function directionOf(t: TFunction, dataset: DatasetRow): string {
  return dataset.type ? t(`catalogue:directions.${dataset.type}`) : t('catalogue:directions.both');
}

/** The country a dataset covers, or its region for multi-country datasets. */
export function whereOf(t: TFunction, dataset: DatasetRow): string {
  return dataset.country?.name ?? t(`catalogue:regions.${dataset.region}`);
}
