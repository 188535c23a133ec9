/**
 * A Docusaurus config's `markdown` options, as this build's `markdown` reads them. `comments`,
 * `admonitionTitles` and `headingIds` are Docusaurus 3's `markdown.mdx1Compat` switches: whether
 * `<!-- … -->` is its comment syntax (@slorber/remark-comment, dropped from the text) or HTML,
 * which MDX refuses; whether `:::note Title` is read as `:::note[Title]` (mdx-loader's
 * preprocessor); whether `{#id}` in a heading is escaped before MDX reads it, which otherwise
 * refuses it as an expression. @docusaurus/core 3.10 leaves each unset unless written and then
 * takes it from `future.v4.mdx1CompatDisabledByDefault`, which `future.v4: true` turns on from
 * 3.10 (before 3.10 the shortcut has no such flag). Docusaurus 2 has none of them: its MDX 1
 * and admonitions plugin read all three. `admonitions` are the `:::` names each docs, blog or pages
 * instance makes admonitions, as mdx-loader 3.10's normalizeAdmonitionOptions reads the instance's
 * option: `true` (the default) its own keywords, `false` none, `{ keywords }` those after its own
 * unless `extendDefaults: false`. Each instance's mdx-loader gets its own option, so a name is an
 * admonition only in the instance that lists it (the theme draws one it has no component for as
 * Info); an instance with mdx-loader's own keywords is left out.
 */
import { v4SwitchOn, type DocusaurusVersion } from './docusaurus-major.ts';
import { listsMdxMermaid, listsRemarkMath } from './markdown-plugins.ts';
import { bool, obj, type Raw } from './option-values.ts';
import type { SiteConfigInput } from '../../site/config-types.ts';

// mdx-loader 3's remark/admonitions DefaultAdmonitionOptions.keywords.
const OWN_KEYWORDS = new Set(['secondary', 'info', 'success', 'danger', 'note', 'tip', 'warning', 'important', 'caution']);

/** A docs, blog or pages instance, as map-config.ts lists them. */
type Instance = { id: string; options: Raw };

/** The admonition names of one instance's `admonitions` option, or undefined for mdx-loader's own. */
function admonitionNames(option: unknown): string[] | undefined {
  if (option === false) return [];
  const { keywords, extendDefaults } = obj(option);
  if (!Array.isArray(keywords)) return undefined;
  // A name must open a `:::` container to be read as one (containers.ts): a name with spaces never does.
  const own = keywords.filter((name): name is string => typeof name === 'string' && /^[A-Za-z][\w-]*$/.test(name));
  const names = [...new Set(extendDefaults === false ? own : [...OWN_KEYWORDS, ...own])];
  return names.length === OWN_KEYWORDS.size && names.every((name) => OWN_KEYWORDS.has(name)) ? undefined : names;
}

/** Each instance's admonition names where they are not mdx-loader's own (a Docusaurus 2 site's plugins have no such option). */
function admonitions(instances: { docs: Instance[]; blogs: Instance[]; pages: Raw | false }): Record<string, string[]> {
  const keyed: [string, Raw][] = [...instances.docs.map((d) => [`docs:${d.id}`, d.options] as [string, Raw]), ...instances.blogs.map((b) => [`blog:${b.id}`, b.options] as [string, Raw]), ...(instances.pages ? [['pages', instances.pages] as [string, Raw]] : [])];
  return Object.fromEntries(keyed.flatMap(([key, options]) => {
    const names = admonitionNames(options.admonitions);
    return names ? [[key, names]] : [];
  }));
}

export function markdownOptions(raw: Raw, version: DocusaurusVersion | undefined, pluginOptions: (Raw | false)[], instances: Parameters<typeof admonitions>[0] = { docs: [], blogs: [], pages: false }): SiteConfigInput['markdown'] {
  const markdown = obj(raw.markdown);
  const mdx1Compat = (key: 'comments' | 'admonitions' | 'headingIds') => version?.[0] === 2 || (bool(obj(markdown.mdx1Compat)[key]) ?? !v4SwitchOn(obj(raw.future).v4, 'mdx1CompatDisabledByDefault', version));
  return {
    mermaid: markdown.mermaid === true || listsMdxMermaid(pluginOptions),
    format: markdown.format === 'md' || markdown.format === 'detect' ? markdown.format : 'mdx',
    math: listsRemarkMath(pluginOptions),
    mdx1: version?.[0] === 2,
    comments: mdx1Compat('comments'),
    admonitionTitles: mdx1Compat('admonitions'),
    headingIds: mdx1Compat('headingIds'),
    admonitions: version?.[0] === 2 ? {} : admonitions(instances),
    // mdx-loader 3.x runs remark-emoji unless `markdown.emoji` is false; Docusaurus 2's always does.
    emoji: version?.[0] === 2 || markdown.emoji !== false,
  };
}
