/** A Docusaurus config's settings for the site's own code, as this build's `siteCode` reads them. */
import { v4SwitchOn, type DocusaurusVersion } from './docusaurus-major.ts';
import { bool, obj, type Raw } from './option-values.ts';

export function siteCodeOptions(raw: Raw, version: DocusaurusVersion | undefined): { repeatedImports: boolean } {
  return { repeatedImports: fasterCompiles(obj(raw.future), version) };
}

/**
 * Whether SWC's loader compiles the site's code and Rspack bundles it, the two of Docusaurus Faster
 * that take one name imported twice from one module (markdown/mdx/repeated-imports.ts): Babel, or
 * webpack's parser after SWC, refuse it. `future.faster` (`future.experimental_faster` before 3.10)
 * is `true`, or an object; @docusaurus/core 3.10 takes a switch left unset from
 * `future.v4.fasterByDefault`, which `future.v4: true` turns on.
 */
function fasterCompiles(future: Raw, version: DocusaurusVersion | undefined): boolean {
  const faster = future.faster ?? future.experimental_faster;
  if (typeof faster === 'boolean') return faster;
  const byDefault = future.experimental_faster === undefined && v4SwitchOn(future.v4, 'fasterByDefault', version);
  const on = (key: string) => bool(obj(faster)[key]) ?? byDefault;
  return on('swcJsLoader') && on('rspackBundler');
}
