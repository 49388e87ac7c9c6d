import { queryValueAttribute, type QueryHeads } from '../../routing/query-head';

/**
 * The inline script, written into the page's first section right after its h1, that gives a page
 * standing for several (query-head.ts) the head its query names. It runs while the page is still
 * being parsed, before the first paint, so the visitor never sees the overview's h1 change into
 * the sector's and nothing below moves. It does what chooseQueryHead decides: a known value (or a
 * #fragment naming a value's section) sets the title, description, canonical and alternates (each
 * with the value) and the h1, marks <html data-query-value>, and shows that value's section alone:
 * a rule added to the site's stylesheet (the CSP allows no inline style, but the CSSOM is no
 * inline style) hides the other values' sections before they are even parsed. An unknown value
 * shows the note and every section; none leaves the page as built. Without JavaScript, or if no
 * stylesheet takes the rule, every section shows: the overview. The CSP allows it by hash.
 */
export function queryHeadScript(heads: QueryHeads): string {
  const data = JSON.stringify({ param: heads.param, prefix: heads.prefix, heads: heads.heads }).replace(/</g, '\\u003c');
  return [
    '(function(){',
    `var d=${data},s=document.currentScript,has=function(k){return Object.prototype.hasOwnProperty.call(d.heads,k);},v=new URLSearchParams(location.search).get(d.param);`,
    'if(v===null){var f=location.hash.slice(1),w=f.slice(d.prefix.length);if(f.indexOf(d.prefix)===0&&w&&has(w))v=w;}',
    'if(v===null)return;',
    'var k=v.trim(),h=has(k)?d.heads[k]:null,box=s.parentElement;',
    "if(!h){var n=box.querySelector('[data-query-note]');if(n)n.hidden=false;return;}",
    'document.title=h.title;',
    "var m=document.querySelector('meta[name=\"description\"]');if(m)m.content=h.description;",
    "var c=document.querySelector('link[rel=\"canonical\"]');if(c)c.href=h.canonical;",
    "document.querySelectorAll('link[rel=\"alternate\"]').forEach(function(a){a.href=a.href.split('?')[0]+'?'+d.param+'='+encodeURIComponent(k);});",
    "var t=box.querySelector('h1');if(t)t.textContent=h.heading;",
    `document.documentElement.setAttribute('${queryValueAttribute}',k);`,
    "var o=Object.keys(d.heads).filter(function(x){return x!==k;}).map(function(x){return '#'+CSS.escape(d.prefix+x);}).join(',');",
    "if(o)for(var l=document.styleSheets,i=0;i<l.length;i++){try{l[i].insertRule(o+'{display:none}',l[i].cssRules.length);break;}catch(e){}}",
    '})();',
  ].join('');
}

/**
 * The inline script at the end of a query index (query-index-section.tsx): marks the link of the
 * value the head script chose as the current page, as the index is parsed. The same text on every
 * page, so one hash in the CSP.
 */
export const queryIndexScript = [
  '(function(){',
  `var v=document.documentElement.getAttribute('${queryValueAttribute}');if(v===null)return;`,
  "document.currentScript.parentElement.querySelectorAll('a[data-query-value]').forEach(function(a){if(a.getAttribute('data-query-value')===v)a.setAttribute('aria-current','page');});",
  '})();',
].join('');
