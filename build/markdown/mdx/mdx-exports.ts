/**
 * The names an MDX file exports, for another MDX file that imports them: Docusaurus compiles each
 * `.md`/`.mdx` file to an ES module whose named exports are its own `export` statements beside the
 * content as `default`, so golioth's docs `import { ProtocolPublishSample } from
 * '/docs/_partials-common/protocol.mdx'` and draw it. Only a file with an `export` line is read for
 * them. One whose code cannot be parsed or run exports nothing more, with a warning, and the tags
 * that use its names then warn as unknown. Every file also exports `toc`, as mdx-loader's modules do.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { marked, type Tokens } from 'marked';
import { escapeHtml } from '../escape.ts';
import { assignHeadingIds } from '../headings.ts';
import { documentExports, specifiers, type Require } from './module.ts';
import { parseMdx } from './parse.ts';
import { allEsm } from './nodes.ts';

interface ExportContext {
  /** The importing file; its imports' messages name it. */
  file: string;
  warn(specifier: string, message: string): void;
}

const EXPORT_LINE = /^export\s/m;
const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/;

/** The files whose exports are being read: one that imports a file importing it gets nothing more the second time. */
const reading = new Set<string>();

/**
 * The named exports of the MDX file `file`, which `specifier` names in the importing file; its own
 * imports are resolved from it by `requireFor`, as the importing file's are.
 */
export async function mdxFileExports<C extends ExportContext>(file: string, specifier: string, ctx: C, requireFor: (specifiers: string[], ctx: C) => Promise<Require>): Promise<Record<string, unknown>> {
  const body = readFileSync(file, 'utf8').replace(FRONT_MATTER, (fm) => '\n'.repeat(fm.split('\n').length - 1));
  return { toc: headingsToc(body), ...(await ownExports(file, body, specifier, ctx, requireFor)) };
}

/**
 * The `toc` mdx-loader exports beside the content: the file's headings below the title (levels 2 to
 * 6) as `{ value, id, level }`. A page that draws a partial lists its headings in its own table of
 * contents so (`export const toc = [...partialToc]`, Docusaurus's workaround in its issue 3915):
 * rx-angular's contributing page spreads its CONTRIBUTING.md's, and without it the spread threw
 * and the page's code, its `<Contributing />` with it, was left out.
 */
function headingsToc(body: string): { value: string; id: string; level: number }[] {
  const headings: Tokens.Heading[] = [];
  marked.walkTokens(marked.lexer(body), (token) => void (token.type === 'heading' && headings.push(token as Tokens.Heading)));
  return assignHeadingIds(headings).flatMap((h) => (h.depth >= 2 ? [{ value: escapeHtml(h.text), id: h.id, level: h.depth }] : []));
}

async function ownExports<C extends ExportContext>(file: string, body: string, specifier: string, ctx: C, requireFor: (specifiers: string[], ctx: C) => Promise<Require>): Promise<Record<string, unknown>> {
  if (!EXPORT_LINE.test(body) || reading.has(file)) return {};
  const parsed = parseMdx(body, { mdxNodesOnly: true });
  if ('message' in parsed) return {};
  const esm = [...allEsm(parsed.tree.children)];
  if (!esm.some((node) => node.data?.estree?.body.some((statement) => statement.type.startsWith('Export')))) return {};
  const name = path.basename(file);
  reading.add(file);
  try {
    const require = await requireFor(specifiers(parsed.tree), { ...ctx, file, warn: (inner: string, message: string) => ctx.warn(specifier, `in ${name}: ${message}`) });
    return documentExports(esm.map((node) => node.value).join('\n'), require);
  } catch (error) {
    ctx.warn(specifier, `the export code of ${name} failed (${(error as Error).message.split('\n')[0]}), so the names it exports are not given. Fix that code.`);
    return {};
  } finally {
    reading.delete(file);
  }
}
