/** `/docs/tags` and one page per tag, when docs have `tags` front matter (as Docusaurus does). */
import { docTagTitle } from '../../site/theme/counts.ts';
import type { DocMeta } from '../content/types.ts';
import type { DocsVersion } from '../docusaurus/versions.ts';
import { byText } from '../../shared/text-order.ts';
import { isListed } from '../listed.ts';
import { translate } from '../../shared/translate.ts';
import { head, summarize } from './head.ts';
import { docTagsSearch } from './search-metadata.ts';
import type { Rendered, Route, RouteInput } from './types.ts';
import { docTagPath, docTagsPath, outputFile } from './urls.ts';

/** Each docs version's tag pages, under its own route base. */
export function docTagRoutes(input: RouteInput): Route[] {
  return input.versions.flatMap(({ version, docs }) => versionTagRoutes(input, version, docs));
}

function versionTagRoutes(input: RouteInput, version: DocsVersion, docs: Rendered<DocMeta>[]): Route[] {
  const { config } = input;
  // Labels that name one page ("Algorithm", "algorithm") are one tag, as Docusaurus groups tags by permalink: the first label seen names it.
  const byTag = new Map<string, { label: string; docs: Set<Rendered<DocMeta>> }>();
  for (const doc of docs) {
    if (!isListed(doc.meta)) continue;
    for (const tag of doc.meta.tags) {
      const permalink = docTagPath(version, tag);
      if (!byTag.has(permalink)) byTag.set(permalink, { label: tag.label, docs: new Set() });
      byTag.get(permalink)!.docs.add(doc);
    }
  }
  if (!byTag.size) return [];
  const base = docTagsPath(version);
  const tags = [...byTag].sort(([, a], [, b]) => byText(a.label, b.label)).map(([permalink, { label, docs }]) => ({ label, permalink, count: docs.size }));
  return [
    { path: base, file: outputFile(base, config), props: { head: head(config, base, translate(input.messages, { id: 'theme.tags.tagsPageTitle', message: 'Tags' }), 'Every tag of the documentation.', { search: docTagsSearch(config, version, 'doc_tags_list') }), screen: { kind: 'docTags', tags } } },
    ...tags.map((tag) => ({
      path: tag.permalink,
      file: outputFile(tag.permalink, config),
      props: {
        head: head(config, tag.permalink, docTagTitle(input.messages, input.lang ?? 'en', tag.count, tag.label), `Docs tagged with ${tag.label}.`, { search: docTagsSearch(config, version, 'doc_tag_doc_list') }),
        screen: {
          kind: 'docTag' as const,
          tag,
          docs: [...byTag.get(tag.permalink)!.docs].map((d) => ({ title: d.title, href: d.meta.permalink, description: summarize(d.meta.description ?? d.md.firstParagraph, '') })),
        },
      },
    })),
  ];
}
