import { loadWith } from '../config-fixture';
import type { SiteModel } from '../../../engine/config/site-model';

let loaded: SiteModel | undefined;

/** The project's real config, compiled once per test file. */
export function projectModel(): SiteModel {
  if (!loaded) {
    const result = loadWith();
    if (!result.ok) throw new Error(`the project's config does not pass the check: ${result.error[0]?.message ?? ''}`);
    loaded = result.value;
  }
  return loaded;
}

/** A copy of the project's model with one edit, as if its YAML had been changed that way. */
export function editedModel(edit: (model: SiteModel) => void): SiteModel {
  const copy = structuredClone(projectModel());
  edit(copy);
  return copy;
}
