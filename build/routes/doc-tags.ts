/** `/docs/tags` and one page per tag, when docs have `tags` front matter (as Docusaurus does). */
import { docCount } from '../../site/theme/counts.ts';
import type { DocMeta } from '../content/types.ts';
import type { DocsVersion } from '../docusaurus/versions.ts';
import { byText } from '../../shared/text-order.ts';
import { isListed } from '../listed.ts';
import { head, summarize } from './head.ts';
import type { Rendered, Route, RouteInput } from './types.ts';
import { docTagPath, docTagsPath, outputFile } from './urls.ts';

/** Each docs version's tag pages, under its own route base. */
export function docTagRoutes(input: RouteInput): Route[] {
  return input.versions.flatMap(({ version, docs }) => versionTagRoutes(input, version, docs));
}

function versionTagRoutes({ config }: RouteInput, version: DocsVersion, docs: Rendered<DocMeta>[]): Route[] {
  const byTag = new Map<string, Rendered<DocMeta>[]>();
  for (const doc of docs) if (isListed(doc.meta)) for (const label of doc.meta.tags) byTag.set(label, [...(byTag.get(label) ?? []), doc]);
  if (!byTag.size) return [];
  const base = docTagsPath(version);
  const tags = [...byTag].sort(([a], [b]) => byText(a, b)).map(([label, docs]) => ({ label, permalink: docTagPath(version, label), count: docs.length }));
  return [
    { path: base, file: outputFile(base, config), props: { head: head(config, base, 'Tags', 'Every tag of the documentation.'), screen: { kind: 'docTags', tags } } },
    ...tags.map((tag) => ({
      path: tag.permalink,
      file: outputFile(tag.permalink, config),
      props: {
        head: head(config, tag.permalink, `${docCount(tag.count)} tagged with "${tag.label}"`, `Docs tagged with ${tag.label}.`),
        screen: {
          kind: 'docTag' as const,
          tag,
          docs: byTag.get(tag.label)!.map((d) => ({ title: d.title, href: d.meta.permalink, description: summarize(d.meta.description ?? d.md.firstParagraph, '') })),
        },
      },
    })),
  ];
}
