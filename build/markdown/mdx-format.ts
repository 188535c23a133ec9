/**
 * Whether a Markdown file is compiled as MDX or as CommonMark, the one answer every stage asks
 * (the render, the site's remark plugins, partials). It is mdx-loader 3's getFormat (format.js,
 * read in @docusaurus/mdx-loader 3.0.0 and 3.10.2): the file's own `mdx: { format }` front matter
 * first, then the site's `markdown.format`; `detect` goes by the extension, MDX for any but
 * Markdown's. Docusaurus 2's mdx-loader (2.4.3) compiles every file as MDX 1 and reads no such
 * front matter, so a Docusaurus 2 site's files are MDX whatever they set.
 */
export type MarkdownFormat = 'md' | 'mdx' | 'detect';

/** The extensions mdx-loader's `detect` reads as CommonMark (MDX's own `mdExtensions`), compared as written: format.js tests `path.extname(file)` case-sensitively, so `Foo.MD` is MDX there. */
const MD_EXTENSION = /\.(?:md|markdown|mdown|mkdn|mkd|mdwn|mkdown|ron)$/;

/** What the site reads each file as: its `markdown.format` (`detect` without), and whether it is a Docusaurus 2 site. */
export interface SiteFormat {
  format?: MarkdownFormat;
  mdx1?: boolean;
}

/** The file's `mdx.format` front matter, when it is one mdx-loader accepts. */
function frontMatterFormat(frontMatter: Record<string, unknown> | undefined): MarkdownFormat | undefined {
  const mdx = frontMatter?.mdx;
  const format = mdx && typeof mdx === 'object' ? (mdx as Record<string, unknown>).format : undefined;
  return format === 'md' || format === 'mdx' || format === 'detect' ? format : undefined;
}

/**
 * What is wrong with the file's `mdx.format` front matter, with its line in the file's `text`
 * (the `format:` line under `mdx:`, else `mdx:`'s; read only then): mdx-loader 3's validateMDXFrontMatter
 * (frontMatter.js, 3.10.2: `format: Joi.string().equal('md', 'mdx', 'detect')`) stops the build
 * on any other value, where reading it as unset would build the page in the wrong format. None on a
 * Docusaurus 2 site, whose mdx-loader reads no such front matter.
 */
export function mdxFormatError(frontMatter: Record<string, unknown> | undefined, text: () => string, site: SiteFormat): { line?: number; message: string } | undefined {
  const mdx = frontMatter?.mdx;
  if (site.mdx1 || !mdx || typeof mdx !== 'object' || !('format' in mdx)) return undefined;
  const format = (mdx as Record<string, unknown>).format;
  if (format === undefined || frontMatterFormat(frontMatter)) return undefined;
  const lines = text().split('\n');
  const at = lines.findIndex((l, i) => i > 0 && /^mdx\s*:/.test(l));
  const nested = at < 0 ? -1 : lines.findIndex((l, i) => i > at && /^\s+format\s*:/.test(l));
  const line = nested > at && lines.slice(at + 1, nested).every((l) => /^\s/.test(l) || !l.trim()) ? nested : at;
  return { line: line < 0 ? undefined : line + 1, message: `front matter \`mdx.format\` is ${JSON.stringify(format)}: use md, mdx or detect (Docusaurus refuses any other value).` };
}

/** Whether `file`, with its front matter, is read as MDX on a site read as `site` says. */
export function readsAsMdx(file: string, frontMatter: Record<string, unknown> | undefined, site: SiteFormat): boolean {
  if (site.mdx1) return true;
  const format = frontMatterFormat(frontMatter) ?? site.format ?? 'detect';
  return format === 'detect' ? !MD_EXTENSION.test(file) : format === 'mdx';
}
