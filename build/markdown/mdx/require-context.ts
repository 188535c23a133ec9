/**
 * Webpack's context module for a `require` of a template literal, which esbuild does not make:
 * `` require(`!!raw-loader!./snippets/${name}`) `` (plausible's API examples) or
 * `` require(`./data/${name}.json`) ``. As webpack 5 reads it (ContextDependencyHelpers.create,
 * ContextModuleFactory, RequireContextPlugin's alternative requests): the static prefix up to its
 * last `/` is the context, a folder searched with its subfolders (names starting with `.` left
 * out), with any inline loaders before it applied to every file; the rest of the prefix, `.*` for
 * each expression, the text between them and the suffix (without its `?query`) make the pattern
 * every file's `./path` must match. Each file is a key as `./path`, and without an extension of
 * `resolve.extensions` and an `/index`; `require` of a key the context lacks throws webpack's
 * "Cannot find module". A literal whose prefix names no folder of the importer's (`${name}`, a
 * package's folder) is left to esbuild, with a warning naming its line.
 */
import { readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';

/** More files than this in one context is not what a site means: webpack would bundle them all. */
const MAX_FILES = 2000;

const TEMPLATE_REQUIRE = /\brequire\s*\(\s*`/g;

interface TemplateLiteral {
  quasis: string[];
  expressions: string[];
  /** Index after the closing `)`. */
  end: number;
}

/** Index after the string or template literal opening at `start`, or -1 when it does not close. */
function skipQuoted(source: string, start: number): number {
  const quote = source[start];
  for (let i = start + 1; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === quote) return i + 1;
    else if (quote === '`' && source.startsWith('${', i)) {
      const end = skipExpression(source, i + 2);
      if (end < 0) return -1;
      i = end - 1;
    }
  }
  return -1;
}

/** Index after the `}` closing an expression that starts at `start`, or -1. */
function skipExpression(source: string, start: number): number {
  let depth = 0;
  for (let i = start; i < source.length; i++) {
    const c = source[i];
    if (c === '"' || c === "'" || c === '`') {
      const end = skipQuoted(source, i);
      if (end < 0) return -1;
      i = end - 1;
    } else if (c === '{') depth++;
    else if (c === '}' && depth-- === 0) return i + 1;
  }
  return -1;
}

/** The template literal opening at `tick` and the `)` after it, or undefined. */
function readTemplate(source: string, tick: number): TemplateLiteral | undefined {
  const quasis: string[] = [];
  const expressions: string[] = [];
  let text = '';
  for (let i = tick + 1; i < source.length; i++) {
    if (source[i] === '\\') {
      text += source.slice(i, i + 2);
      i++;
    } else if (source[i] === '`') {
      quasis.push(text);
      const close = /^\s*\)/.exec(source.slice(i + 1, i + 200));
      return close ? { quasis, expressions, end: i + 1 + close[0].length } : undefined;
    } else if (source.startsWith('${', i)) {
      const end = skipExpression(source, i + 2);
      if (end < 0) return undefined;
      quasis.push(text);
      text = '';
      expressions.push(source.slice(i + 2, end - 1));
      i = end - 1;
    } else text += source[i];
  }
  return undefined;
}

const quoteMeta = (text: string) => text.replace(/[[\]\\/{}()*+?.^$|]/g, '\\$&');

/** Every file under `dir` as `./path`, sorted, without names starting with `.`; undefined past MAX_FILES. */
function contextFiles(dir: string, rel = '.', into: string[] = []): string[] | undefined {
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith('.')) continue;
    const full = path.join(dir, name);
    const stat = statSync(full, { throwIfNoEntry: false });
    if (stat?.isDirectory()) {
      if (!contextFiles(full, `${rel}/${name}`, into)) return undefined;
    } else if (stat?.isFile()) {
      into.push(`${rel}/${name}`);
      if (into.length > MAX_FILES) return undefined;
    }
  }
  return into;
}

/** The keys webpack gives a file: `./a.json`, `./a`; `./d/index.js` also `./d/index`, `./d/` and `./d`. */
function keysOf(file: string, extensions: string[]): string[] {
  const bare = extensions.filter((ext) => file.endsWith(ext)).map((ext) => file.slice(0, -ext.length));
  return [...bare, file].flatMap((key) => (key.endsWith('/index') ? [key.slice(0, -5), key.slice(0, -6), key] : [key]));
}

export interface ExpandedContexts {
  code: string;
  warnings: string[];
}

