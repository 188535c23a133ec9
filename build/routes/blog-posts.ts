/** One route per post, unlisted ones included (they are only left out of lists, feeds and search). */
import { isListed } from '../listed.ts';
import { postSummary } from './blog-views.ts';
import { pageBody } from './route-body.ts';
import { editLink } from './docs.ts';
import { blogPostingJsonLd, head, redirectTags, stylesheetUrls, summarize } from './head.ts';
import { buildToc } from './toc.ts';
import type { BlogInput, Rendered, Route, RouteInput } from './types.ts';
import type { PostMeta } from '../content/types.ts';
import { markdownTwinPath, outputFile } from './urls.ts';

export function blogPostRoutes(input: RouteInput, { blog, posts, listed, recent }: BlogInput): Route[] {
  const { config } = input;
  const link = (q?: Rendered<PostMeta>) => (q ? { title: q.title, href: q.meta.permalink } : undefined);
  return posts.map((p) => {
    const i = listed.indexOf(p);
    const fmImage = p.meta.source.frontMatter.image;
    const image = typeof fmImage === 'string' ? fmImage : undefined;
    const description = summarize(p.meta.description ?? p.md.firstParagraph, blog.description);
    const { html, body } = pageBody(p.md.html);
    return {
      path: p.meta.permalink,
      file: outputFile(p.meta.permalink, config),
      source: p.meta.source.display,
      ...(body && { body }),
      props: {
        head: head(config, p.meta.permalink, p.title, description, {
          ogType: 'article',
          publishedTime: p.meta.date.toISOString(),
          noindex: !isListed(p.meta),
          markdown: markdownTwinPath(p.meta.permalink),
          stylesheets: stylesheetUrls(p.md),
          tags: redirectTags(p.md),
          ...(image !== undefined ? { image } : {}),
          jsonLd: blogPostingJsonLd(config, p, description, image),
        }),
        screen: {
          kind: 'blogPost',
          post: { ...postSummary(blog, p, true), html },
          toc: p.meta.hideTableOfContents ? [] : buildToc(p.md.headings, p.meta.tocMin ?? config.tableOfContents.minHeadingLevel, p.meta.tocMax ?? config.tableOfContents.maxHeadingLevel),
          editUrl: editLink(input, p.meta),
          recent,
          newer: i > 0 ? link(listed[i - 1]) : undefined,
          older: i >= 0 ? link(listed[i + 1]) : undefined,
        },
      },
    };
  });
}
