// The one door from scripts/bench/ into this folder: bare imports resolve to this folder's own
// node_modules (Lighthouse 12 cannot live in the main lockfile, see docs/performance.md).
export { default as lighthouse } from 'lighthouse';
export { launch as launchChrome } from 'chrome-launcher';
