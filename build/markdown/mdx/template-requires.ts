/**
 * The calls `` require(`...${x}...`) `` of a site's file, found by parsing it: only a call whose callee
 * is the bare identifier `require` and whose one argument is a template literal with an expression,
 * as webpack's parser finds them. Text in a string or a comment, and a method `obj.require(...)`,
 * are no such call. JavaScript (with JSX) is read by acorn as written; TypeScript, or JavaScript acorn
 * does not read, first goes through esbuild's transform (JSX kept), so the offsets index that code.
 */
import { Parser, type Node, type Options } from 'acorn';
import jsx from 'acorn-jsx';
import { transformSync } from 'esbuild';

export interface TemplateRequire {
  /** Offsets of the call in `code`. */
  start: number;
  end: number;
  /** The literal's raw text around its expressions, and each expression's text. */
  quasis: string[];
  expressions: string[];
  /** Its line in the source as written. */
  line: number;
}

export interface TemplateRequires {
  /** The text the calls' offsets index: the source, or esbuild's JavaScript of it. */
  code: string;
  calls: TemplateRequire[];
}

/** Cheap test before parsing: a file without this text has no such call. */
const MAYBE = /\brequire\s*\(\s*`/;
const JsxParser = Parser.extend(jsx());
const OPTIONS: Options = { ecmaVersion: 'latest', allowHashBang: true, allowReturnOutsideFunction: true, allowAwaitOutsideFunction: true, allowImportExportEverywhere: true };

interface AnyNode extends Node {
  [key: string]: unknown;
}

function parse(code: string): AnyNode | undefined {
  for (const sourceType of ['module', 'script'] as const) {
    try {
      return JsxParser.parse(code, { ...OPTIONS, sourceType }) as unknown as AnyNode;
    } catch {
      // A file acorn does not read as a module may be a script (octal escapes, `with`).
    }
  }
  return undefined;
}

function toJavaScript(source: string, file: string): string | undefined {
  const loader = /\.[cm]?tsx$/i.test(file) ? 'tsx' : /\.[cm]?ts$/i.test(file) ? 'ts' : 'jsx';
  try {
    return transformSync(source, { loader, jsx: 'preserve', target: 'esnext', sourcefile: file }).code;
  } catch {
    // A file esbuild does not read either is left to the bundle, which reports its error.
    return undefined;
  }
}

const isTemplateRequire = (node: AnyNode) => {
  if (node.type !== 'CallExpression') return false;
  const callee = node.callee as AnyNode;
  const args = node.arguments as AnyNode[];
  return callee.type === 'Identifier' && callee.name === 'require' && args.length === 1 && args[0].type === 'TemplateLiteral' && (args[0].expressions as Node[]).length > 0;
};

/** Every such call under `node`, outermost first; one inside another's expression is left to it. */
function collect(node: unknown, into: AnyNode[]): void {
  if (Array.isArray(node)) {
    for (const child of node) collect(child, into);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as AnyNode).type !== 'string') return;
  if (isTemplateRequire(node as AnyNode)) {
    into.push(node as AnyNode);
    return;
  }
  for (const value of Object.values(node)) if (value && typeof value === 'object') collect(value, into);
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The file's calls, or undefined when it has none (or cannot be read: the bundle then says why). */
export function templateRequires(source: string, file: string): TemplateRequires | undefined {
  if (!MAYBE.test(source)) return undefined;
  let code: string | undefined = source;
  let ast = /\.[cm]?tsx?$/i.test(file) ? undefined : parse(source);
  if (!ast) {
    code = toJavaScript(source, file);
    ast = code === undefined ? undefined : parse(code);
  }
  if (!ast || code === undefined) return undefined;
  const found: AnyNode[] = [];
  collect(ast, found);
  if (!found.length) return undefined;
  const transformed = code !== source;
  let searchFrom = 0;
  const calls = found.map((node) => {
    const literal = (node.arguments as AnyNode[])[0];
    const quasis = (literal.quasis as AnyNode[]).map((q) => (q.value as { raw: string }).raw);
    const expressions = (literal.expressions as Node[]).map((e) => code.slice(e.start, e.end));
    // esbuild's output has its own lines: the line written is where the source has this literal's first text after a `require(`.
    let line = lineAt(code, node.start);
    if (transformed) {
      const at = source.indexOf(`\`${quasis[0]}\${`, searchFrom);
      if (at >= 0) [line, searchFrom] = [lineAt(source, at), at + 1];
    }
    return { start: node.start, end: node.end, quasis, expressions, line };
  });
  return { code, calls };
}
