/**
 * One MDX document made ready for marked: parsed (parse.ts), its code run (module.ts), and each
 * JSX element and `{expression}` replaced in the text by a placeholder that names an entry of
 * the page's table. The placeholder keeps the line count, so marked's tokens keep their lines;
 * a JSX element's Markdown children are prepared the same way and lexed by marked as children
 * of its token (extension.ts). Partials are prepared here with the props of each use.
 */
import path from 'node:path';
import type { Nodes, RootContent } from 'mdast';
import { Fragment, isValidElement } from 'react';
import { createMdxRequire, isPartial, type ImportContext } from './imports.ts';
import { siteMdxComponents, withSiteCodeBlock } from './site-theme.ts';
import { StandIn } from './stand-in.ts';
import { intrinsicProps } from './dom-props.ts';
import { loadDocumentCode, specifiers, type DocumentCode } from './module.ts';
import { checkedText } from '../../content/read-text.ts';
import { partialFrontMatter } from './front-matter-dates.ts';
import { checkJsxElement } from '../raw-html.ts';
import { NESTING_MESSAGE } from '../bounds.ts';
import { dedent, PLACES_MESSAGE, end, isComment, newlines, places, scanBeforeParse, start, unwrapped, type Element, type Place } from './nodes.ts';
import { treeCode } from './tree-code.ts';
import { textComment } from '../heading-comment-id.ts';
import { END, FILLER, FLOW, TEXT } from './markers.ts';
import { parseMdx } from './parse.ts';
import { mdx1Warning } from './mdx1.ts';
import { asJsxText, holdsJsxText } from './mdx1-jsx-blocks.ts';
import { moveFragmentMarkdown } from './mdx1-fragments.ts';
import { MDX_COMPONENTS } from './theme.tsx';
import { runtime } from './runtime.ts';
import { siteTabs } from './site-tabs.tsx';
import { apiItemProviders } from './api-item-store.ts';
import type { MdxEntry, MdxState } from './state.ts';

/** Reports at a line of the document being prepared. */
interface Report {
  warn(line: number, message: string): void;
  error(line: number, message: string): void;
}

const MAX_PARTIAL_DEPTH = 20;
const TRUNCATE = /^\s*\/\*\s*truncate\s*\*\/\s*$/;

async function readPartial(file: string, preprocessor: string | undefined): Promise<{ body: string; line: number; frontMatter: Record<string, unknown> } | { line?: number; message: string }> {
  let read = checkedText(file);
  // Loaded only for a site that has a preprocessor: it brings the config's loader (esbuild) into the thread.
  if ('text' in read && preprocessor) read = await (await import('../../docusaurus/markdown-preprocessor.ts')).preprocessFile(preprocessor, file, read.text);
  if (!('text' in read)) return read;
  const text = read.text.replace(/\r\n?/g, '\n');
  const frontMatter = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(text);
  if (!frontMatter) return { body: text, line: 1, frontMatter: {} };
  return { body: text.slice(frontMatter[0].length), line: 1 + newlines(frontMatter[0]), frontMatter: partialFrontMatter(frontMatter[1]) };
}

interface Document {
  source: string;
  file: string;
  firstLine: number;
  code: DocumentCode;
  thunkOf: Map<Place, number>;
  report: Report;
  partials: string[];
}

function run(doc: Document, node: Place, index: number, what: string): unknown {
  try {
    return doc.code.run(index);
  } catch (error) {
    doc.report.warn(lineOf(doc, node), `${what} could not be evaluated (${(error as Error).message.split('\n')[0]}), so it is left out. Fix the expression or define what it names.`);
    return undefined;
  }
}

const lineOf = (doc: Document, node: Nodes) => doc.firstLine - 1 + node.position!.start.line;

/**
 * The one expression a component's children are, whitespace aside (`<ExtensionCode>{require('!raw-loader!./a.js')}</ExtensionCode>`):
 * MDX gives the component its value as it is, a module object too, for the component to read.
 */
const handedOver = new WeakSet<Nodes>();
function soleExpression(node: Element): Nodes | undefined {
  const content = (nodes: readonly Nodes[]) => nodes.filter((c) => c.type !== 'text' || c.value.trim());
  let children = content(node.children as Nodes[]);
  if (children.length === 1 && children[0].type === 'paragraph') children = content(children[0].children);
  return children.length === 1 && (children[0].type === 'mdxFlowExpression' || children[0].type === 'mdxTextExpression') ? children[0] : undefined;
}

function renderable(value: unknown): boolean {
  return value === null || value === undefined || typeof value !== 'object' || isValidElement(value) || Array.isArray(value);
}

/** What MDXComponents provide for a tag's name, a member's too (`<UIType.Switch>`, as MDX reads `_components.UIType.Switch`). */
function provided(components: Record<string, unknown> | undefined, name: string): unknown {
  if (components && name in components) return components[name];
  return name.split('.').reduce<unknown>((value, key) => (value !== null && (typeof value === 'object' || typeof value === 'function') ? (value as Record<string, unknown>)[key] : undefined), components);
}

