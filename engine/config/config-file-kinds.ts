import type { SchemaId } from './checked-sources.js';

/**
 * Which JSON Schema checks which file. A YAML file under config/ that matches none of these is an
 * error: a file the engine would silently ignore is a trap for whoever edits it.
 */
const kinds: Array<{ pattern: RegExp; schema: SchemaId; describe: string }> = [
  { pattern: /^config\/site\.yaml$/, schema: 'site', describe: 'config/site.yaml' },
  { pattern: /^config\/routes\.yaml$/, schema: 'routes', describe: 'config/routes.yaml' },
  { pattern: /^config\/redirects\.yaml$/, schema: 'redirects', describe: 'config/redirects.yaml' },
  { pattern: /^config\/pricing\.yaml$/, schema: 'pricing', describe: 'config/pricing.yaml' },
  { pattern: /^config\/tools\.yaml$/, schema: 'tools', describe: 'config/tools.yaml' },
  { pattern: /^config\/budgets\.yaml$/, schema: 'budgets', describe: 'config/budgets.yaml' },
  { pattern: /^config\/catalogue\/(customs|ship|transit)\.yaml$/, schema: 'catalogue-datasets', describe: 'config/catalogue/customs.yaml, ship.yaml or transit.yaml' },
  { pattern: /^config\/news\.yaml$/, schema: 'news', describe: 'config/news.yaml' },
  { pattern: /^config\/errors\.yaml$/, schema: 'errors', describe: 'config/errors.yaml' },
  { pattern: /^config\/forms\.yaml$/, schema: 'forms', describe: 'config/forms.yaml' },
  { pattern: /^schemas\/forms\/[a-z][a-z0-9-]*\.schema\.json$/, schema: 'form-schema', describe: 'schemas/forms/<form>.schema.json' },
  { pattern: /^schemas\/forms\/[a-z][a-z0-9-]*\.ui\.json$/, schema: 'form-ui', describe: 'schemas/forms/<form>.ui.json' },
  { pattern: /^config\/catalogue\/master-codes\.yaml$/, schema: 'catalogue-master-codes', describe: 'config/catalogue/master-codes.yaml' },
  { pattern: /^config\/nav\/app-header\.yaml$/, schema: 'app-header', describe: 'config/nav/app-header.yaml' },
  { pattern: /^config\/console\.yaml$/, schema: 'console', describe: 'config/console.yaml' },
  { pattern: /^config\/nav\/header-[a-z0-9-]+\.yaml$/, schema: 'header', describe: 'config/nav/header-<name>.yaml' },
  { pattern: /^config\/nav\/footer-[a-z0-9-]+\.yaml$/, schema: 'footer', describe: 'config/nav/footer-<name>.yaml' },
  { pattern: /^config\/pages\/[a-z0-9-]+\.yaml$/, schema: 'page', describe: 'config/pages/<page>.yaml' },
  { pattern: /^locales\/[a-z-]+\/(common|catalogue|news|forms|console|illustrations|emails|pages\/[a-z0-9-]+)\.yaml$/, schema: 'messages', describe: 'locales/<locale>/common.yaml, catalogue.yaml, news.yaml, forms.yaml, console.yaml, illustrations.yaml, emails.yaml or pages/<page>.yaml' },
];

export const requiredConfigFiles = [
  'config/site.yaml', 'config/routes.yaml', 'config/redirects.yaml', 'config/pricing.yaml', 'config/tools.yaml', 'config/budgets.yaml',
  'config/errors.yaml', 'config/console.yaml', 'config/nav/app-header.yaml', 'config/catalogue/customs.yaml', 'config/catalogue/ship.yaml', 'config/catalogue/transit.yaml', 'config/catalogue/master-codes.yaml',
];

export function schemaForFile(file: string): SchemaId | undefined {
  return kinds.find((k) => k.pattern.test(file))?.schema;
}

export function knownFileKinds(): string[] {
  return kinds.map((k) => k.describe);
}
