/**
 * The code-block helpers of `@docusaurus/theme-common/internal` (Docusaurus 3.10's
 * `utils/codeBlockUtils.tsx` and `hooks/useCodeWordWrap.ts`, MIT), which a site's swizzled
 * `src/theme/CodeBlock` calls: the title, language and line numbers from the metastring, the code
 * without its magic comments and the classes of the lines they mark, the Prism theme's colours as
 * CSS variables, the block's context, and word wrapping (measured again when its tab is shown). Until they were here they stood in, and
 * kuizuo-blog's swizzled CodeBlock drew an empty block: `parseLines` gave no code to highlight.
 */
import { createContext, createElement, useCallback, useContext, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';

export interface MagicCommentConfig {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

type CommentType = 'js' | 'jsBlock' | 'jsx' | 'bash' | 'html' | 'lua' | 'wasm' | 'tex' | 'vb' | 'vbnet' | 'rem' | 'f90' | 'ml' | 'cobol';

const COMMENT_PATTERNS: Record<CommentType, { start: string; end: string }> = {
  js: { start: '\\/\\/', end: '' },
  jsBlock: { start: '\\/\\*', end: '\\*\\/' },
  jsx: { start: '\\{\\s*\\/\\*', end: '\\*\\/\\s*\\}' },
  bash: { start: '#', end: '' },
  html: { start: '<!--', end: '-->' },
  lua: { start: '--', end: '' },
  wasm: { start: '\\;\\;', end: '' },
  tex: { start: '%', end: '' },
  vb: { start: "['‘’]", end: '' },
  vbnet: { start: "(?:_\\s*)?['‘’]", end: '' },
  rem: { start: '[Rr][Ee][Mm]\\b', end: '' },
  f90: { start: '!', end: '' },
  ml: { start: '\\(\\*', end: '\\*\\)' },
  cobol: { start: '\\*>', end: '' },
};

const POPULAR: CommentType[] = ['js', 'jsBlock', 'jsx', 'bash', 'html'];

/** The comment styles a language's magic comments may be written in, as Docusaurus picks them. */
const LANGUAGE_COMMENTS: [string[], CommentType[]][] = [
  [['js', 'javascript', 'ts', 'typescript'], ['js', 'jsBlock']],
  [['jsx', 'tsx'], ['js', 'jsBlock', 'jsx']],
  [['html'], ['js', 'jsBlock', 'html']],
  [['python', 'py', 'bash'], ['bash']],
  [['markdown', 'md'], ['html', 'jsx', 'bash']],
  [['tex', 'latex', 'matlab'], ['tex']],
  [['lua', 'haskell'], ['lua']],
  [['sql'], ['lua', 'jsBlock']],
  [['wasm'], ['wasm']],
  [['vb', 'vba', 'visual-basic'], ['vb', 'rem']],
  [['vbnet'], ['vbnet', 'rem']],
  [['batch'], ['rem']],
  [['basic'], ['rem', 'f90']],
  [['fsharp'], ['js', 'ml']],
  [['ocaml', 'sml'], ['ml']],
  [['fortran'], ['f90']],
  [['cobol'], ['cobol']],
];

function directivePattern(language: string, magicComments: MagicCommentConfig[]): RegExp {
  const types = LANGUAGE_COMMENTS.find(([names]) => names.includes(language))?.[1] ?? POPULAR;
  const directives = magicComments.flatMap((d) => [d.line, d.block?.start, d.block?.end].filter(Boolean)).join('|');
  const pattern = types.map((type) => `(?:${COMMENT_PATTERNS[type].start}\\s*(${directives})\\s*${COMMENT_PATTERNS[type].end})`).join('|');
  return new RegExp(`^\\s*(?:${pattern})\\s*$`);
}

/** The numbers a range list names (`1,3-5` is 1, 3, 4, 5), as parse-numeric-range reads the ranges Docusaurus gives it. */
function numbersOf(ranges: string): number[] {
  return ranges.split(',').flatMap((part) => {
    const match = /^\s*(-?\d+)\s*(?:-\s*(-?\d+))?\s*$/.exec(part);
    if (!match) return [];
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    const step = from <= to ? 1 : -1;
    return Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => from + i * step);
  });
}

export function parseCodeBlockTitle(metastring?: string): string {
  return metastring?.match(/title=(?<quote>["'])(?<title>.*?)\1/)?.groups?.title ?? '';
}

export function containsLineNumbers(metastring?: string): boolean {
  return Boolean(metastring?.includes('showLineNumbers'));
}

export function getLineNumbersStart({ showLineNumbers, metastring }: { showLineNumbers?: boolean | number; metastring?: string }): number | undefined {
  if (typeof showLineNumbers === 'boolean') return showLineNumbers ? 1 : undefined;
  if (typeof showLineNumbers === 'number') return showLineNumbers;
  const meta = metastring?.split(' ').find((word) => word.startsWith('showLineNumbers'));
  if (!meta) return undefined;
  return meta.startsWith('showLineNumbers=') ? parseInt(meta.replace('showLineNumbers=', ''), 10) : 1;
}

/** `"language-js"` gives `"js"`; no `language-` class gives undefined. */
export function parseLanguage(className: string | undefined): string | undefined {
  return className?.split(' ').find((word) => word.startsWith('language-'))?.replace(/language-/, '');
}

type LineClassNames = Record<number, string[]>;

/**
 * The code without its last line break and its magic comment lines, and the classes of the lines
 * (0-based) the comments or a metastring range (`{1,3-5}`, which takes the first magic comment's
 * class) mark.
 */
export function parseLines(content: string, { metastring, language, magicComments }: { metastring?: string; language?: string; magicComments: MagicCommentConfig[] }): { code: string; lineClassNames: LineClassNames } {
  const code = content.replace(/\r?\n$/, '');
  const range = metastring?.match(/\{(?<range>[\d,-]+)\}/)?.groups?.range;
  if (range !== undefined) {
    if (magicComments.length === 0) throw new Error(`A highlight range has been given in code block's metastring (\`\`\` ${metastring}), but no magic comment config is available. Docusaurus applies the first magic comment entry's className for metastring ranges.`);
    return { code, lineClassNames: Object.fromEntries(numbersOf(range).filter((n) => n > 0).map((n) => [n - 1, [magicComments[0].className]])) };
  }
  if (language === undefined) return { code, lineClassNames: {} };
  const pattern = directivePattern(language, magicComments);
  const lines = code.split(/\r?\n/);
  const blocks = Object.fromEntries(magicComments.map((d) => [d.className, { start: 0, range: '' }]));
  const lineClass = Object.fromEntries(magicComments.filter((d) => d.line).map((d) => [d.line!, d.className]));
  const startClass = Object.fromEntries(magicComments.filter((d) => d.block).map((d) => [d.block!.start, d.className]));
  const endClass = Object.fromEntries(magicComments.filter((d) => d.block).map((d) => [d.block!.end, d.className]));
  for (let n = 0; n < lines.length; ) {
    const match = lines[n].match(pattern);
    if (!match) {
      n += 1;
      continue;
    }
    const directive = match.slice(1).find((item) => item !== undefined)!;
    if (lineClass[directive]) blocks[lineClass[directive]].range += `${n},`;
    else if (startClass[directive]) blocks[startClass[directive]].start = n;
    else if (endClass[directive]) blocks[endClass[directive]].range += `${blocks[endClass[directive]].start}-${n - 1},`;
    lines.splice(n, 1);
  }
  const lineClassNames: LineClassNames = {};
  for (const [className, { range: marked }] of Object.entries(blocks)) for (const n of numbersOf(marked)) (lineClassNames[n] ??= []).push(className);
  return { code: lines.join('\n'), lineClassNames };
}

export interface CodeBlockMetadata {
  codeInput: string;
  code: string;
  className: string;
  language: string;
  title: ReactNode;
  lineNumbersStart: number | undefined;
  lineClassNames: LineClassNames;
}

/** What 3.10's CodeBlock draws a block from: its language always set (`text` by default) and named in its class. */
export function createCodeBlockMetadata(params: { code: string; className?: string; language?: string; defaultLanguage?: string; metastring?: string; magicComments: MagicCommentConfig[]; title?: ReactNode; showLineNumbers?: boolean | number }): CodeBlockMetadata {
  const language = (params.language ?? parseLanguage(params.className) ?? params.defaultLanguage)?.toLowerCase() ?? 'text';
  const { code, lineClassNames } = parseLines(params.code, { metastring: params.metastring, magicComments: params.magicComments, language });
  const className = [params.className, !params.className?.includes(`language-${language}`) && `language-${language}`].filter(Boolean).join(' ');
  return { codeInput: params.code, code, className, language, title: parseCodeBlockTitle(params.metastring) || params.title, lineNumbersStart: getLineNumbersStart(params), lineClassNames };
}

/** The Prism theme's plain colour and background as `--prism-color` and `--prism-background-color`. */
export function getPrismCssVariables(prismTheme: { plain?: Record<string, unknown> }): CSSProperties {
  const names: Record<string, string> = { color: '--prism-color', backgroundColor: '--prism-background-color' };
  const properties: Record<string, string> = {};
  for (const [key, value] of Object.entries(prismTheme?.plain ?? {})) if (names[key] && typeof value === 'string') properties[names[key]] = value;
  return properties as CSSProperties;
}

export interface WordWrap {
  readonly codeBlockRef: RefObject<HTMLPreElement | null>;
  readonly isEnabled: boolean;
  readonly isCodeScrollable: boolean;
  readonly toggle: () => void;
}

/**
 * Calls `measure` when the hidden tab panel holding the block is shown: a block measured while
 * hidden has no width, so it would never offer to wrap (3.10's useTabBecameVisibleCallback, with
 * its useMutationObserver; this build's tabs hide a panel with `hidden` too: site/client/tabs.ts).
 */
function useTabBecameVisible(codeBlockRef: RefObject<HTMLPreElement | null>, measure: () => void): void {
  const [hiddenPanel, setHiddenPanel] = useState<Element | null>();
  const findHiddenPanel = useCallback(() => setHiddenPanel(codeBlockRef.current?.closest('[role=tabpanel][hidden]')), [codeBlockRef]);
  useEffect(findHiddenPanel, [findHiddenPanel]);
  useEffect(() => {
    if (!hiddenPanel) return undefined;
    const observer = new MutationObserver((mutations) => {
      if (!mutations.some((mutation) => mutation.type === 'attributes' && mutation.attributeName === 'hidden')) return;
      measure();
      findHiddenPanel();
    });
    observer.observe(hiddenPanel, { attributes: true, characterData: false, childList: false, subtree: false });
    return () => observer.disconnect();
  }, [hiddenPanel, measure, findHiddenPanel]);
}

/** Wrapping off, the code not scrollable, until the browser measures it (effects: none on the server). */
export function useCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) code.removeAttribute('style');
    else Object.assign(code.style, { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
    setIsEnabled((value) => !value);
  }, [isEnabled]);
  const measure = useCallback(() => {
    const pre = codeBlockRef.current;
    if (pre) setIsCodeScrollable(pre.scrollWidth > pre.clientWidth || Boolean(pre.querySelector('code')?.hasAttribute('style')));
  }, []);
  useTabBecameVisible(codeBlockRef, measure);
  useEffect(measure, [isEnabled, measure]);
  useEffect(() => {
    window.addEventListener('resize', measure, { passive: true });
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}

const CodeBlockContext = createContext<{ metadata: CodeBlockMetadata; wordWrap: WordWrap } | null>(null);

export function CodeBlockContextProvider({ metadata, wordWrap, children }: { metadata: CodeBlockMetadata; wordWrap: WordWrap; children: ReactNode }): ReactNode {
  const value = useMemo(() => ({ metadata, wordWrap }), [metadata, wordWrap]);
  return createElement(CodeBlockContext.Provider, { value }, children);
}

export function useCodeBlockContext(): { metadata: CodeBlockMetadata; wordWrap: WordWrap } {
  const value = useContext(CodeBlockContext);
  if (value === null) throw new Error('Hook useCodeBlockContext is called outside the <CodeBlockContextProvider>. ');
  return value;
}
