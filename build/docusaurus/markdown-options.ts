/**
 * A Docusaurus config's `markdown` options, as this build's `markdown` reads them. `comments`:
 * whether `<!-- … -->` is Docusaurus 3's comment syntax (@slorber/remark-comment, dropped from
 * the text) or HTML, which MDX refuses. @docusaurus/core 3.10 leaves `markdown.mdx1Compat.comments`
 * unset unless written and then takes it from `future.v4.mdx1CompatDisabledByDefault`, which
 * `future.v4: true` turns on from 3.10 (before 3.10 the shortcut has no such flag).
 */
import { docusaurusVersion } from './docusaurus-major.ts';
import { listsRemarkMath } from './markdown-plugins.ts';
import { bool, obj, type Raw } from './option-values.ts';
import type { SiteConfigInput } from '../../site/config-types.ts';

export function markdownOptions(raw: Raw, siteDir: string, pluginOptions: (Raw | false)[]): SiteConfigInput['markdown'] {
  const markdown = obj(raw.markdown);
  const version = docusaurusVersion(siteDir);
  return {
    mermaid: markdown.mermaid === true,
    format: markdown.format === 'md' || markdown.format === 'detect' ? markdown.format : 'mdx',
    math: listsRemarkMath(pluginOptions),
    mdx1: version?.[0] === 2,
    comments: version?.[0] === 2 || (bool(obj(markdown.mdx1Compat).comments) ?? !mdx1CompatOffByDefault(obj(raw.future).v4, version)),
  };
}

function mdx1CompatOffByDefault(v4: unknown, version: [number, number] | undefined): boolean {
  if (v4 === true) return version === undefined || version[0] > 3 || version[1] >= 10;
  return obj(v4).mdx1CompatDisabledByDefault === true;
}
