/**
 * What a bundled module of the site (import-module.ts) has for \`require\` and \`require.resolve\`,
 * as under jiti, Docusaurus's loader: resolution from the module's own folder with the extensions
 * jiti tries, and a \`require()\` that esbuild leaves to run time (a path it builds: stellar's
 * sidebar generator requires \`path.join(contentPath, '…/sidebar.ts')\`) compiles a TypeScript or
 * JSX file (bundled by esbuild, its packages left to Node, `@site/` the site folder), where an ES module gives its default
 * export, its other names read through it. Anything else is Node's \`require\`.
 */
import path from 'node:path';

/** `require()` at run time: a TypeScript or JSX file of the site compiled, as above; uses `__siteResolve` and `__siteRequire`. */
const REQUIRE_COMPILED = `import { buildSync as __buildSync } from 'esbuild';
import __Module from 'node:module';
const __compiled = new Map();
const __requireCompiled = (file) => {
  if (!__compiled.has(file)) {
    const { outputFiles } = __buildSync({ entryPoints: [file], bundle: true, platform: 'node', format: 'cjs', packages: 'external', alias: { '@site': __siteDir }, jsx: 'automatic', write: false, logLevel: 'silent' });
    const module = new __Module(file);
    module.filename = file;
    module.paths = __Module._nodeModulePaths(file.slice(0, file.lastIndexOf('/')));
    module._compile(outputFiles[0].text, file);
    const d = module.exports && module.exports.__esModule ? module.exports.default : undefined;
    __compiled.set(file, d !== null && (typeof d === 'object' || typeof d === 'function') ? new Proxy(d, { get: (t, k) => (k in t ? t[k] : module.exports[k]) }) : module.exports);
  }
  return __compiled.get(file);
};
const __requireAny = (dir, id) => {
  const file = /^[./]/.test(id) ? __siteResolve(dir, id) : id;
  return /\\.([cm]?tsx?|jsx)$/.test(file) && !file.includes('/node_modules/') ? __requireCompiled(file) : __siteRequire(id);
};`;

const EXTENSIONS = ['.js', '.ts', '.mjs', '.cjs', '.mts', '.cts', '.jsx', '.tsx', '.json'];

/**
 * `require.resolve` of a module in `dir`: Node's resolution, then the path with each extension
 * jiti tries (`./sidebars` for sidebars.ts). From a TypeScript module, as jiti does there, a `.js`
 * path that is not there is its `.ts` file (`require.resolve('./sidebars.js')` for sidebars.ts,
 * reduxjs/react-redux). A missing file (a theme's CSS) must not stop the config from loading: it
 * resolves to itself.
 */
const SITE_RESOLVE = `const __siteResolve = (dir, id) => {
  try { return __createRequire(dir + '/').resolve(id); } catch {}
  if (/^\\.\\.?(\\/|$)/.test(id)) for (const ext of ${JSON.stringify(EXTENSIONS)}) { const f = __resolvePath(dir, id + ext); if (__existsSync(f)) return f; }
  return id;
};
const __siteResolveTs = (dir, id) => {
  const found = __siteResolve(dir, id);
  return found === id && /\.([cm]?)j(sx?)$/.test(id) ? __siteResolve(dir, id.replace(/\.([cm]?)j(sx?)$/, '.$1t$2')) : found;
};`;

/** The lines a bundled site module starts with: its `require` and `require.resolve`, as above. */
export function siteRequireBanner(file: string, siteDir: string): string {
  return [
    `const __siteDir = ${JSON.stringify(siteDir)};`,
    `import { createRequire as __createRequire } from 'node:module';`,
    `import { existsSync as __existsSync } from 'node:fs';`,
    `import { resolve as __resolvePath } from 'node:path';`,
    `const __siteRequire = __createRequire(${JSON.stringify(file)});`,
    SITE_RESOLVE,
    REQUIRE_COMPILED,
    `const require = Object.assign((id) => __requireAny(${JSON.stringify(path.dirname(file))}, id), { resolve: (id) => __siteResolve(${JSON.stringify(path.dirname(file))}, id) });`,
  ].join('\n');
}

