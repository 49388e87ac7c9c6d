declare module 'virtual:site/client-model' {
  const model: import('../config/site-model.js').ClientModel;
  export default model;
}
declare module 'virtual:site/dynamic-pages' {
  const pages: Record<
    string,
    () => Promise<{ default: { data: import('./content/page-data.js').PageData; params: Record<string, string> } }>
  >;
  export default pages;
}
declare module 'virtual:site/responsive.css';
declare module 'virtual:site/full-model' {
  const model: import('../config/site-model.js').SiteModel;
  export default model;
}
declare module 'virtual:site/forms' {
  /** '<form id>/<locale>' -> the form's texts for that locale and its precompiled validator. */
  const forms: Record<
    string,
    () => Promise<{ bundle: import('../config/form-bundle-shape.js').FormBundle; validators: Record<string, (data: unknown) => boolean> }>
  >;
  export default forms;
}
declare module 'virtual:site/shell-settings' {
  /** The loading bar, chunk-reload guard, page-view call and loading rules of every route (content/shell-settings.ts). */
  const settings: import('./content/shell-settings.js').ShellSettings;
  export default settings;
}
declare module 'virtual:site/app-shell' {
  /** Locale -> the application header's config and texts in that language (content/app-shell-data.ts). */
  const shells: Record<string, () => Promise<{ default: import('./content/app-shell-data.js').AppShellData }>>;
  export default shells;
}
declare module 'virtual:site/island-loaders' {
  /** Island name -> its module (engine/ui/islands/island-modules.ts), whose default export is the component. */
  const loaders: Record<import('./islands/island-modules.js').IslandName, () => Promise<{ default: import('react').ComponentType<never> }>>;
  export default loaders;
}
declare module 'virtual:site/islands-assets' {
  /** The islands runtime's address and each island's files (engine/build/islands-manifest.ts). */
  const assets: import('../build/islands-manifest.js').IslandsManifest;
  export default assets;
}
