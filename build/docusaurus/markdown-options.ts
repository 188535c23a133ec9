/**
 * A Docusaurus config's `markdown` options, as this build's `markdown` reads them. `comments`,
 * `admonitionTitles` and `headingIds` are Docusaurus 3's `markdown.mdx1Compat` switches: whether
 * `<!-- … -->` is its comment syntax (@slorber/remark-comment, dropped from the text) or HTML,
 * which MDX refuses; whether `:::note Title` is read as `:::note[Title]` (mdx-loader's
 * preprocessor); whether `{#id}` in a heading is escaped before MDX reads it, which otherwise
 * refuses it as an expression. @docusaurus/core 3.10 leaves each unset unless written and then
 * takes it from `future.v4.mdx1CompatDisabledByDefault`, which `future.v4: true` turns on from
 * 3.10 (before 3.10 the shortcut has no such flag). Docusaurus 2 has none of them: its MDX 1
 * and admonitions plugin read all three.
 */
import { v4SwitchOn, type DocusaurusVersion } from './docusaurus-major.ts';
import { listsMdxMermaid, listsRemarkMath } from './markdown-plugins.ts';
import { bool, obj, type Raw } from './option-values.ts';
import type { SiteConfigInput } from '../../site/config-types.ts';

export function markdownOptions(raw: Raw, version: DocusaurusVersion | undefined, pluginOptions: (Raw | false)[]): SiteConfigInput['markdown'] {
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
  };
}
