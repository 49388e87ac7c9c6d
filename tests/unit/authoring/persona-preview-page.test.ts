import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteModelFromDisk } from '../../../engine/config/read-source-files';
import type { SiteModel } from '../../../engine/config/site-model';
import { buildPersonaPreviewData, type PersonaPreviewData } from '../../../engine/ui/authoring/personas/persona-preview-data';
import { configErrorsHtml, inlineSafe, personaPreviewHtml } from '../../../engine/build/persona-preview-page';
import { present } from '../present';

// The preview page carries config texts as JSON and, in the report, its bundle inline: nothing
// in either may end its element and become markup.
let model: SiteModel;
beforeAll(() => {
  const result = loadSiteModelFromDisk();
  if (!result.ok) throw new Error(result.error.map((e) => `${e.file}:${e.line}:${e.column} ${e.message}`).join('\n'));
  model = result.value;
}, 60_000); // the config check: a few seconds, more on a loaded machine

describe('persona preview page', () => {
  it('keeps a text that looks like markup inside its JSON, unchanged for JSON.parse', () => {
    const data = buildPersonaPreviewData(model);
    const evil = '</script><script>alert(1)</script> & \u2028';
    const tampered: PersonaPreviewData = { ...data, texts: { ...data.texts, en: { console: { brand: evil }, common: {} } } };
    const html = personaPreviewHtml({ data: tampered, scripts: '' });
    expect(html.match(/<script/g)).toHaveLength(1);
    const json = present(/<script type="application\/json" id="persona-preview-data">(.*)<\/script>/.exec(html)?.[1], 'the data element');
    expect((JSON.parse(json) as PersonaPreviewData).texts.en?.console.brand).toBe(evil);
  });

  it('inlines code that cannot close its element, and shows config errors as text', () => {
    expect(inlineSafe('a="</script>";b="</SCRIPT"', 'script')).toBe('a="<\\/script>";b="<\\/SCRIPT"');
    expect(inlineSafe('content:"</style>"', 'style')).toBe('content:"<\\/style>"');
    expect(configErrorsHtml('config/a.yaml:1:1 <b>bad</b> & worse')).toContain('&lt;b&gt;bad&lt;/b&gt; &amp; worse');
  });

  it('has the header texts of every locale, and card images from where the caller says', () => {
    const m = model;
    const data = buildPersonaPreviewData(m, (path) => `inlined:${path}`);
    expect(Object.keys(data.texts)).toEqual(m.site.locales.map((l) => l.id));
    const images = data.appHeader.items.flatMap((i) => i.children.map((c) => c.card.image)).filter((i) => i !== undefined);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image).toMatch(/^inlined:\/images\//);
    // The model itself is left as it was.
    expect(m.appHeader.items.flatMap((i) => i.children.map((c) => c.card.image)).filter((i) => i !== undefined).every((i) => i.startsWith('/images/'))).toBe(true);
  });
});
