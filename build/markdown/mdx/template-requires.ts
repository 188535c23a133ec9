/**
 * The requests of a site's file that webpack 5 makes context modules of, found by parsing it: a call
 * of the bare identifier `require` with one argument, or an `import()`, whose request is a template
 * literal with an expression (`` `./data/${name}.json` ``) or a concatenation of strings and
 * expressions (`'./data/' + name + '.json'`: webpack's parser evaluates it as "wrapped", its
 * leading and trailing strings around any text; ContextDependencyHelpers.create, ImportParserPlugin).
 * Text in a string or a comment, a method `obj.require(...)`, a constant request and a bare
 * `require(name)` are no such request; nor is one webpack leaves as written (a `webpackIgnore: true`
 * comment before it) or one that starts with a URL scheme (`https://esm.sh/x@${v}`), which the browser imports. JavaScript (with JSX) is read by acorn as written; TypeScript, or JavaScript acorn
 * does not read, first goes through esbuild's transform (JSX kept), so the offsets index that code.
 * Webpack's explicit API, `require.context(folder, recursive?, regExp?, mode?)`, is found too, with
 * its arguments as webpack's RequireContextDependencyParserPlugin takes them: literals only, else
 * webpack leaves the call as written.
 */
import { Parser, type Node, type Options } from 'acorn';
import jsx from 'acorn-jsx';
import { transformSync } from 'esbuild';

export interface TemplateRequire {
  /** Offsets of the call in `code`. */
  start: number;
  end: number;
  /** `require`, or `import()`, which gives a promise of the module (webpack's lazy context). */
  kind: 'require' | 'import';
  /**
   * `template`: the literal's raw text around its expressions, and each expression's text.
   * `concatenation`: its leading and trailing strings (either may be empty), and the text of each
   * operand between them.
   */
  form: 'template' | 'concatenation';
  quasis: string[];
  expressions: string[];
  /** Its line in the source as written. */
  line: number;
}

/** A `require.context(...)` call: its folder, whether subfolders count, the pattern each `./path` must match, and its mode. */
export interface RequireContextCall {
  start: number;
  end: number;
  folder: string;
  recursive: boolean;
  regExp: RegExp;
  mode: string;
  line: number;
}

export interface TemplateRequires {
  /** The text the calls' offsets index: the source, or esbuild's JavaScript of it. */
  code: string;
  calls: TemplateRequire[];
  contexts: RequireContextCall[];
}

