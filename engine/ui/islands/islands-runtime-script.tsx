import assets from 'virtual:site/islands-assets';
import { islandsBootScript } from './islands-boot-script';

/**
 * The islands runtime of a public page (decision 017): a few lines at the end of the body that
 * import it once the page is painted. Nothing in <head> asks for script, so the stylesheet and the
 * HTML are all the first paint waits for.
 */
export function IslandsRuntimeScript() {
  return (
    <>
      {assets.devPreamble && <script type="module" src={assets.devPreamble} />}
      <script type="module" dangerouslySetInnerHTML={{ __html: islandsBootScript(assets.entry.file) }} />
    </>
  );
}
