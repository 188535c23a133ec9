/**
 * `/llms.txt` (the llmstxt.org format: the site title as H1, the tagline as a `>` summary, then
 * one H2 section per sidebar of each docs plugin instance's last version, one per blog and one
 * for Markdown pages, each listing its pages as `- [Title](URL of the .md twin): description`) and
 * `/llms-full.txt` (every doc's twin in sidebar order, then the posts). Unlisted pages are in
 * neither, as they are in no sidebar, list or search.
 */
import { DEFAULT_DOCS_PLUGIN_ID, itemDocsPlugin } from '../../shared/docs-plugin.ts';
import type { SiteConfig } from '../../site/config-types.ts';
import type { VersionDocs } from '../routes/index.ts';
import { summarize } from '../routes/head.ts';
import type { RouteInput } from '../routes/index.ts';
import type { BlogPlugin } from '../config-validate.ts';
import { absoluteUrl, markdownTwinPath } from '../routes/urls.ts';
import { flatten } from '../sidebar-tree.ts';
import { markdownTwinText, type MarkdownTwinSource } from './markdown-twins.ts';

/** What the routes are built from, less what only pages show; posts come newest first, blog by blog. */
export type LlmsInput = Pick<RouteInput, 'config' | 'posts' | 'pages' | 'listed' | 'versions'> & {
  /** Each blog plugin instance, whose listed posts are a section under its title. */
  blogs: Pick<BlogPlugin, 'id' | 'title'>[];
};

interface Section {
  title: string;
  items: MarkdownTwinSource[];
}

/** "guidesSidebar" → "Guides sidebar", for a sidebar no navbar item names. */
function humanize(id: string): string {
  const words = id.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' ').toLowerCase();
  return words[0].toUpperCase() + words.slice(1);
}

/**
 * What a section of one instance's sidebar is called: the navbar item that opens it (or one of its
 * docs), else its name; another instance's sidebar is named after the instance when it is the
 * instance's only one.
 */
function sectionTitle(config: SiteConfig, { version, sidebars }: VersionDocs, id: string): string {
  const items = config.navbar.items.flatMap((i) => [i, ...(i.items ?? [])]).filter((i) => itemDocsPlugin(i) === version.pluginId && i.label);
  // A `docSidebar` item names its sidebar; else a `doc` item of a doc the sidebar holds.
  const item = items.find((i) => i.sidebarId === id) ?? items.find((i) => i.docId !== undefined && sidebars.sidebarOfDoc.get(i.docId) === id);
  if (item) return item.label;
  if (version.pluginId === DEFAULT_DOCS_PLUGIN_ID) return humanize(id);
  return sidebars.sidebars.size === 1 ? humanize(version.pluginId) : `${humanize(version.pluginId)}: ${humanize(id).toLowerCase()}`;
}

/** Every listed doc once, instance by instance, in the reading order of the first sidebar that shows it; docs in no sidebar last. */
function docSections({ config, listed: { docs: listed }, versions }: LlmsInput): Section[] {
  const byPermalink = new Map(listed.map((d) => [d.meta.permalink, d]));
  const placed = new Set<MarkdownTwinSource>();
  const sections: Section[] = [];
  for (const last of versions.filter((v) => v.version.isLast)) {
    for (const [id, nodes] of last.sidebars.sidebars) {
      const items: MarkdownTwinSource[] = [];
      for (const link of flatten(nodes)) {
        const doc = byPermalink.get(link.href);
        if (!doc || placed.has(doc)) continue;
        placed.add(doc);
        items.push(doc);
      }
      if (items.length) sections.push({ title: sectionTitle(config, last, id), items });
    }
  }
  const rest = listed.filter((d) => !placed.has(d));
  if (rest.length) sections.push({ title: sections.length ? 'Other docs' : 'Docs', items: rest });
  return sections;
}

function sections(input: LlmsInput): Section[] {
  return [
    ...docSections(input),
    ...input.blogs.map((blog) => ({ title: blog.title, items: input.listed.posts.filter((p) => p.meta.pluginId === blog.id) })),
    { title: 'Pages', items: input.pages },
  ].filter((s) => s.items.length);
}

/** Link text in Markdown: brackets would end it early. */
function linkText(text: string): string {
  return text.replace(/[[\]\\]/g, '\\$&');
}

function header(config: SiteConfig): string {
  return `# ${config.title}\n\n> ${config.tagline}\n`;
}

export function llmsTxt(input: LlmsInput): string {
  const { config } = input;
  const body = sections(input).map(({ title, items }) => {
    const lines = items.map((item) => {
      const description = summarize(item.meta.description ?? item.md.firstParagraph, '').replace(/\s+/g, ' ');
      return `- [${linkText(item.title)}](${absoluteUrl(config, markdownTwinPath(item.meta.permalink))})${description ? `: ${description}` : ''}`;
    });
    return `## ${title}\n\n${lines.join('\n')}\n`;
  });
  return [header(config), ...body].join('\n');
}

/** Every listed doc's Markdown in sidebar order, then the listed posts, each under its title and URL. */
export function llmsFullTxt(input: LlmsInput): string {
  const items = [...docSections(input).flatMap((s) => s.items), ...input.listed.posts];
  return [header(input.config), ...items.map((item) => markdownTwinText(item, absoluteUrl(input.config, item.meta.permalink)))].join('\n---\n\n');
}
