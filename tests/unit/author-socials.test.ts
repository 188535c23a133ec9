/**
 * An author's socials link as Docusaurus 3.10 links them (plugin-content-blog's authorsSocials.ts,
 * theme-classic's Blog/Components/Author/Socials): a handle on a platform it knows is that
 * platform's URL, an absolute or mailto URL stays, and each link is titled with the platform's
 * label. fdm-monster's `bluesky: kevenaar.name` was a broken link to /blog/authors/kevenaar.name.
 */
import { describe, expect, it } from 'vitest';
import { authorView } from '../../build/routes/blog-views.ts';

const blog = { routeBasePath: 'blog', tagsBasePath: 'tags', authorsBasePath: 'authors', archiveBasePath: 'archive', pageBasePath: 'page' };
const socials = (entries: Record<string, string>) => authorView(blog, { name: 'Ann', page: false, socials: entries }).socials;

describe("an author's socials", () => {
  it("link a handle to its platform, as Docusaurus's normalizers do", () => {
    expect(socials({ bluesky: 'kevenaar.name', mastodon: 'ann', twitter: 'ann', linkedin: 'ann', stackoverflow: '82609', youtube: 'ann', email: 'ann@example.com', GitHub: 'ann' })).toEqual([
      { name: 'Bluesky', url: 'https://bsky.app/profile/kevenaar.name' },
      { name: 'Mastodon', url: 'https://mastodon.social/@ann' },
      { name: 'Twitter', url: 'https://twitter.com/ann' },
      { name: 'LinkedIn', url: 'https://www.linkedin.com/in/ann/' },
      { name: 'Stack Overflow', url: 'https://stackoverflow.com/users/82609' },
      { name: 'YouTube', url: 'https://youtube.com/@ann' },
      { name: 'Email', url: 'mailto:ann@example.com' },
      { name: 'GitHub', url: 'https://github.com/ann' },
    ]);
  });

  it('keep an absolute URL, and a platform they do not know as given', () => {
    expect(socials({ mastodon: 'https://masto.nu/@ann', newsletter: 'https://ann.example', email: 'mailto:ann@example.com' })).toEqual([
      { name: 'Mastodon', url: 'https://masto.nu/@ann' },
      { name: 'newsletter', url: 'https://ann.example' },
      { name: 'Email', url: 'mailto:ann@example.com' },
    ]);
  });
});
