/** tests/fixtures/docusaurus-recent-posts with a blog plugin installed, for the unit and browser tests of its home page. */
import { tempSite, type TempSite } from './fixture.ts';

/**
 * A stand-in for the installed blog plugin, written for these tests: its posts' metadata as the real
 * one's holds it (`source` as `@site/...`, the permalink of a dated file name, the date, the front
 * matter, the authors), and a contentLoaded that adds the blog's own pages, which the build makes itself.
 */
const FAKE_BLOG_PLUGIN = `Object.defineProperty(exports, '__esModule', { value: true });
const fs = require('node:fs');
const path = require('node:path');
exports.validateOptions = ({ options }) => options;
exports.default = async function pluginContentBlog(context, options) {
  const dir = path.join(context.siteDir, options.path);
  return {
    name: 'docusaurus-plugin-content-blog',
    async loadContent() {
      const blogPosts = fs.readdirSync(dir).filter((file) => /\\.mdx?$/.test(file)).sort().reverse().map((file) => {
        const text = fs.readFileSync(path.join(dir, file), 'utf8');
        const [, y, m, d, slug] = /^(\\d+)-(\\d+)-(\\d+)-(.*)\\.mdx?$/.exec(file);
        const title = (/^title: (.*)$/m.exec(text) ?? /^# (.*)$/m.exec(text))[1];
        const frontMatter = { tags: JSON.parse(/^tags: (.*)$/m.exec(text)[1].replace(/(\\w+)/g, '"$1"')), ...(/^image: (.*)$/m.test(text) && { image: /^image: (.*)$/m.exec(text)[1] }) };
        const metadata = { source: '@site/' + options.path + '/' + file, permalink: '/' + options.routeBasePath + '/' + [y, m, d, slug].join('/'), title, date: new Date(y + '-' + m + '-' + d), frontMatter, authors: [{ name: 'Ada', imageURL: './ada.png' }], hasTruncateMarker: /truncate/.test(text) };
        return { id: slug, metadata, content: text };
      });
      return { blogPosts };
    },
    async contentLoaded({ content, actions }) {
      for (const post of content.blogPosts) actions.addRoute({ path: post.metadata.permalink, component: '@theme/BlogPostPage', modules: { content: post.metadata.source }, exact: true });
    },
  };
};
`;

/** The fixture copied to a temp folder, with the stand-in blog plugin as its installed package. */
export function recentPostsSite(): TempSite {
  const site = tempSite('docusaurus-recent-posts');
  site.write('node_modules/@docusaurus/plugin-content-blog/package.json', JSON.stringify({ name: '@docusaurus/plugin-content-blog', version: '3.9.2', main: 'index.js' }));
  site.write('node_modules/@docusaurus/plugin-content-blog/index.js', FAKE_BLOG_PLUGIN);
  return site;
}
