/**
 * One name imported twice from one module in a site's code (`import { motion } from "motion/react";
 * import { AnimatePresence, motion } from "motion/react";`). esbuild, Babel and webpack's parser
 * refuse it; Docusaurus Faster compiles it, since SWC's loader and Rspack's parser take both imports
 * as the one binding. On a site whose config turns both on, the repeated binding is renamed to a
 * name nothing reads, which is the one binding too; elsewhere the error stays and says what to change.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Message, Plugin } from 'esbuild';

const DECLARED = /^The symbol "(.+)" has already been declared$/;

interface Binding {
  local: string;
  imported: string;
  module: string;
  start: number;
  end: number;
  /** `{ motion }`: the name is both what is imported and the local binding. */
  shorthand: boolean;
}

async function importBindings(text: string, file: string): Promise<Binding[]> {
  // TypeScript's parser reads the file without checking its bindings, which every other parser here refuses.
  const ts = (await import('typescript')).default;
  const kind = /\.tsx$/i.test(file) ? ts.ScriptKind.TSX : /\.[mc]?ts$/i.test(file) ? ts.ScriptKind.TS : ts.ScriptKind.JSX;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const bindings: Binding[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const { importClause: clause, moduleSpecifier: { text: module } } = statement;
    if (!clause || clause.isTypeOnly) continue;
    const add = (name: { text: string; getStart(): number; end: number }, imported: string, shorthand: boolean) => bindings.push({ local: name.text, imported, module, start: name.getStart(), end: name.end, shorthand });
    if (clause.name) add(clause.name, 'default', false);
    const named = clause.namedBindings;
    if (named && ts.isNamespaceImport(named)) add(named.name, '*', false);
    else if (named) for (const element of named.elements.filter((e) => !e.isTypeOnly)) add(element.name, (element.propertyName ?? element.name).text, !element.propertyName);
  }
  return bindings;
}

/** Each import of a name already imported, with the import it repeats. */
function repeats(bindings: Binding[]): { first: Binding; again: Binding }[] {
  const seen = new Map<string, Binding>();
  const found: { first: Binding; again: Binding }[] = [];
  for (const binding of bindings) {
    const first = seen.get(binding.local);
    if (first) found.push({ first, again: binding });
    else seen.set(binding.local, binding);
  }
  return found;
}

const sameImport = (a: Binding, b: Binding) => a.module === b.module && a.imported === b.imported;

/** The text with each repeated import of the same name from the same module bound to an unused name; undefined when one repeats something else. */
export async function mergeRepeatedImports(text: string, file: string): Promise<string | undefined> {
  const found = repeats(await importBindings(text, file));
  if (!found.length || !found.every(({ first, again }) => sameImport(first, again))) return undefined;
  let merged = text;
  for (const [i, { again }] of [...found.entries()].reverse()) {
    const unused = `${again.local}$repeatedImport${i}`;
    merged = merged.slice(0, again.start) + (again.shorthand ? `${again.local} as ${unused}` : unused) + merged.slice(again.end);
  }
  return merged;
}

const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** What to change, for an import esbuild refuses as declared twice: the line it repeats, and the config switch that lets Docusaurus accept it. */
async function advice(message: Message, workDir: string, mergeable: boolean): Promise<string> {
  const file = path.resolve(workDir, message.location!.file);
  const text = readFileSync(file, 'utf8');
  const repeat = repeats(await importBindings(text, file)).find(({ again }) => lineOf(text, again.start) === message.location!.line);
  if (!repeat) return message.text;
  const { first, again } = repeat;
  if (!sameImport(first, again)) return `${message.text}: line ${lineOf(text, first.start)} imports "${again.local}" too. Give one of the two imports another name (\`import { x as y }\`).`;
  const why = mergeable ? '' : ' Docusaurus Faster compiles it (its config `future.faster: true` turns on the SWC loader and Rspack), Babel and webpack refuse it as this build does.';
  return `${message.text}: line ${lineOf(text, first.start)} imports "${again.local}" from "${again.module}" already. Import it once: remove it from one of the two imports.${why}`;
}

/** Loads the files given with their text replaced. */
function replaced(texts: Map<string, string>): Plugin {
  return {
    name: 'repeated-imports',
    setup(b) {
      b.onLoad({ filter: /.*/, namespace: 'file' }, (args) => {
        const text = texts.get(args.path);
        return text === undefined ? undefined : { contents: text, loader: /\.[mc]?tsx?$/i.test(args.path) ? (/x$/i.test(args.path) ? 'tsx' : 'ts') : 'jsx', resolveDir: path.dirname(args.path) };
      });
    },
  };
}

/**
 * Runs an esbuild build; where it refuses a name declared twice and each is a repeated import of the
 * same name from the same module, runs it again with those imports merged when `merge` (the site's
 * Docusaurus Faster), else throws esbuild's error with what to change.
 */
export async function buildMergingRepeatedImports<T>(run: (plugins: Plugin[]) => Promise<T>, workDir: string, merge: boolean): Promise<T> {
  const texts = new Map<string, string>();
  for (;;) {
    try {
      return await run(texts.size ? [replaced(texts)] : []);
    } catch (error) {
      const errors = (error as { errors?: Message[] }).errors ?? [];
      const declared = errors.filter((m) => DECLARED.test(m.text) && m.location);
      if (!declared.length) throw error;
      const files = [...new Set(declared.map((m) => path.resolve(workDir, m.location!.file)))].filter((file) => !texts.has(file));
      const merged = merge ? await Promise.all(files.map(async (file) => mergeRepeatedImports(readFileSync(file, 'utf8'), file))) : [];
      if (merge && files.length && merged.every((text) => text !== undefined) && declared.length === errors.length) {
        files.forEach((file, i) => texts.set(file, merged[i]!));
        continue;
      }
      for (const message of declared) message.text = await advice(message, workDir, merge);
      throw error;
    }
  }
}
