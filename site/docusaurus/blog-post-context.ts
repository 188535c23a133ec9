/**
 * theme-common's BlogPostProvider and useBlogPost (3.10 blogPost.tsx; MIT; in
 * `@docusaurus/theme-common/internal`, and `@docusaurus/plugin-content-blog/client` since 3.5): the
 * post a blog component draws, from the MDX component of its Markdown module (its `metadata`,
 * `frontMatter`, `assets`, `toc`). The context is the runtime's own (modules.ts), handed to each
 * module built apart that provides them (lazy-modules.ts), so that a provider in one and a reader in
 * another meet.
 */
import { createElement, useContext, useMemo, type Context, type ReactNode } from 'react';

export interface BlogPostValue {
  metadata: Record<string, unknown>;
  frontMatter: Record<string, unknown>;
  assets: Record<string, unknown>;
  toc: unknown[];
  isBlogPostPage: boolean;
}

export type BlogPostContext = Context<BlogPostValue | null>;

type Content = { metadata?: Record<string, unknown>; frontMatter?: Record<string, unknown>; assets?: Record<string, unknown>; toc?: unknown[] };

export function blogPostHooks(context: BlogPostContext) {
  function BlogPostProvider({ children, content, isBlogPostPage = false }: { children?: ReactNode; content: Content; isBlogPostPage?: boolean }) {
    const value = useMemo(() => ({ metadata: content.metadata ?? {}, frontMatter: content.frontMatter ?? {}, assets: content.assets ?? {}, toc: content.toc ?? [], isBlogPostPage }), [content, isBlogPostPage]);
    return createElement(context.Provider, { value }, children);
  }
  const useBlogPost = (): BlogPostValue => {
    const post = useContext(context);
    if (post === null) throw new Error('Hook useBlogPost is called outside the <BlogPostProvider>.');
    return post;
  };
  return { BlogPostProvider, useBlogPost };
}
