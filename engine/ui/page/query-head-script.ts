import type { QueryHeads } from '../../routing/query-head';

/**
 * The inline script, written into the page's first section right after its h1, that gives a page
 * standing for several (query-head.ts) the head its query names. It runs while the page is still
 * being parsed, before the first paint, so the visitor never sees the overview's h1 change into
 * the sector's and nothing below moves. It does what chooseQueryHead decides: a known value sets
 * the title, description, canonical and alternates (each with the value) and the h1; an unknown
 * one shows the note; none leaves the page as built. The CSP allows it by hash.
 */
export function queryHeadScript(heads: QueryHeads): string {
  const data = JSON.stringify({ param: heads.param, heads: heads.heads }).replace(/</g, '\\u003c');
  return [
    '(function(){',
    `var d=${data},s=document.currentScript,v=new URLSearchParams(location.search).get(d.param);`,
    'if(v===null)return;',
    'var k=v.trim(),h=Object.prototype.hasOwnProperty.call(d.heads,k)?d.heads[k]:null,box=s.parentElement;',
    "if(!h){var n=box.querySelector('[data-query-note]');if(n)n.hidden=false;return;}",
    'document.title=h.title;',
    "var m=document.querySelector('meta[name=\"description\"]');if(m)m.content=h.description;",
    "var c=document.querySelector('link[rel=\"canonical\"]');if(c)c.href=h.canonical;",
    "document.querySelectorAll('link[rel=\"alternate\"]').forEach(function(a){a.href=a.href.split('?')[0]+'?'+d.param+'='+encodeURIComponent(k);});",
    "var t=box.querySelector('h1');if(t)t.textContent=h.heading;",
    '})();',
  ].join('');
}