async function elementEntry(doc: Document, node: Element, state: MdxState): Promise<MdxEntry> {
  const line = lineOf(doc, node);
  const label = node.name ? `<${node.name}>` : '<>';
  const index = doc.thunkOf.get(node)!;
  const props = (run(doc, node, index + 1, `the attributes of ${label}`) as Record<string, unknown> | undefined) ?? {};
  let component = node.name ? run(doc, node, index, label) : Fragment;
  if (component === undefined && node.name) {
    component = (state.mdx1 || !/^[a-z]/.test(node.name) ? provided(state.components, node.name) : undefined) ?? provided(MDX_COMPONENTS, node.name) ?? (/^[a-z]/.test(node.name) ? node.name : undefined); // A lower-case tag written in MDX 3 is the HTML element whatever MDXComponents map it to; MDX 1 mapped it (excalidraw's `<highlight>`).
    if (component === undefined) {
      doc.report.warn(line, `${label} is not imported or defined, so only its children are shown. Import it (import ${node.name.split('.')[0]} from '...') or remove the tag.`);
      component = StandIn;
    }
  }
  const entry: MdxEntry = { kind: 'element', flow: isFlow(node), line, label, component, props: typeof component === 'string' ? intrinsicProps(component, props) : props };
  if (typeof component === 'string') checkJsxElement(component, entry.props!, line, doc.report);
  if (isPartial(component)) {
    entry.component = StandIn;
    const admonitions = state.partialAdmonitions && { names: state.partialAdmonitions(component.mdxPartial) };
    entry.children = { text: await preparePartial(doc, component.mdxPartial, props, line, state), line, inline: false, fromPartial: component.mdxPartial, ...(admonitions && { admonitions }) };
  } else if (node.children.length) {
    const sole = typeof entry.component === 'string' ? undefined : soleExpression(node);
    if (sole) handedOver.add(sole);
    // MDX 1's JSX blocks hold JSX text, lexed inline as an inline element's children are (mdx1-jsx-blocks.ts).
    const jsxText = state.mdx1 === true && holdsJsxText(doc.source, node);
    const inline = node.type === 'mdxJsxTextElement' || jsxText;
    let from = start(node.children[0]);
    // Not for inline elements: many on one long line would each search back to its start.
    const lineStart = inline ? from : doc.source.lastIndexOf('\n', from - 1) + 1;
    if (!doc.source.slice(lineStart, from).trim()) from = lineStart;
    const text = await transform(doc, node.children, from, end(node.children.at(-1)!), state);
    entry.children = { text: jsxText ? asJsxText(text) : inline ? text : dedent(text), line: doc.firstLine - 1 + node.children[0].position!.start.line, inline };
  }
  return entry;
}

async function preparePartial(doc: Document, file: string, props: Record<string, unknown>, line: number, state: MdxState): Promise<string> {
  const name = path.basename(file);
  if (doc.partials.includes(file) || doc.partials.length >= MAX_PARTIAL_DEPTH) {
    doc.report.error(line, `the partial ${name} includes itself (${[...doc.partials, file].map((f) => path.basename(f)).join(' → ')}). Remove the loop.`);
    return '';
  }
  state.read(file);
  const report: Report = {
    warn: (at, message) => doc.report.warn(line, `in ${name} (line ${at}): ${message}`),
    error: (at, message) => doc.report.error(line, `in ${name} (line ${at}): ${message}`),
  };
  const partial = await readPartial(file, state.preprocessor);
  if ('message' in partial) {
    report.error(partial.line ?? 1, partial.message);
    return '';
  }
  const { body, line: bodyLine } = partial;
  if (!state.isMdx(file, partial.frontMatter)) return body;
  return prepareMdx(body, bodyLine, file, props, state, report, [...doc.partials, file], partial.frontMatter);
}

/** The spaces and tabs that begin the line holding `offset`. */
const lineIndent = (source: string, offset: number) => /^[ \t]*/.exec(source.slice(source.lastIndexOf('\n', offset - 1) + 1))![0];

const isFlow = (node: Place) => node.type === 'mdxJsxFlowElement' || node.type === 'mdxFlowExpression' || unwrapped.has(node);

async function placeholder(doc: Document, node: Place, state: MdxState): Promise<string> {
  const flow = isFlow(node);
  const lines = newlines(doc.source.slice(start(node), end(node)));
  // What follows a flow element on its last line (`</TabItem><TabItem`, as docusaurus-plugin-openapi-docs writes them) keeps the indentation of the element's line: at column 0 it would leave the element indented alone, which marked reads as code where MDX has none.
  const padding = flow ? '\n'.repeat(lines) + (lines ? lineIndent(doc.source, start(node)) : '') : `${FILLER}\n`.repeat(lines);
  let entry: MdxEntry;
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
    const comment = isComment(node) ? (flow && TRUNCATE.test(node.value) ? '<!-- truncate -->' : node.type === 'mdxTextExpression' ? textComment(doc.source, start(node), end(node), node.data?.estree?.comments) : '') : null;
    if (comment !== null) return comment + padding;
    const value = run(doc, node, doc.thunkOf.get(node)!, `{${node.value.trim().slice(0, 40)}}`);
    const shown = renderable(value) || handedOver.has(node);
    if (!shown) doc.report.warn(lineOf(doc, node), `{${node.value.trim().slice(0, 40)}} is an object, which cannot be shown, so it is left out. Show one of its fields instead.`);
    entry = { kind: 'expression', flow, line: lineOf(doc, node), label: `{${node.value.trim()}}`, value: shown ? value : undefined };
  } else entry = await elementEntry(doc, node, state);
  entry.source = doc.source.slice(start(node), end(node));
  state.entries.push(entry);
  return `${flow ? FLOW : TEXT}${state.entries.length - 1}${END}${padding}`;
}

