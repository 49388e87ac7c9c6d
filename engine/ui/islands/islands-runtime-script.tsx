import assets from 'virtual:site/islands-assets';

/**
 * The islands runtime of a public page (decision 017): one module script at the end of the body,
 * run once the HTML is parsed. Nothing in <head> asks for script, so the stylesheets and the HTML
 * are all the first paint waits for.
 */
export function IslandsRuntimeScript() {
  return (
    <>
      {assets.devPreamble && <script type="module" src={assets.devPreamble} />}
      <script type="module" src={assets.entry.file} />
    </>
  );
}