/** Cheap test before parsing: a file without this text has no such call (webpack's magic comments may open an `import()`). */
const MAYBE = /\b(?:require|import)\s*\((?:\s|\/\*[^]*?\*\/)*(?:`|['"][^'"\n]*['"]\s*\+|[\w.$]+\s*\+)/;
/** `require.context(` or, in TypeScript, `(require as WithContext).context(`. */
const MAYBE_CONTEXT = /\brequire\b[^;(]{0,80}?\.context\s*\(/;
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

/** The request of a `require(x)` or an `import(x)`. */
function requestOf(node: AnyNode): { kind: TemplateRequire['kind']; request: AnyNode } | undefined {
  if (node.type === 'ImportExpression') return { kind: 'import', request: node.source as AnyNode };
  if (node.type !== 'CallExpression') return undefined;
  const callee = node.callee as AnyNode;
  const args = node.arguments as AnyNode[];
  return callee.type === 'Identifier' && callee.name === 'require' && args.length === 1 ? { kind: 'require', request: args[0] } : undefined;
}

/** A string's value: a string literal, or a template literal without expressions. */
function stringOf(node: AnyNode): string | undefined {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  const quasis = node.quasis as AnyNode[] | undefined;
  return node.type === 'TemplateLiteral' && quasis?.length === 1 ? (quasis[0].value as { cooked?: string }).cooked : undefined;
}

/** The operands of `a + b + c` (left to right; a parenthesised sum on the right stays one operand, as it adds first). */
const operands = (node: AnyNode): AnyNode[] => (node.type === 'BinaryExpression' && node.operator === '+' ? [...operands(node.left as AnyNode), node.right as AnyNode] : [node]);

/** The request as a context's parts, or undefined when it is none (a constant, or no string in a sum). */
function contextParts(request: AnyNode, code: string): Pick<TemplateRequire, 'form' | 'quasis' | 'expressions'> | undefined {
  if (request.type === 'TemplateLiteral' && (request.expressions as Node[]).length > 0) {
    const quasis = (request.quasis as AnyNode[]).map((q) => (q.value as { raw: string }).raw);
    return { form: 'template', quasis, expressions: (request.expressions as Node[]).map((e) => code.slice(e.start, e.end)) };
  }
  if (request.type !== 'BinaryExpression' || request.operator !== '+') return undefined;
  const all = operands(request);
  let [first, last, prefix, postfix] = [0, all.length, '', ''];
  for (let s: string | undefined; first < last && (s = stringOf(all[first])) !== undefined; first++) prefix += s;
  for (let s: string | undefined; last > first && (s = stringOf(all[last - 1])) !== undefined; last--) postfix = s + postfix;
  if (first === last || (!prefix && !postfix)) return undefined;
  return { form: 'concatenation', quasis: [prefix, postfix], expressions: all.slice(first, last).map((e) => code.slice(e.start, e.end)) };
}

/** A prefix with a URL scheme (`https://esm.sh/mermaid@${v}`): a URL the browser imports, not a folder. */
const URL_PREFIX = /^[a-z][a-z\d+.-]*:/i;

/** webpack's magic comment before the request (`import(/* webpackIgnore: true *\/ x)`): it leaves the call as written. */
const ignored = (node: AnyNode, request: AnyNode, code: string) => /webpackIgnore\s*:\s*true/.test(code.slice(node.start, request.start));

const contextRequest = (node: AnyNode, code: string) => {
  const found = requestOf(node);
  const parts = found && !ignored(node, found.request, code) ? contextParts(found.request, code) : undefined;
  return parts && !URL_PREFIX.test(parts.quasis[0]) ? { kind: found!.kind, ...parts } : undefined;
};

/** The arguments of `require.context(...)`, when all are literals of their kind (RequireContextDependencyParserPlugin). */
function explicitContext(node: AnyNode): Omit<RequireContextCall, 'start' | 'end' | 'line'> | undefined {
  if (node.type !== 'CallExpression') return undefined;
  const callee = node.callee as AnyNode;
  const object = callee.object as AnyNode | undefined;
  const property = callee.property as AnyNode | undefined;
  if (callee.type !== 'MemberExpression' || callee.computed || object?.type !== 'Identifier' || object.name !== 'require' || property?.name !== 'context') return undefined;
  const [folderArg, recursiveArg, regExpArg, modeArg, ...more] = node.arguments as AnyNode[];
  const folder = folderArg && stringOf(folderArg);
  if (folder === undefined || more.length) return undefined;
  if (recursiveArg && !(recursiveArg.type === 'Literal' && typeof recursiveArg.value === 'boolean')) return undefined;
  const literal = regExpArg?.regex as { pattern: string; flags: string } | undefined;
  if (regExpArg && !literal) return undefined;
  const mode = modeArg ? stringOf(modeArg) : 'sync';
  if (mode === undefined) return undefined;
  return { folder, recursive: recursiveArg ? (recursiveArg.value as boolean) : true, regExp: literal ? new RegExp(literal.pattern, literal.flags.replace('g', '')) : /^\.\/.*$/, mode };
}

type Found = AnyNode & { context?: NonNullable<ReturnType<typeof contextRequest>>; explicit?: NonNullable<ReturnType<typeof explicitContext>> };

/** Every such call under `node`, outermost first; one inside another's expression is left to it. */
function collect(node: unknown, code: string, into: Found[]): void {
  if (Array.isArray(node)) {
    for (const child of node) collect(child, code, into);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as AnyNode).type !== 'string') return;
  const context = contextRequest(node as AnyNode, code);
  const explicit = context ? undefined : explicitContext(node as AnyNode);
  if (context || explicit) {
    into.push(Object.assign(node as AnyNode, context ? { context } : { explicit }));
    return;
  }
  for (const value of Object.values(node)) if (value && typeof value === 'object') collect(value, code, into);
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The file's calls, or undefined when it has none (or cannot be read: the bundle then says why). */
export function templateRequires(source: string, file: string): TemplateRequires | undefined {
  if (!MAYBE.test(source) && !MAYBE_CONTEXT.test(source)) return undefined;
  let code: string | undefined = source;
  let ast = /\.[cm]?tsx?$/i.test(file) ? undefined : parse(source);
  if (!ast) {
    code = toJavaScript(source, file);
    ast = code === undefined ? undefined : parse(code);
  }
  if (!ast || code === undefined) return undefined;
  const found: Found[] = [];
  collect(ast, code, found);
  if (!found.length) return undefined;
  const transformed = code !== source;
  let searchFrom = 0;
  const contexts = found.flatMap(({ start, end, explicit }) => {
    if (!explicit) return [];
    const at = transformed ? source.indexOf(explicit.folder) : start;
    return [{ start, end, ...explicit, line: lineAt(transformed ? source : code, at >= 0 ? at : 0) }];
  });
  const calls = found.flatMap(({ start, end, context }) => {
    if (!context) return [];
    // esbuild's output has its own lines: the line written is where the source has this request's first text (or expression), from the previous one's on.
    let line = lineAt(code, start);
    if (transformed) {
      const at = source.indexOf(context.form === 'template' ? `\`${context.quasis[0]}\${` : context.quasis[0] || context.expressions[0], searchFrom);
      if (at >= 0) [line, searchFrom] = [lineAt(source, at), at + 1];
    }
    return [{ start, end, ...context, line }];
  });
  return { code, calls, contexts };
}
