/**
 * highlight.js languages, registered on demand: a language's module loads the first time a code
 * block names it (with the languages it embeds, such as CSS and JavaScript in HTML), so the ones
 * a site never uses cost nothing. Prism's names (Docusaurus's highlighter) work as aliases.
 */
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import hljs from 'highlight.js/lib/core';
import type { Language, Mode } from 'highlight.js';
import { readCacheFile, writeCacheFile } from '../persistent-cache.ts';
import { versionOf } from './diagram-packages.ts';
import { recentResults } from './recent.ts';

const require = createRequire(import.meta.url);

/** Prism names, and common short names, that highlight.js spells differently or not at all. */
const ALIASES: Record<string, string> = {
  text: 'plaintext', txt: 'plaintext', plain: 'plaintext', none: 'plaintext', mermaid: 'plaintext',
  sh: 'bash', shell: 'bash', zsh: 'bash', console: 'shell', 'shell-session': 'shell', shellsession: 'shell',
  js: 'javascript', jsx: 'javascript', mjs: 'javascript', cjs: 'javascript',
  ts: 'typescript', tsx: 'typescript', mts: 'typescript', cts: 'typescript',
  json5: 'json', jsonc: 'json', webmanifest: 'json',
  markup: 'xml', html: 'xml', svg: 'xml', mathml: 'xml', ssml: 'xml', atom: 'xml', rss: 'xml', vue: 'xml', xhtml: 'xml',
  md: 'markdown', mdx: 'markdown',
  yml: 'yaml', toml: 'ini', dotenv: 'bash', env: 'bash',
  py: 'python', rb: 'ruby', kt: 'kotlin', kts: 'kotlin', rs: 'rust', golang: 'go',
  cs: 'csharp', dotnet: 'csharp', 'c#': 'csharp', fsharp: 'fsharp', 'f#': 'fsharp',
  'c++': 'cpp', objc: 'objectivec', 'objective-c': 'objectivec',
  ps1: 'powershell', psm1: 'powershell', pwsh: 'powershell', bat: 'dos', batch: 'dos', cmd: 'dos',
  docker: 'dockerfile', make: 'makefile', mk: 'makefile', tex: 'latex', context: 'latex',
  gql: 'graphql', proto: 'protobuf', hbs: 'handlebars', gitignore: 'bash', nginxconf: 'nginx',
  sass: 'scss', styl: 'stylus', 'visual-basic': 'vbnet', vb: 'vbnet', elisp: 'lisp', emacs: 'lisp', 'emacs-lisp': 'lisp',
};

const LANGUAGES_DIR = path.dirname(require.resolve('highlight.js/lib/languages/plaintext'));

/** Whether highlight.js has a language module of that name. */
function isLanguageFile(name: string): boolean {
  return /^[a-z0-9-]+$/.test(name) && existsSync(path.join(LANGUAGES_DIR, `${name}.js`));
}

const load = (name: string) => require(path.join(LANGUAGES_DIR, `${name}.js`)) as (api: typeof hljs) => Language;

/** Registers a language module and those it embeds, once. */
function register(name: string): void {
  if (hljs.getLanguage(name)) return;
  hljs.registerLanguage(name, load(name));
  for (const embedded of embeddedLanguages(hljs.getLanguage(name)!)) if (isLanguageFile(embedded)) register(embedded);
}

/** The languages a definition highlights parts of its code with (`subLanguage`). */
function embeddedLanguages(language: Language): Set<string> {
  const found = new Set<string>();
  const seen = new Set<object>();
  const visit = (mode: Mode | Language | undefined | string) => {
    if (!mode || typeof mode !== 'object' || seen.has(mode)) return;
    seen.add(mode);
    const sub = (mode as Mode).subLanguage;
    for (const name of Array.isArray(sub) ? sub : sub ? [sub] : []) found.add(name);
    for (const child of [...((mode as Mode).contains ?? []), ...((mode as Mode).variants ?? []), (mode as Mode).starts]) visit(child as Mode);
  };
  visit(language);
  return found;
}

/**
 * Every alias highlight.js declares, for a name found nowhere else. Reading them takes loading all
 * of its languages (about 0.2 s), through a scratch instance (the site's own instance keeps only the
 * languages in use); the table is kept in the build's cache folder, once per installed version.
 */
let declaredAliases: Map<string, string> | undefined;

function readDeclaredAliases(): [string, string][] {
  const scratch = hljs.newInstance();
  const aliases: [string, string][] = [];
  for (const file of readdirSync(LANGUAGES_DIR).filter((f) => /^[a-z0-9-]+\.js$/.test(f))) {
    const language = file.slice(0, -3);
    scratch.registerLanguage(language, load(language));
    for (const alias of scratch.getLanguage(language)?.aliases ?? []) aliases.push([alias.toLowerCase(), language]);
  }
  return aliases;
}

/** A kept table as written: pairs of strings (a damaged file is read again from highlight.js). */
function isAliasTable(kept: unknown): kept is [string, string][] {
  return Array.isArray(kept) && kept.every((pair) => Array.isArray(pair) && pair.length === 2 && pair.every((part) => typeof part === 'string'));
}

function aliasOf(name: string): string | undefined {
  if (!declaredAliases) {
    const file = `highlight/aliases.${versionOf('highlight.js')}.json`;
    const kept = readCacheFile<unknown>(file);
    declaredAliases = new Map(isAliasTable(kept) ? kept : readDeclaredAliases());
    if (!isAliasTable(kept)) writeCacheFile(file, [...declaredAliases]);
  }
  // Only a language highlight.js has is loaded, whatever the kept file says.
  const language = declaredAliases.get(name);
  return language !== undefined && isLanguageFile(language) ? language : undefined;
}

const resolved = new Map<string, string | undefined>();

/** The highlight.js language for a fence's language name (registered on first use), or undefined when highlight.js has none. */
export function resolveLanguage(requested: string): string | undefined {
  const name = requested.toLowerCase();
  if (!resolved.has(name)) {
    const language = ALIASES[name] ?? (isLanguageFile(name) ? name : aliasOf(name));
    if (language) register(language);
    resolved.set(name, language);
  }
  return resolved.get(name);
}

/** The same block shows in each version of a versioned site. */
const recentHighlights = recentResults<string>(4_000, 4_000_000);

/** Highlighted HTML; a block without a language, or with one highlight.js lacks, is escaped plain text. */
export function highlight(code: string, language: string): string {
  return recentHighlights(`${language}\0${code}`, () => hljs.highlight(code, { language: (language && resolveLanguage(language)) || resolveLanguage('plaintext')!, ignoreIllegals: true }).value);
}