/** The source from `from` to `to` with the MDX nodes among `nodes` replaced by placeholders. */
async function transform(doc: Document, nodes: readonly Nodes[], from: number, to: number, state: MdxState): Promise<string> {
  let out = '';
  let cursor = from;
  for (const node of places(nodes)) {
    const text = node.type === 'mdxjsEsm' ? '\n'.repeat(newlines(node.value)) : await placeholder(doc, node, state);
    out += doc.source.slice(cursor, start(node)) + text;
    cursor = end(node);
  }
  return out + doc.source.slice(cursor, to);
}

/**
 * Prepares one MDX document (a page's body, or a partial with the props of one use): returns its
 * text for marked, with placeholders for the entries it adds to `state.entries`; its code reads the file's own `frontMatter`.
 */
export async function prepareMdx(text: string, firstLine: number, file: string, props: Record<string, unknown>, state: MdxState, report: Report, partials: string[] = [], frontMatter: Record<string, unknown> = {}): Promise<string> {
  const { mayHoldMdx, tooManyPlaces: crowded } = scanBeforeParse(text);
  if (!mayHoldMdx && !(state.comments === false && text.includes('<!'))) return text; // With comments off, the parse finds a `<!--`: an error, or code.
  if (crowded !== undefined) {
    report.error(firstLine + crowded, PLACES_MESSAGE);
    return '';
  }
  const moved = state.mdx1 ? moveFragmentMarkdown(text, state) : undefined;
  const parsed = parseMdx(moved?.text ?? text, { math: state.math, mdx1: state.mdx1, comments: state.comments, headingIds: state.headingIds, mdxNodesOnly: true });
  if ('message' in parsed) {
    report.error(firstLine - 1 + parsed.line, parsed.message);
    return '';
  }
  const { tree, source } = parsed;
  const repairs = moved?.repairs.length ? [...moved.repairs, ...parsed.repairs].sort((a, b) => a.line - b.line) : parsed.repairs;
  if (repairs.length) report.warn(firstLine - 1 + repairs[0].line, mdx1Warning(repairs, firstLine));
  const read = treeCode(tree);
  if (read.deep) {
    report.error(firstLine - 1 + read.deep.position!.start.line, NESTING_MESSAGE);
    return '';
  }
  const { esm, thunks, thunkOf } = read;
  const esmLine = esm.length ? firstLine - 1 + esm[0].position!.start.line : firstLine;
  const lineOfSpecifier = (specifier: string) => {
    const node = esm.find((n) => n.value.includes(specifier));
    return node ? firstLine - 1 + node.position!.start.line + newlines(node.value.slice(0, node.value.indexOf(specifier))) : esmLine;
  };
  const importContext: ImportContext = {
    file,
    siteDir: state.siteDir,
    staticDirs: state.staticDirs,
    imageUrl: state.imageUrl,
    mayRead: state.mayRead,
    css: state.css,
    read: state.read,
    warn: (specifier, message) => report.warn(lineOfSpecifier(specifier), message),
    themeFiles: state.themeFiles,
    repeatedImports: state.repeatedImports,
    themeDirs: state.themeDirs,
    sassPrelude: state.sassPrelude,
    aliases: state.aliases,
    moduleRules: state.moduleRules,
  };
  state.components ??= await siteMdxComponents(importContext);
  runtime().siteTabs = await siteTabs(importContext);
  // The page's own document, not a partial it renders (whose front matter is its own).
  if (!partials.length) runtime().providers = await apiItemProviders(frontMatter, importContext);
  const require = await withSiteCodeBlock(await createMdxRequire(specifiers(tree), importContext), specifiers(tree), importContext);
  let code: DocumentCode;
  try {
    code = loadDocumentCode(esm.map((n) => n.value).join('\n'), esm.map((n) => n.data?.estree), thunks, props, require, frontMatter);
  } catch (error) {
    report.warn(esmLine, `the file's import/export code failed (${(error as Error).message.split('\n')[0]}), so its expressions and components are left out. Fix that code.`);
    code = { run: () => undefined };
  }
  const doc: Document = { source, file, firstLine, code, thunkOf, report, partials };
  return transform(doc, tree.children as RootContent[], 0, source.length, state);
}
