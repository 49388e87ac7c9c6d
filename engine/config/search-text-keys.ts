/**
 * The words of the console's shipment-search and my-collection workspaces (engine/ui/console/search),
 * in locales/<locale>/console.yaml under search:. The config check asks every locale for each;
 * tests/unit/engine-message-keys.test.ts checks the workspaces ask for no other.
 */
export const searchMessageKeys = [
  ...['loading'].map((k) => `search.${k}`),
  ...['label', 'dataset', 'ownedGroup', 'notOwnedGroup', 'noneOwned', 'field', 'keyword', 'from', 'to', 'submit'].map((k) => `search.form.${k}`),
  ...['hscode', 'description', 'importer', 'exporter'].map((k) => `search.form.fields.${k}`),
  ...['hscode', 'description', 'importer', 'exporter'].map((k) => `search.form.hints.${k}`),
  ...['empty', 'too-long', 'hs-code-digits', 'before-start'].map((k) => `search.form.problems.${k}`),
  ...['heading', 'prompt', 'none', 'tableLabel'].map((k) => `search.results.${k}`),
  ...['date', 'hsCode', 'description', 'importer', 'exporter', 'route', 'value', 'details', 'detailsOf'].map((k) => `search.columns.${k}`),
  ...['label', 'previous', 'next', 'page', 'pageSize'].map((k) => `search.pager.${k}`),
  ...['title', 'close', 'dataset', 'direction', 'origin', 'destination', 'portOfLoading', 'portOfDischarge', 'quantity', 'weight', 'kilograms'].map((k) => `search.record.${k}`),
  ...['import', 'export'].map((k) => `search.record.directions.${k}`),
  ...['heading', 'number', 'billType', 'vessel', 'voyage', 'arrival', 'placeOfReceipt', 'foreignPort', 'portOfDestination', 'container', 'seal', 'marks', 'pieces', 'measurement', 'shipper', 'consignee', 'notifyParty', 'hazmat'].map((k) => `search.bill.${k}`),
  ...['packages', 'retry'].map((k) => `search.refusal.${k}`),
  ...['button', 'progressLabel', 'running', 'capped', 'cappedFree'].map((k) => `search.export.${k}`),
  ...['back', 'save', 'saved', 'savedMessage', 'removedMessage', 'openCollection', 'profileHeading', 'partnersHeading', 'partnersPages', 'noPartners', 'recordsHeading', 'recordsPages'].map((k) => `search.company.${k}`),
  ...['legalName', 'country', 'address', 'website', 'phone', 'contact', 'type', 'categories', 'founded', 'founders', 'ceo', 'keyPeople', 'headquarters', 'subsidiaries', 'employees', 'revenue', 'operatingStatus', 'ipoStatus', 'funding', 'employeeRating', 'jobOpenings', 'hours', 'tags'].map((k) => `search.company.fields.${k}`),
  ...['name', 'role', 'shipments', 'period'].map((k) => `search.partners.${k}`),
  ...['supplier', 'buyer'].map((k) => `search.partners.roles.${k}`),
  ...['tableLabel', 'empty', 'toSearch', 'savedAt', 'actions', 'remove', 'removeOf', 'removed', 'undo'].map((k) => `search.collection.${k}`),
];

/** Plural texts, listed without their suffix: each locale writes the forms its language needs. */
export const searchPluralKeys = ['search.collection.count', 'search.export.done', 'search.export.limit', 'search.results.found', 'search.results.foundCapped'];
