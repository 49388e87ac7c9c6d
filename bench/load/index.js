// The one door from scripts/bench/ into this folder: bare imports resolve to this folder's own
// node_modules, so the load generator stays out of the main lockfile.
export { default as autocannon } from 'autocannon';
