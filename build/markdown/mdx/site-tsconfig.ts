/**
 * The tsconfig esbuild reads for a site's code. Docusaurus compiles that code with Babel, whose
 * preset transforms JSX with the automatic runtime and reads no tsconfig, so a site's components
 * need no `import React`. esbuild follows a tsconfig's `jsx` for each file it compiles: helium's
 * tsconfig.json says `"jsx": "react"` (for its editor), and its components, written without the
 * import, became `React.createElement` calls that threw "React is not defined". Such a site's
 * code gets a tsconfig that extends its own and sets the automatic transform, so its `paths` and
 * the rest still apply; a site whose tsconfig.json says nothing of `jsx` keeps esbuild's discovery.
 * The file goes in the build's own cache folder, beside its bundles: the build writes nothing into
 * the site, and leaves nothing in the OS temp folder.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CACHE_DIR } from '../../node-bundle.mjs';

/** `"jsx": "react"` (or `react-jsxdev`, `preserve`...): any setting but the automatic one. Read from the text, as tsconfig allows comments. */
const JSX_SETTING = /"jsx"\s*:\s*"(?!react-jsx")[^"]*"/;

const made = new Map<string, string | undefined>();

/** The tsconfig file to give esbuild for the site's code, or undefined to let it find the site's own. */
export function siteTsconfig(siteDir: string | undefined): string | undefined {
  if (!siteDir) return undefined;
  const own = path.join(siteDir, 'tsconfig.json');
  if (made.has(own)) return made.get(own);
  let file: string | undefined;
  const text = existsSync(own) ? readFileSync(own, 'utf8') : '';
  if (JSX_SETTING.test(text)) {
    const dir = path.join(CACHE_DIR, 'site-tsconfig');
    mkdirSync(dir, { recursive: true });
    file = path.join(dir, `${createHash('sha256').update(own).update(text).digest('hex').slice(0, 16)}.json`);
    writeFileSync(file, JSON.stringify({ extends: own, compilerOptions: { jsx: 'react-jsx' } }));
  }
  made.set(own, file);
  return file;
}
