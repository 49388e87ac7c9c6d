/** The JSON bodies of the search calls: the filter a search and an export share, and a search's page. */
const filterProperties = {
  type: { type: 'integer' },
  dataset: { type: 'string', maxLength: 40 },
  field: { type: 'string', maxLength: 20 },
  keyword: { type: 'string', maxLength: 200 },
  startTime: { type: 'string', maxLength: 10 },
  endTime: { type: 'string', maxLength: 10 },
} as const;

export const searchBody = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'dataset', 'field', 'keyword'],
  properties: { ...filterProperties, current: { type: 'integer' }, pageSize: { type: 'integer' } },
} as const;

/** An export takes a search's filter, or none for the whole dataset within the dates. */
export const exportBody = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'dataset'],
  properties: filterProperties,
} as const;
