import type { ConfigError } from './config-error.js';
import { compiled, notChecked, type Compiled } from './compiled.js';
import type { CheckedSources } from './checked-sources.js';
import type { ToolList } from './site-model.js';

/** config/tools.yaml -> its lists, each utility-tools section of a page naming one of them. */
export function compileTools(checked: CheckedSources): Compiled<ToolList[]> {
  const errors: ConfigError[] = [];
  const source = checked.tools.get('config/tools.yaml');
  if (!source) return notChecked();
  const lists = source.data.lists;
  const listIds = new Set(lists.map((l) => l.id));
  for (const page of checked.page.values()) {
    page.data.sections.forEach((section, i) => {
      if (section.type === 'utility-tools' && !listIds.has(section.list)) {
        errors.push(page.errorAt(['sections', i, 'list'], `names tool list ${section.list}, which is not in config/tools.yaml (${[...listIds].join(', ')})`));
      }
    });
  }
  return compiled(lists, errors);
}
