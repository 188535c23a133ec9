/**
 * The docs Docusaurus would build for a site, per docs plugin instance and version, and the blog
 * posts, per blog plugin instance, found by its own rules rather than by our build (which is what
 * the corpus measures): the instance's `include` globs minus its `exclude` (Docusaurus's default,
 * `_` partials and tests, when it gives none), and no `draft: true` (production builds leave drafts
 * out; an `unlisted` post or one dated in the future still has its page, as in Docusaurus).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { globbySync } from 'globby';
import { loadSiteConfig } from '../../build/config.ts';
import { pluginOf } from '../../build/content-layout.ts';
import { BLOG_PLUGIN, DOCS_PLUGIN, pluginTranslations, siteLocales, versionFolder } from '../../build/i18n/locales.ts';

export interface DocsGroup {
  /** `instance/version`, `default/current` for an unversioned site's docs; a blog instance's id for its posts. */
  key: string;
  dir: string;
  files: string[];
  /**
   * The default locale's translations of these files (`i18n/<default>/docusaurus-plugin-content-docs/current/`):
   * a file there replaces the one of the same path in `dir` in every build, so its page's source is that file.
   */
  localizedDir: string;
}

// The front matter's first block only: `draft: true` in a doc's text is not a draft.
const isDraft = (text: string) => /^---\r?\n(?:[^\n]*\n)*?draft:\s*true\s*\r?\n(?:[^\n]*\n)*?---/.test(text);

function docsFiles(docsDir: string, include: string[], exclude: string[]): string[] {
  return globbySync(include, { cwd: docsDir, ignore: exclude, absolute: true })
    .filter((f) => /\.mdx?$/.test(f) && !isDraft(readFileSync(f, 'utf8')))
    .sort();
}

/**
 * Every docs version of every instance the site's config declares, with its docs files (absolute
 * paths); every blog instance with its posts; and the site's static folders (absolute paths), which
 * the build copies as they are.
 */
export async function docsFound(root: string, siteDir: string): Promise<{ groups: DocsGroup[]; blogs: DocsGroup[]; staticDirs: string[] }> {
  const loaded = await loadSiteConfig(path.join(root, 'site'), root, siteDir, false);
  const defaultLocale = siteLocales(loaded.config, loaded.siteDir, loaded.configFile)[0]!;
  const groups = loaded.versions.map((version) => {
    const { include, exclude } = pluginOf(loaded, version.pluginId);
    const localizedDir = pluginTranslations(defaultLocale.dir, DOCS_PLUGIN, version.pluginId, versionFolder(version.name));
    return { key: `${version.pluginId}/${version.name}`, dir: version.docsDir, files: docsFiles(version.docsDir, include, exclude), localizedDir };
  });
  const blogs = loaded.blogPlugins.map((blog) => {
    const dir = path.resolve(loaded.siteDir, blog.path);
    return { key: blog.id, dir, files: docsFiles(dir, blog.include, blog.exclude), localizedDir: pluginTranslations(defaultLocale.dir, BLOG_PLUGIN, blog.id) };
  });
  return { groups, blogs, staticDirs: loaded.config.staticDirectories.map((dir) => path.resolve(loaded.siteDir, dir)) };
}
