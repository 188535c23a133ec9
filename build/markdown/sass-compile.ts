/**
 * Sass and SCSS compiled as docusaurus-plugin-sass compiles them through sass-loader: an `@import`
 * or `@use` is looked for beside the file, in the site's node_modules and in the site folder, and
 * also as webpack resolves it, since sass-loader asks webpack first: `@site/…` is Docusaurus's alias
 * of the site folder (wix/Detox's `@import '@site/src/css/fonts'`), and `~pkg/…` names a package.
 */
import { readFileSync } from 'node:fs';
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

/**
 * Compiles one Sass or SCSS file of the site (`siteDir`, when there is one) to CSS. `prelude` is
 * SCSS its plugins have webpack put before every SCSS file (docusaurus/sass-prelude.ts).
 */
export async function compileSassFile(file: string, siteDir: string | undefined, prelude = ''): Promise<CompileResult> {
  const sass = await import('sass');
  const options = {
    loadPaths: siteDir ? [path.join(siteDir, 'node_modules'), siteDir] : [],
    importers: siteDir ? [webpackNames(siteDir)] : [],
    style: 'expanded' as const,
    silenceDeprecations: ['import' as const],
  };
  if (!prelude || !/\.scss$/i.test(file)) return sass.compileAsync(file, options);
  // Read as the file itself (its url, for its relative imports and its messages), as sass-resources-loader hands sass-loader the file with the prelude before it.
  return sass.compileStringAsync(prelude + readFileSync(file, 'utf8'), { ...options, url: pathToFileURL(file), syntax: 'scss' });
}