/**
 * `source` (the site's file `file`) with each `require` of a template literal that has expressions
 * made into webpack's context module; undefined when it has none. `extensions`: the bundler's
 * `resolve.extensions`, which a key may go without; warnings name the file from `workDir`.
 */
export function expandRequireContexts(source: string, file: string, extensions: string[], workDir = path.dirname(file)): ExpandedContexts | undefined {
  if (!source.includes('require')) return undefined;
  const warnings: string[] = [];
  let code = '';
  let from = 0;
  for (const match of source.matchAll(TEMPLATE_REQUIRE)) {
    if (match.index < from) continue;
    const tick = match.index + match[0].length - 1;
    const literal = readTemplate(source, tick);
    if (!literal || literal.expressions.length === 0) continue;
    const line = source.slice(0, match.index).split('\n').length;
    const written = source.slice(match.index, literal.end).replace(/\s+/g, ' ');
    const expanded = contextRequire(literal, path.dirname(file), extensions);
    if (typeof expanded === 'string') {
      code += source.slice(from, match.index) + expanded;
      from = literal.end;
    } else warnings.push(`${path.relative(workDir, file)}:${line}: ${written} ${expanded.reason}, so its files cannot be listed when the site is built; it is left to be required at run time, where it finds nothing. Begin the path with the folder that holds the files, such as \`./snippets/\${name}\`.`);
  }
  if (!code && !warnings.length) return undefined;
  return { code: code + source.slice(from), warnings };
}

function contextRequire(literal: TemplateLiteral, dir: string, extensions: string[]): string | { reason: string } {
  const { quasis, expressions } = literal;
  const first = quasis[0];
  const slash = first.lastIndexOf('/');
  if (slash < 0) return { reason: 'names no folder before its first expression' };
  const context = first.slice(0, slash);
  const loaders = context.slice(0, context.lastIndexOf('!') + 1);
  const folder = context.slice(loaders.length);
  if (!/^\.\.?(\/|$)/.test(folder)) return { reason: `begins with "${folder}", not a folder relative to this file` };
  const prefix = `.${first.slice(slash)}`;
  const [, postfix, query] = /^([^?#]*)(.*)$/s.exec(quasis[quasis.length - 1])!;
  const inner = quasis.slice(1, -1).map((q) => `${quoteMeta(q)}.*`).join('');
  const pattern = new RegExp(`^${quoteMeta(prefix)}.*${inner}${quoteMeta(postfix)}$`);
  const root = path.resolve(dir, folder);
  const files = statSync(root, { throwIfNoEntry: false })?.isDirectory() ? contextFiles(root) : [];
  if (!files) return { reason: `matches more than ${MAX_FILES} files under "${folder}"` };
  const entries: string[] = [];
  const seen = new Set<string>();
  for (const rel of files) {
    const request = JSON.stringify(`${loaders}${folder}${rel.slice(1)}${query}`);
    for (const key of keysOf(rel, extensions)) {
      if (seen.has(key) || !pattern.test(key)) continue;
      seen.add(key);
      entries.push(`${JSON.stringify(key)}: () => require(${request})`);
    }
  }
  const middle = quasis.slice(1, -1).map((q, i) => `${q}\${${expressions[i + 1]}}`).join('');
  const key = `\`${prefix}\${${expressions[0]}}${middle}${postfix}\``;
  return `((map, key) => { if (!Object.prototype.hasOwnProperty.call(map, key)) { const error = new Error("Cannot find module '" + key + "'"); error.code = "MODULE_NOT_FOUND"; throw error; } return map[key](); })({ ${entries.join(', ')} }, ${key})`;
}

/**
 * The esbuild plugin: the site's own files (a package's are left as esbuild reads them) with their
 * contexts made. `read` is told of each file changed, `warnings` of each literal left as written.
 */
export function requireContexts(read: Set<string>, warnings: string[], extensions: string[], workDir: string): Plugin {
  return {
    name: 'webpack-require-context',
    setup(b) {
      b.onLoad({ filter: /\.(jsx?|tsx?|mjs|cjs)$/i, namespace: 'file' }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const expanded = expandRequireContexts(await readFile(args.path, 'utf8'), args.path, extensions, workDir);
        if (!expanded) return undefined;
        read.add(args.path);
        warnings.push(...expanded.warnings);
        return { contents: expanded.code, loader: /\.tsx$/i.test(args.path) ? 'tsx' : /\.ts$/i.test(args.path) ? 'ts' : 'jsx' };
      });
    },
  };
}
