/**
 * Checks a Mermaid diagram's syntax with the official `mermaid` package's own parser, so a
 * diagram the build accepts is one Mermaid accepts. Mermaid loads (as one file: diagram-packages.ts)
 * only when a diagram is not in the cache.
 *
 * Parsing needs no DOM, but Mermaid cleans label text with DOMPurify, which has nothing to work
 * with under Node; since only the verdict is used and no markup, cleaning becomes a no-op here.
 */
import { importBundled, type BundleOptions } from './diagram-packages.ts';
import { fasterMermaidConfigCopy } from './mermaid-config-copy.ts';

export interface SyntaxProblem {
  /** 1-based line within the diagram's source. */
  line: number;
  message: string;
}

/**
 * Mermaid as the build bundles it: DOMPurify stays outside, so that Mermaid's copy of it is the one
 * made harmless below. A sequence diagram's `box` colour is checked while parsing with the
 * browser's `window.CSS.supports`, which throws under Node ("window is not defined": Kysely's and
 * Bitwarden's diagrams); the bundle has a window of its own, in its own scope, where any colour
 * passes, since only the verdict is used.
 */
export const MERMAID_BUNDLE: BundleOptions = { external: ['dompurify'], plugins: [fasterMermaidConfigCopy], banner: 'var window = { CSS: { supports: () => true } };' };

type Parse = (text: string) => Promise<unknown>;
let parser: Promise<Parse> | undefined;

function loadParser(): Promise<Parse> {
  parser ??= (async () => {
    const purify = (await import('dompurify')).default as unknown as Record<string, unknown>;
    for (const name of ['addHook', 'removeHook', 'removeHooks']) purify[name] ??= () => undefined;
    purify.sanitize ??= (text: string) => text;
    const { default: mermaid } = await importBundled<typeof import('mermaid')>('mermaid', MERMAID_BUNDLE);
    return (text: string) => mermaid.parse(text);
  })();
  return parser;
}

/** Lines Mermaid strips before parsing, so that its line numbers count from after them. */
function frontMatterLines(text: string): number {
  const match = /^\s*---\n[\s\S]*?\n---[ \t]*\n/.exec(text);
  return match ? match[0].split('\n').length - 1 : 0;
}

/** The parser's complaint in one sentence: what it expected and what it found. */
function describe(message: string): string {
  const expecting = /Expecting (.+), got (.+)$/m.exec(message);
  if (!expecting) return message.split('\n')[0].replace(/\.$/, '');
  const tokens = expecting[1].split(', ');
  const listed = tokens.length > 4 ? `${tokens.slice(0, 4).join(', ')} or more` : tokens.join(', ');
  return `expected ${listed} but found ${expecting[2]}`;
}

export async function checkDiagramSyntax(text: string): Promise<SyntaxProblem | undefined> {
  const parse = await loadParser();
  try {
    await parse(text);
    return undefined;
  } catch (error) {
    const { message, hash } = error as Error & { hash?: { loc?: { first_line?: number }; line?: number } };
    const parsedLine = hash?.loc?.first_line ?? (hash?.line === undefined ? 1 : hash.line + 1);
    return { line: frontMatterLines(text) + parsedLine, message: describe(message) };
  }
}
