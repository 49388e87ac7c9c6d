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
    () => Promise<{ bundle: import('../build/form-bundle.js').FormBundle; validators: Record<string, (data: unknown) => boolean> }>
  >;
  export default forms;
}
declare module 'virtual:site/shell-settings' {
  /** The loading bar, chunk-reload guard, page-view call and loading rules of every route (content/shell-settings.ts). */
  const settings: import('./content/shell-settings.js').ShellSettings;
  export default settings;
}
