/**
 * Sass and SCSS compiled as docusaurus-plugin-sass compiles them through sass-loader: an `@import`
 * or `@use` is looked for beside the file, in the site's node_modules and in the site folder, and
 * also as webpack resolves it, since sass-loader asks webpack first: `@site/…` is Docusaurus's alias
 * of the site folder (wix/Detox's `@import '@site/src/css/fonts'`), and `~pkg/…` names a package.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CompileResult, FileImporter } from 'sass';

/** The file a webpack name stands for, for Sass to find as it finds any (partials, extensions, index files). */
function webpackNames(siteDir: string): FileImporter<'async'> {
  return {
    findFileUrl(url) {
      if (url.startsWith('@site/')) return pathToFileURL(path.join(siteDir, url.slice('@site/'.length)));
      if (url.startsWith('~') && !url.startsWith('~/')) return pathToFileURL(path.join(siteDir, 'node_modules', url.slice(1)));
      return null;
    },
  };
}

/** Compiles one Sass or SCSS file of the site (`siteDir`, when there is one) to CSS. */
export async function compileSassFile(file: string, siteDir: string | undefined): Promise<CompileResult> {
  const sass = await import('sass');
  return sass.compileAsync(file, {
    loadPaths: siteDir ? [path.join(siteDir, 'node_modules'), siteDir] : [],
    importers: siteDir ? [webpackNames(siteDir)] : [],
    style: 'expanded',
    silenceDeprecations: ['import'],
  });
}
