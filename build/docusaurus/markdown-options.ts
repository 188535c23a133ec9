/**
 * A Docusaurus config's `markdown` options, as this build's `markdown` reads them. `comments`,
 * `admonitionTitles` and `headingIds` are Docusaurus 3's `markdown.mdx1Compat` switches: whether
 * `<!-- … -->` is its comment syntax (@slorber/remark-comment, dropped from the text) or HTML,
 * which MDX refuses; whether `:::note Title` is read as `:::note[Title]` (mdx-loader's
 * preprocessor); whether `{#id}` in a heading is escaped before MDX reads it, which otherwise
 * refuses it as an expression. @docusaurus/core 3.10 leaves each unset unless written and then
 * takes it from `future.v4.mdx1CompatDisabledByDefault`, which `future.v4: true` turns on from
 * 3.10 (before 3.10 the shortcut has no such flag). Docusaurus 2 has none of them: its MDX 1
 * and admonitions plugin read all three. `admonitionKeywords` are the names a docs, blog or pages
 * instance's `admonitions.keywords` adds to mdx-loader's own (extendDefaults, on unless false), any
 * instance's for every page: each is an admonition, which the theme draws as its Info.
 */
import { v4SwitchOn, type DocusaurusVersion } from './docusaurus-major.ts';
import { listsMdxMermaid, listsRemarkMath } from './markdown-plugins.ts';
import { bool, obj, type Raw } from './option-values.ts';
import type { SiteConfigInput } from '../../site/config-types.ts';

// mdx-loader 3's remark/admonitions DefaultAdmonitionOptions.keywords.
const OWN_KEYWORDS = new Set(['secondary', 'info', 'success', 'danger', 'note', 'tip', 'warning', 'important', 'caution']);

/** The admonition names the content plugins add to mdx-loader's own (a Docusaurus 2 site's plugin has none of this option). */
function admonitionKeywords(instances: (Raw | false)[]): string[] {
  const names = instances.flatMap((options) => (options ? (obj(options.admonitions).keywords as unknown[] | undefined) ?? [] : []));
  return [...new Set(names.filter((name): name is string => typeof name === 'string' && /^[A-Za-z][\w-]*$/.test(name) && !OWN_KEYWORDS.has(name)))];
}

export function markdownOptions(raw: Raw, version: DocusaurusVersion | undefined, pluginOptions: (Raw | false)[], otherInstances: Raw[] = []): SiteConfigInput['markdown'] {
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
    admonitionKeywords: version?.[0] === 2 ? [] : admonitionKeywords([...pluginOptions, ...otherInstances]),
  };
}
