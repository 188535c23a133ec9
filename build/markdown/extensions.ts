/**
 * The one Marked every document renders with: each feature's extension (code, headings,
 * containers, links, images, tables, footnotes, MDX, diagrams) wired together.
 */
import { Marked, type Tokens } from 'marked';
import { codeExtension } from './code.ts';
import { commentLinesExtension } from './comment-lines.ts';
import { containersExtension } from './containers.ts';
import { diagramsExtension } from './diagrams.ts';
import { withEmoji } from './emoji.ts';
import { footnotesExtension } from './footnotes.ts';
import { headingsExtension } from './headings.ts';
import { withoutComments } from './html-comments.ts';
import { imagesExtension } from './images.ts';
import type { MagicComment } from './magic-comments.ts';
import { linksExtension } from './links.ts';
import { limitsExtension } from './bounds.ts';
import { mathExtension } from './math.ts';
import { setextInterruptsExtension } from './setext-interrupts.ts';
import { mdx1EmphasisExtension } from './mdx1-emphasis.ts';
import { mdx1StrikethroughExtension } from './mdx1-strikethrough.ts';
import { mdx1AutolinksExtension } from './mdx1-autolinks.ts';
import { mdx1ListsExtension } from './mdx1-lists.ts';
import { listTextHtmlExtension } from './list-text-html.ts';
import { mdx1BreaksExtension } from './mdx1-breaks.ts';
import { tablesExtension } from './tables.ts';
import { mdxExtension, type MdxPage } from './mdx/extension.ts';
import { siteDrawnExtension } from './mdx/site-drawn.ts';
import type { SiteElements } from './mdx/site-elements.ts';

/** A blog post's excerpt ends at a `<!-- truncate -->` line (in MDX, a `truncate` comment expression). */
export const TRUNCATE = /^\s*(?:<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})\s*$/;

/** What the shared Marked's extensions read of the document it renders (see `markedFor`). */
export interface Rendering extends MdxPage {
  diagrams: { count: number };
  /** Whether `$…$` is math (markdown/math.ts). */
  math?: boolean;
  /** Whether the page is read as MDX (mdx-format.ts: `.mdx`, or `.md` under `markdown.format: 'mdx'`, unless its front matter says), which has no indented code (containers.ts). */
  mdx?: boolean;
  /** Whether the page is read as Docusaurus 2 reads it (markdown/mdx/mdx1.ts; containers.ts; mdx1-emphasis.ts; mdx1-strikethrough.ts; mdx1-autolinks.ts; mdx1-lists.ts; mdx1-breaks.ts). */
  mdx1?: boolean;
  /** Whether `<!-- … -->` is Docusaurus 3's comment syntax rather than HTML (markdown/comment-lines.ts). */
  comments?: boolean;
  /** Whether `:rocket:` shortcodes in text are emoji (emoji.ts). */
  emoji?: boolean;
  /** Whether `:::note Title` gives the admonition a title (containers.ts); off, it is text. */
  admonitionTitles?: boolean;
  /** The admonition names of the page's content plugin, when not Docusaurus's own (containers.ts). */
  admonitions?: string[];
  /** The Markdown elements the site's own MDXComponents draw (mdx/site-drawn.ts); none for plain Markdown. */
  site?: SiteElements;
}

/** Inline code, with its HTML when the site's own `code` renders it (mdx/site-elements.ts). */
export type SiteCodespan = Tokens.Codespan & { site?: string };

let shared: { magicComments: MagicComment[] | undefined; md: Marked; rendering: { current?: Rendering } } | undefined;

/**
 * One Marked for all documents with the same magic comments: making one with its extensions took
 * about a seventh of the time a short document takes to render. Its extensions read the document
 * at hand from `rendering.current`, which index.ts's `renderTokens` sets before lexing and again before
 * rendering (another document may use the instance while one waits for its diagrams).
 */
export function markedFor(magicComments: MagicComment[] | undefined): { md: Marked; rendering: { current?: Rendering } } {
  if (!shared || shared.magicComments !== magicComments) {
    const rendering: { current?: Rendering } = {};
    const page = () => rendering.current!;
    shared = { magicComments, rendering, md: createMarked(magicComments, page) };
  }
  return shared;
}

function createMarked(magicComments: MagicComment[] | undefined, page: () => Rendering): Marked {
  const md = new Marked(
    { gfm: true },
    mdxExtension(page),
    commentLinesExtension(() => !page().mdx1 && page().comments !== false),
    mdx1EmphasisExtension(() => page().mdx1),
    mdx1StrikethroughExtension(() => page().mdx1),
    mdx1AutolinksExtension(() => page().mdx1),
    mdx1ListsExtension(() => page().mdx1),
    listTextHtmlExtension(),
    mdx1BreaksExtension(() => page().mdx1),
    mathExtension(() => page().math === true),
    ...codeExtension(magicComments),
    headingsExtension(),
    containersExtension(page),
    setextInterruptsExtension(() => page().mdx1),
    linksExtension(),
    imagesExtension(),
    tablesExtension(),
    footnotesExtension(),
    limitsExtension(),
    diagramsExtension(() => page().diagrams),
    {
      renderer: {
        html: (token: Tokens.HTML | Tokens.Tag) => (TRUNCATE.test(token.raw) ? '' : withoutComments(token.text)),
        codespan: (token: SiteCodespan) => token.site ?? false,
        // Shortcodes in text (not code) are emoji (emoji.ts); the default renderer escapes the text.
        text: (token: Tokens.Text | Tokens.Escape) => (('tokens' in token && token.tokens) || !page().emoji ? false : ((token.text = withEmoji(token.text)), false)),
        checkbox: ({ checked }: Tokens.Checkbox) =>
          `<input type="checkbox" disabled${checked ? ' checked' : ''} aria-label="${checked ? 'Done' : 'Not done'}"> `,
      },
    },
  );
  // Last: a site's component draws an element from this build's markup of it.
  return md.use(siteDrawnExtension(md.defaults.renderer!, () => page().site));
}
