/**
 * Who may import whom (docs/architecture.md). Checked by `npm run lint:deps`, part of `npm test`.
 * Type-only imports count: a type cycle is a cycle, and a type import across a layer is still the
 * lower layer knowing the upper one.
 */
const pure = '^engine/(config|routing|access|rules)/';
/** React itself and the libraries that render with it: none of them below engine/ui. */
const react = '(^|/)node_modules/(react|react-dom|@xstate/react)/';

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'Modules depend one way; a cycle (type-only included) means two modules are one idea, or one holds what both need.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'config-is-the-bottom',
      severity: 'error',
      comment: 'engine/config compiles YAML into the typed model; it imports nothing else of engine/.',
      from: { path: '^engine/config/' },
      to: { path: '^engine/(?!config/)' },
    },
    {
      name: 'pure-layers-import-only-config',
      severity: 'error',
      comment: 'routing, access and rules are pure decisions over the model: they import engine/config and each other, nothing above.',
      from: { path: '^engine/(routing|access|rules)/' },
      to: { path: '^engine/(?!config/|routing/|access/|rules/)' },
    },
    {
      name: 'pure-layers-have-no-react-or-browser',
      severity: 'error',
      comment: 'Pure modules run in node tests and on the server: no React, no browser libraries.',
      from: { path: pure },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer'], path: '(^|/)node_modules/(react|react-dom|react-router|@react-router|react-i18next|@rjsf|js-cookie|@xstate/react)/' },
    },
    {
      name: 'api-client-below-machines-and-ui',
      severity: 'error',
      comment: 'engine/api is the HTTP client: config and pure layers only, never machines, UI or React.',
      from: { path: '^engine/api/' },
      to: { path: ['^engine/(machines|ui|build)/', react] },
    },
    {
      name: 'machines-below-ui',
      severity: 'error',
      comment: 'XState machines decide; React renders them. A machine never imports the UI.',
      from: { path: '^engine/machines/' },
      to: { path: ['^engine/(ui|build)/', react] },
    },
    {
      name: 'nothing-imports-ui',
      severity: 'error',
      comment: 'engine/ui is the top of the engine: nothing in engine/ or server/ imports it (engine/build aside, below).',
      from: { path: '^(engine/(?!ui/|build/)|server/)' },
      to: { path: '^engine/ui/' },
    },
    {
      name: 'build-reads-only-ui-data',
      severity: 'error',
      comment: 'The build turns the model into each page\'s data with the React-free builders of engine/ui (content/*.ts, the island list); it never imports components.',
      from: { path: '^engine/build/' },
      to: { path: '^engine/ui/.*\\.tsx$' },
    },
    {
      name: 'ui-does-not-import-the-build',
      severity: 'error',
      comment: 'Pages get what the build computed through virtual modules, never by importing build code into the browser. The virtual modules\' declarations (a .d.ts) may name the build\'s output types.',
      from: { path: '^engine/ui/', pathNot: '\\.d\\.ts$' },
      to: { path: '^engine/build/' },
    },
    {
      name: 'server-without-browser-layers',
      severity: 'error',
      comment: 'The reference API imports config and the pure layers (and the build helpers that serve the site), never machines or UI.',
      from: { path: '^server/' },
      to: { path: '^engine/machines/' },
    },
    {
      name: 'scripts-are-entry-points',
      severity: 'error',
      comment: 'scripts/ are commands; nothing in the engine or the server imports them.',
      from: { path: '^(engine|server)/' },
      to: { path: '^scripts/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules is not excluded (that would hide every package import from the rules), only not followed.
    exclude: { path: '^(build|\\.tmp|bench|\\.react-router)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    moduleSystems: ['es6', 'cjs'],
  },
};
