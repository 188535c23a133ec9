/**
 * Meta's helpers for sites built both inside Meta and in public (`internaldocs-fb-helpers`, and
 * the same functions from `docusaurus-plugin-internaldocs-fb/internal`), answered here when the
 * site's packages are not installed: their configs choose an edit URL or a sidebar with
 * `fbContent({ internal, external })` and their MDX hides staff-only text in `<FbInternalOnly>`.
 * As in the packages (internaldocs-fb-helpers 1.7.1, the plugin's 1.19.2), the public site is
 * built unless `FB_INTERNAL` is set; a stand-in would give no edit URL, no sidebar (redex's
 * sidebars file is `fbContent(...)`) and staff-only text with its links to pages the public site
 * does not have.
 */
import type { ReactNode } from 'react';

type FbContentArgs = { internal?: unknown; external?: unknown };
const KEYS = ['internal', 'external'];

export function isInternal(): boolean {
  return typeof process !== 'undefined' && Boolean(process.env?.FB_INTERNAL);
}

/** Throws on what the package throws on: no object, none of its keys, or another key. */
export function validateFbContentArgs(args: unknown): void {
  if (typeof args !== 'object' || args === null) throw new Error(`fbContent() args must be an object containing keys: ${KEYS}. Instead got ${args}`);
  const keys = Object.keys(args);
  if (!keys.some((key) => KEYS.includes(key))) throw new Error(`No valid args found in ${JSON.stringify(args)}. Accepted keys: ${KEYS}`);
  const others = keys.filter((key) => !KEYS.includes(key));
  if (others.length) throw new Error(`Unexpected keys ${others} found in fbContent() args. Accepted keys: ${KEYS}`);
}

/** The value for the site being built (a function's result), or `[]` when the args have none for it. */
export function fbContent(args: FbContentArgs): unknown {
  validateFbContentArgs(args);
  const key = isInternal() ? 'internal' : 'external';
  const value = args[key];
  if (!(key in args)) return [];
  return typeof value === 'function' ? (value as () => unknown)() : value;
}

export const fbInternalOnly = (internal: unknown): unknown => fbContent({ internal });

/** The Phabricator diff a preview build is made for (`PHABRICATOR_DIFF_NUMBER`), none on a public build. */
export function getEphemeralDiffNumber(): string | null {
  return (typeof process !== 'undefined' && process.env?.PHABRICATOR_DIFF_NUMBER) || null;
}

export const hasEphemeralDiffNumber = (): boolean => Boolean(getEphemeralDiffNumber());

/** What the packages' calls to Meta's own docs host give anywhere else: a rejection, or nothing where they swallow it. */
const offHost = (): Promise<never> => Promise.reject(new Error('Not running on static docs'));
const nothing = (): Promise<void> => Promise.resolve();
/** Their namespaces of such calls (the helpers' 1.7.1 and the plugin's 1.19.2 `internal`). */
const BRIDGE = {
  bloks: { getSpecInfo: offHost },
  uidocs: { docsets: { BLOKS_CORE: '887372105406659' }, getApi: offHost },
  feedback: { reportContentCopied: nothing, reportFeatureUsage: nothing, reportContentSelected: nothing },
  inpageeditor: { DiffKind: { modify: 'modify', add: 'add' }, submitDiff: offHost },
  checkGKs: { getGKs: offHost, gk: (_name: string) => Promise.resolve(false) },
  internComponent: { display: nothing },
  metagenServiceStatus: { getServiceStatus: offHost },
};

export const FbInternalOnly = (props: { children?: ReactNode }): ReactNode => (isInternal() ? props.children : null);

export const OssOnly = (props: { children?: ReactNode }): ReactNode => (isInternal() ? null : props.children);

export const INTERNALDOCS_FB = { ...BRIDGE, isInternal, validateFbContentArgs, fbContent, fbInternalOnly, hasEphemeralDiffNumber, getEphemeralDiffNumber, FbInternalOnly, OssOnly };

/** The packages that export these functions under these names. */
export const INTERNALDOCS_FB_PACKAGES = ['internaldocs-fb-helpers', 'docusaurus-plugin-internaldocs-fb/internal'];

const KEY = 'docusaurus-internaldocs-fb';
/** The CommonJS module a site's config gets for these packages when they are not installed: these functions, of the process that runs the config. */
export const INTERNALDOCS_FB_MODULE = `module.exports = globalThis[Symbol.for(${JSON.stringify(KEY)})];`;

/**
 * Gives INTERNALDOCS_FB_MODULE its functions in this process (or thread), once it loads the code
 * that runs configs: a config bundle read from the build cache is not made again, so this cannot
 * wait until a bundle is made.
 */
export function provideInternaldocsFb(): void {
  (globalThis as Record<symbol, unknown>)[Symbol.for(KEY)] = INTERNALDOCS_FB;
}
