/**
 * A bundle of a site module (import-module.ts) made to load other modules as jiti, Docusaurus's
 * loader of config modules, loads them, where esbuild's interop differs.
 */

/**
 * Docusaurus loads config modules through jiti, where `require()` of an ES module gives its
 * default export's fields too (`require('./typedoc-sidebar.ts').items`). esbuild gives the
 * namespace only, so its helper is swapped for one that also reads through to `default`, and
 * gives a CommonJS file's own `module.exports` (see site-sources.ts).
 */
const TO_COMMON_JS = 'var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);';
const TO_COMMON_JS_WITH_DEFAULT =
  'var __toCommonJS = (mod) => { if ("__moduleExports" in mod) return mod.__moduleExports; const ns = __copyProps(__defProp({}, "__esModule", { value: true }), mod); const d = mod.default; ' +
  'return d && typeof d === "object" ? new Proxy(ns, { get: (t, k) => (k in t ? t[k] : d[k]) }) : ns; };';

/**
 * A default import of a CommonJS module compiled from ES modules (`__esModule`): esbuild binds its
 * `exports.default` alone; jiti (`interopDefault`) gives that export reading through to the module's
 * other names, its `default` too, so Cadence-Docs' changelog plugin (a copy of Docusaurus's own
 * website's) can call `pluginContentBlog.default(...)` and read `pluginContentBlog.validateOptions`.
 * Only a function is wrapped: an object default (a Prism theme) stays itself, as a proxy of it could
 * not be copied to the render workers. jiti 1.21's interopDefault defines those other names on the
 * export as enumerable properties (`default` not), so a spread copies them: boa's blog wrapper,
 * `export default { ...blogPluginExports, default: blogPluginExtended }`, keeps the blog plugin's
 * validateOptions, which fills in its `path`.
 */
const ESM_DEFAULT = 'isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,';
const ESM_DEFAULT_AS_JITI = 'isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : __jitiDefault(target, mod),';
const JITI_DEFAULT = `
function __jitiDefault(target, mod) {
  const main = mod.default;
  if (typeof main !== 'function') return target;
  const names = Object.keys(mod).filter((key) => key !== 'default' && !(key in main));
  const value = new Proxy(main, {
    get: (t, key) => (key in t ? Reflect.get(t, key) : mod[key]),
    ownKeys: (t) => [...Reflect.ownKeys(t), ...names],
    getOwnPropertyDescriptor: (t, key) => Reflect.getOwnPropertyDescriptor(t, key) ?? (names.includes(key) ? { value: mod[key], enumerable: true, configurable: true, writable: true } : undefined),
  });
  return Object.defineProperty(target, 'default', { value, enumerable: true });
}
`;

/**
 * What an `import()` the bundle leaves to run time gives the site's code: as jiti's, through which
 * Docusaurus loads a config, a module's default export when it is an object or a function, with
 * the module's other names read through it. calico reads `(await import(versionVariablesFile)).prodname`
 * from a CommonJS file, whose namespace under Node holds its `module.exports` as `default` only.
 * Appended to the bundle (a function declaration, hoisted), and every `import(` call left in it calls it.
 */
const SITE_IMPORT = `
function __siteImport(specifier) {
  return import(specifier).then((ns) => {
    const main = ns.default;
    if (main === null || (typeof main !== 'object' && typeof main !== 'function')) return ns;
    return new Proxy(main, { get: (target, key) => (key in target ? Reflect.get(target, key) : ns[key]) });
  });
}
`;

/**
 * The code with each `import(` call's keyword made `__siteImport`. Found by acorn's tokens, so an
 * `import(` inside a string, template literal, comment or regular expression keeps its meaning: a
 * plugin's pattern `/{@import(\s+optional)?/` stays that pattern.
 */
async function callSiteImport(code: string): Promise<string> {
  // acorn loads when a site module is bundled, not with the generator: a site without Docusaurus code never needs it.
  const { tokenizer, tokTypes } = await import('acorn');
  const starts: number[] = [];
  // Per open paren, the start of the `import` keyword before it (-1 for any other paren).
  const parens: number[] = [];
  let keyword = -1;
  let afterDot = false;
  // A call closed by the last token: a method *defined* as `import(x) {`, which acorn also reads as the keyword, has a body next.
  let closedCall = -1;
  try {
    for (const token of tokenizer(code, { ecmaVersion: 'latest', sourceType: 'module', allowHashBang: true, allowAwaitOutsideFunction: true })) {
      if (closedCall >= 0 && token.type !== tokTypes.braceL) starts.push(closedCall);
      closedCall = -1;
      if (token.type === tokTypes.parenL) parens.push(keyword);
      else if (token.type === tokTypes.parenR) closedCall = parens.pop() ?? -1;
      // `api.import(x)` is a method named `import`, which acorn also reads as the keyword.
      keyword = token.type === tokTypes._import && !afterDot ? token.start : -1;
      afterDot = token.type === tokTypes.dot || token.type === tokTypes.questionDot;
    }
  } catch {
    // Syntax acorn does not read yet: every `import(` not after a name or a dot, as before tokens were read.
    return code.replace(/(?<![\w$.])import\(/g, '__siteImport(');
  }
  if (closedCall >= 0) starts.push(closedCall);
  let out = '';
  let from = 0;
  // An import inside another's parentheses closes first.
  for (const start of starts.sort((a, b) => a - b)) {
    out += `${code.slice(from, start)}__siteImport`;
    from = start + 'import'.length;
  }
  return out + code.slice(from);
}

/** The bundle's code with jiti's `require()` of an ES module, its default import of a compiled one, and its `import()`. */
export async function asJitiLoads(code: string): Promise<string> {
  return (await callSiteImport(code.replace(TO_COMMON_JS, TO_COMMON_JS_WITH_DEFAULT).replace(ESM_DEFAULT, ESM_DEFAULT_AS_JITI))) + SITE_IMPORT + JITI_DEFAULT;
}
