import type { AuthorView, PostSummary, RecentPosts, Screen, TagView } from '../types.ts';
import { Paginator } from '../theme/Paginator.tsx';
import { Toc } from '../theme/Toc.tsx';

const dateFormat = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

function BlogSidebar({ recent }: { recent: RecentPosts }) {
  return (
    <aside className="blog-sidebar">
      <nav aria-label="Blog recent posts navigation">
        <p className="blog-sidebar__title">{recent.title}</p>
        {recent.years.map((group) => (
          <div key={group.year} className="blog-sidebar__year">
            <h2 className="blog-sidebar__year-title">{group.year}</h2>
            <ul className="blog-sidebar__list">
              {group.posts.map((post) => (
                <li key={post.href}>
                  <a href={post.href}>{post.title}</a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </aside>
  );
}

function Authors({ authors }: { authors: AuthorView[] }) {
  return (
    <div className="post-authors">
      {authors.map((author) => (
        <div key={author.name} className="post-author">
          {author.imageUrl && <img className="post-author__avatar" src={author.imageUrl} alt="" width="40" height="40" />}
          <div>
            <p className="post-author__name">{author.permalink ? <a href={author.permalink}>{author.name}</a> : author.name}</p>
            {author.title && <p className="post-author__title">{author.title}</p>}
          </div>
        </div>
      ))}
    </div>
  );
}

function Tags({ tags }: { tags: TagView[] }) {
  if (!tags.length) return null;
  return (
    <ul className="tag-list" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag.permalink}>
          <a className="tag" href={tag.permalink} rel="tag">
            {tag.label}
            {tag.count !== undefined && <span className="tag__count">{tag.count}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}

function PostHeader({ post, asLink }: { post: PostSummary; asLink: boolean }) {
  const Heading = asLink ? 'h2' : 'h1';
  return (
    <header className="post-header">
      <Heading className="post-title">{asLink ? <a href={post.permalink}>{post.title}</a> : post.title}</Heading>
      <p className="post-meta">
        <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.readingMinutes} min read
      </p>
      <Authors authors={post.authors} />
    </header>
  );
}

function PostItem({ post }: { post: PostSummary }) {
  return (
    <article className="post-item">
      <PostHeader post={post} asLink />
      <div className="markdown" dangerouslySetInnerHTML={{ __html: post.html }} />
      <footer className="post-footer">
        <Tags tags={post.tags} />
        {post.truncated && (
          <a className="read-more" href={post.permalink} aria-label={`Read more about ${post.title}`}>
            Read more
          </a>
        )}
      </footer>
    </article>
  );
}

function BlogLayout({ recent, children, toc }: { recent?: RecentPosts; children: React.ReactNode; toc?: React.ReactNode }) {
  return (
    <div className="blog-layout">
      {recent && <BlogSidebar recent={recent} />}
      <main id="main" className="blog-main" tabIndex={-1}>
        {children}
      </main>
      {toc && <div className="blog-toc">{toc}</div>}
    </div>
  );
}

export function BlogScreen({ screen }: { screen: Exclude<Screen, { kind: 'home' | 'doc' | 'page' | 'notFound' | 'docTags' | 'docTag' }> }) {
  switch (screen.kind) {
    case 'blogList':
      return (
        <BlogLayout recent={screen.recent}>
          <h1 className="visually-hidden">{screen.page > 1 ? `${screen.title}: page ${screen.page}` : screen.title}</h1>
          {screen.posts.map((post) => (
            <PostItem key={post.permalink} post={post} />
          ))}
          <Paginator
            previous={screen.newer ? { title: 'Newer entries', href: screen.newer } : undefined}
            next={screen.older ? { title: 'Older entries', href: screen.older } : undefined}
            label="Blog list page navigation"
          />
        </BlogLayout>
      );
    case 'blogPost':
      return (
        <BlogLayout recent={screen.recent} toc={<Toc items={screen.toc} />}>
          <article className="post">
            <PostHeader post={screen.post} asLink={false} />
            <div className="markdown" dangerouslySetInnerHTML={{ __html: screen.post.html }} />
            <footer className="post-footer">
              <Tags tags={screen.post.tags} />
            </footer>
          </article>
          <Paginator previous={screen.newer} next={screen.older} label="Blog post page navigation" sublabels={['Newer post', 'Older post']} />
        </BlogLayout>
      );
    case 'blogArchive':
      return (
        <BlogLayout>
          <header className="page-header">
            <h1>Archive</h1>
            <p>Every post, newest first.</p>
          </header>
          {screen.years.map((group) => (
            <section key={group.year} className="archive-year" aria-labelledby={`year-${group.year}`}>
              <h2 id={`year-${group.year}`}>{group.year}</h2>
              <ul>
                {group.posts.map((post) => (
                  <li key={post.permalink}>
                    <a href={post.permalink}>
                      <time dateTime={post.date}>{formatDate(post.date)}</time> - {post.title}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </BlogLayout>
      );
    case 'blogAuthors':
      return (
        <BlogLayout recent={screen.recent}>
          <h1>Authors</h1>
          <ul className="author-list">
            {screen.authors.map((author) => (
              <li key={author.name} className="author-card">
                <Authors authors={[author]} />
                <p>
                  {author.count} {author.count === 1 ? 'post' : 'posts'}
                </p>
              </li>
            ))}
          </ul>
        </BlogLayout>
      );
    case 'blogAuthor':
      return (
        <BlogLayout recent={screen.recent}>
          <header className="page-header author-header">
            {screen.author.imageUrl && <img className="author-header__avatar" src={screen.author.imageUrl} alt="" width="96" height="96" />}
            <div>
              <h1>{screen.author.name}</h1>
              {screen.author.title && <p>{screen.author.title}</p>}
              {screen.author.socials.length > 0 && (
                <ul className="author-socials" aria-label={`${screen.author.name} elsewhere`}>
                  {screen.author.socials.map((s) => (
                    <li key={s.name}>
                      <a href={s.url} rel="noopener noreferrer">
                        {s.name}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </header>
          <h2 className="section-title">
            {screen.posts.length} {screen.posts.length === 1 ? 'post' : 'posts'}
          </h2>
          {screen.posts.map((post) => (
            <PostItem key={post.permalink} post={post} />
          ))}
        </BlogLayout>
      );
    case 'blogTags':
      return (
        <BlogLayout recent={screen.recent}>
          <h1>Tags</h1>
          <Tags tags={screen.tags} />
        </BlogLayout>
      );
    case 'blogTag':
      return (
        <BlogLayout recent={screen.recent}>
          <header className="page-header">
            <h1>
              {screen.posts.length} {screen.posts.length === 1 ? 'post' : 'posts'} tagged with "{screen.tag.label}"
            </h1>
            {screen.tag.description && <p>{screen.tag.description}</p>}
            <a href="/blog/tags">View all tags</a>
          </header>
          {screen.posts.map((post) => (
            <PostItem key={post.permalink} post={post} />
          ))}
        </BlogLayout>
      );
  }
}
