import { heldInputGlobal } from './held-input-script';

/**
 * The one script a public page runs by itself (decision 017), written into the page: it imports
 * the islands runtime once the browser has shown the page (its first contentful paint), so on a
 * slow connection the stylesheet, the HTML and the first screen's pictures have the line to
 * themselves, and the page reads as soon as a page without any script would. Inline, because a
 * script file of its own would be one more request that the first paint waits for. A hidden tab
 * (opened in the background) paints nothing until it is shown, and a browser without paint timing
 * says nothing: there the runtime starts at once, or after a short wait. A visitor who has already
 * clicked or sent something (held by held-input-script.ts) does not wait for the paint either: the
 * runtime starts at once. The CSP allows it by hash.
 */
export function islandsBootScript(runtimeUrl: string): string {
  const url = JSON.stringify(runtimeUrl).replace(/</g, '\\u003c');
  return [
    'let started=false;',
    `const start=()=>{if(!started){started=true;import(${url});}};`,
    `const held=window.${heldInputGlobal};if(held){held.start=start;if(held.waiting())start();}`,
    "const painted=()=>performance.getEntriesByName('first-contentful-paint').length>0;",
    "if(document.visibilityState==='hidden'||painted())start();",
    "else{try{new PerformanceObserver(()=>{if(painted())start();}).observe({type:'paint',buffered:true});}catch{requestAnimationFrame(()=>setTimeout(start,0));}setTimeout(start,3000);}",
  ].join('');
}
