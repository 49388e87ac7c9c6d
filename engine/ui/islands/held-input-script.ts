/**
 * The first thing a page runs, inline at the top of <head> (decision 048): it marks
 * `<html data-scripts>` (the CSS of a page without JavaScript keys off its absence) and, from that
 * moment, holds what a visitor does to the parts of the page whose code has not arrived, so that
 * nothing is lost or sent the wrong way in the seconds between the first paint and the islands'
 * hydration on a slow phone:
 *
 * - a submit of a form inside an island that is not ready is cancelled (a `<form>` without its
 *   code would send every field, passwords included, to the page's own address) and kept;
 * - a click on a control (button, tab, summary) of such an island is cancelled and kept;
 * - until the runtime has started, a click on a page-level control (the footer's `dialog:` and
 *   back-to-top buttons, `data-opens-form` / `data-action`) is cancelled and kept.
 *
 * An island is ready once it is hydrated (`data-island-hydrated`) and nothing in it still waits
 * for code (`data-awaits-code`: a form whose chunk is on its way). A kept action also asks the
 * runtime to start at once. The islands runtime takes the queue (`take`), hydrates each kept
 * action's island and does the action again, once (two on the same control, or two sends of one form, are one).
 * A submit stays cancelled in an island that failed to hydrate: what was typed stays on screen.
 *
 * Written by hand, small: it is in every page and runs before the first paint. The CSP allows it
 * by its hash (server/content-security-policy.ts hashes every inline script it finds).
 */
export const heldInputGlobal = '__heldInput';

/**
 * The marks the script reads, set by the runtime (islands-entry.ts) and by components that still
 * wait for something (`awaitsCode`, written as a JSX attribute where it is set): named once, since
 * a mark spelled differently in one place would hold an island's clicks for ever.
 */
export const islandMarks = { hydrated: 'data-island-hydrated', failed: 'data-island-failed', awaitsCode: 'data-awaits-code' } as const;

export interface HeldAction {
  kind: 'click' | 'submit';
  target: HTMLElement;
  /** The island it belongs to; none for a page-level control. */
  island: HTMLElement | null;
}

/** What the script leaves on `window[heldInputGlobal]`. */
export interface HeldInput {
  /** The runtime hands its handler over: the kept actions go to it now, later ones as they come. */
  take(handler: (action: HeldAction) => void): void;
  /** Set by the boot script: starts the runtime at once (a kept action should not wait for the paint). */
  start?: () => void;
  /** Whether any action is kept and not yet taken. */
  waiting(): boolean;
}

export function heldInputScript({ holds }: { holds: boolean }): string {
  // A page of the single-page app (the console) has no islands: React Router's hydration is its
  // own, and only the mark is needed.
  if (!holds) return "document.documentElement.setAttribute('data-scripts','');";
  return `(()=>{
const d=document;d.documentElement.setAttribute('data-scripts','');
const q=[];let take=null;
const h=window.${heldInputGlobal}={take(f){take=f;q.splice(0).forEach(f);},waiting:()=>q.length>0};
const ready=i=>i.hasAttribute('${islandMarks.hydrated}')&&!i.querySelector('[${islandMarks.awaitsCode}]');
const keep=(e,a)=>{e.preventDefault();e.stopImmediatePropagation();if(take)take(a);else{q.push(a);if(h.start)h.start();}};
d.addEventListener('click',e=>{
const t=e.target instanceof Element?e.target.closest('button,[role="tab"],summary,input[type="submit"],input[type="image"],[data-opens-form],[data-action]'):null;
if(!t||t.tagName==='A'&&(e.ctrlKey||e.metaKey||e.shiftKey||e.altKey))return;
const i=t.closest('[data-island]');
if(i){if(!ready(i)&&!i.hasAttribute('${islandMarks.failed}'))keep(e,{kind:'click',target:t,island:i});}
else if(!take&&t.matches('[data-opens-form],[data-action]'))keep(e,{kind:'click',target:t,island:null});
},true);
d.addEventListener('submit',e=>{
const f=e.target,i=f instanceof HTMLFormElement?f.closest('[data-island]'):null;
if(!i||ready(i))return;
if(i.hasAttribute('${islandMarks.failed}'))e.preventDefault();else keep(e,{kind:'submit',target:f,island:i});
},true);
})();`.replace(/\n/g, '');
}
