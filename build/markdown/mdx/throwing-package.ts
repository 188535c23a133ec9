/**
 * Which installed package a bundle's error came from, and a bundle in which that package stands in.
 * A package built against another React's internals (one bundling React 18's JSX runtime, which
 * reads `__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED.ReactCurrentOwner`, gone in React 19,
 * which this build renders with: @splinetool/react-spline on mobx-dart's home page) throws as it
 * loads or renders, where Docusaurus, rendering with the site's own React, draws the page. Its
 * error's innermost frame in the bundle is in that package's code, which esbuild's bundle opens
 * with a `// node_modules/<package>/<file>` line.
 */
import type { Plugin } from 'esbuild';

/** new Function puts two lines (its head) before the body: the bundle's line 1 is the stack's line 3. */
const FUNCTION_HEAD_LINES = 2;
const BUNDLE_FRAME = /<anonymous>:(\d+):\d+\)?$/;
const MODULE_LINE = /^\/\/ (\S+)$/;
const PACKAGE = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/@.][^/]*)\/(?!.*\/node_modules\/)/;

/** The package (its name) whose code in `js`, a bundle run by runSiteCode, threw `error`; undefined when the site's own code did, or the stack does not say. */
export function throwingPackage(error: unknown, js: string): string | undefined {
  const frame = String((error as { stack?: unknown } | null)?.stack ?? '')
    .split('\n')
    .map((line) => BUNDLE_FRAME.exec(line.trim()))
    .find(Boolean);
  if (!frame) return undefined;
  const lines = js.split('\n');
  for (let i = Math.min(Number(frame[1]) - FUNCTION_HEAD_LINES, lines.length) - 1; i >= 0; i--) {
    const module = MODULE_LINE.exec(lines[i]);
    if (module) return PACKAGE.exec(module[1])?.[1];
  }
  return undefined;
}

/** The package a bare import names (`@scope/name/sub` is `@scope/name`). */
const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/** An esbuild plugin leaving these packages out of the bundle, for its `require` to stand them in (site/docusaurus/stand-in.ts). */
export function leaveOut(packages: string[]): Plugin[] {
  if (!packages.length) return [];
  return [{ name: 'left-out-packages', setup: (b) => void b.onResolve({ filter: /^[^./]/ }, (args) => (packages.includes(packageOf(args.path)) ? { path: args.path, external: true } : undefined)) }];
}

export const isLeftOut = (specifier: string, packages: string[]) => packages.includes(packageOf(specifier));
