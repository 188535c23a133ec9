/**
 * The architecture as rules (ARCHITECTURE.md says why): `npm run deps` checks them, and so does
 * tests/unit/architecture.test.ts, so CI fails on an import that breaks one and names it.
 * Type imports count: a type from a later stage ties the modules together as much as a function.
 */

/**
 * The stages of a build, in the order data flows through them (ARCHITECTURE.md's table). A stage
 * imports the stages before it and the modules below them, never a later one.
 */
const STAGES = [
  ['config', ['build/config', 'build/config-validate', 'build/loaded-config', 'build/docs-disabled', 'build/docusaurus/', 'build/sidebars-file', 'build/site-config-data']],
  ['i18n', ['build/i18n/']],
  ['content', ['build/content/', 'build/content-layout']],
  ['markdown', ['build/markdown/', 'build/render-sources', 'build/render-jobs', 'build/markdown-jobs', 'build/diagram-threads', 'build/diagram-worker']],
  ['react-pages', ['build/react-pages/']],
  ['listed', ['build/listed']],
  ['sidebars', ['build/sidebars', 'build/sidebar-generated', 'build/sidebar-tree', 'build/sidebar-translations']],
  ['routes', ['build/routes/']],
  ['assets', ['build/assets', 'build/asset-cache', 'build/head-script', 'build/head-input']],
  ['html', ['build/changed-routes', 'build/render', 'build/write-routes', 'build/page-reuse', 'build/nav']],
  ['files-beside', ['build/files-beside', 'build/feeds', 'build/sitemap', 'build/robots', 'build/llms/', 'build/headers', 'build/static-files', 'build/redirects', 'build/redirect-pages']],
  ['checks', ['build/checks', 'build/theme-links']],
  ['search', ['build/search/', 'build/search-thread', 'build/search-worker']],
  ['output', ['build/output-guard']],
];

/** Below every stage: caches that know bytes and keys, and utilities. Any stage may use them; they use no stage. */
const BELOW = ['build/diagnostics', 'build/profile', 'build/write-at-once', 'build/xml', 'build/node-bundle', 'build/persistent-cache', 'build/content/yaml-cache', 'build/output', 'build/git-history', 'build/same-data', 'build/content/read-text', 'build/content/readable', 'build/spool'];

/** Browser code: it runs in the reader's browser, where no Node module exists (site/docusaurus/ runs there too, for a site's React pages). */
const BROWSER = ['^site/client/', '^site/islands/', '^site/docusaurus/'];
/** Node's own modules, as dependency-cruiser names them (`node:fs` is `fs`). */
const NODE = `^(${require('node:module').builtinModules.map((name) => name.replace(/[/.]/g, '\\$&')).join('|')})$`;

/** A folder (`name/`) or one module (its path without the extension). */
const pattern = (names) => names.map((n) => (n.endsWith('/') ? `^${n}` : `^${n}\\.(ts|tsx|mjs)$`));
const below = pattern(BELOW);

/** Everything else in build/ is the build itself (build.ts, the renderer, the CLI and the dev server), above every stage. */
const stageRules = STAGES.map(([name, names], i) => ({
  name: `stage-order-${name}`,
  comment: `The ${name} stage imports only the stages before it (${STAGES.slice(0, i).map(([n]) => n).join(', ') || 'none'}) and the modules below them: no later stage, nothing of the build above the stages.`,
  severity: 'error',
  from: { path: pattern(names) },
  to: { path: '^build/', pathNot: [...STAGES.slice(0, i + 1).flatMap(([, earlier]) => pattern(earlier)), ...below] },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'No module reaches itself through its imports, type imports included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-imports-neither-side',
      comment: 'shared/ runs in the build and in the browser: it imports neither build/ nor site/.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: ['^build/', '^site/'] },
    },
    {
      name: 'site-never-imports-build',
      comment: 'site/ is rendered by the build and runs in the browser; the build hands it plain data.',
      severity: 'error',
      from: { path: '^site/' },
      to: { path: '^build/' },
    },
    {
      name: 'browser-code-no-node',
      comment: 'Browser code (site/client/, site/islands/) runs where no Node module exists: it imports none.',
      severity: 'error',
      from: { path: BROWSER },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'browser-code-reaches-no-node',
      comment: 'Nor does anything browser code reaches through other modules.',
      severity: 'error',
      from: { path: BROWSER },
      to: { path: NODE, reachable: true },
    },
    ...stageRules,
    {
      name: 'below-imports-no-stage',
      comment: 'Caches and utilities know bytes, keys and files, not stages: they import only one another.',
      severity: 'error',
      from: { path: below },
      to: { path: '^build/', pathNot: below },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^tests/fixtures/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js'] },
  },
};
