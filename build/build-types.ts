/** What `build()` takes and gives back (build.ts). */
import type { BuildCache } from './cache.ts';
import type { Diagnostic } from './diagnostics.ts';
import type { Output, Removal } from './output.ts';
import type { PageReuse } from './page-reuse.ts';
import type { Profile } from './profile.ts';
import type { Renderer } from './renderer.ts';
import type { SiteLocation } from '../shared/url.ts';

export interface BuildOptions {
  /** Project root: holds site/, shared/ (which site/ imports), assets/ and, by default, content/. */
  root: string;
  contentDir?: string;
  outDir?: string;
  /** `--force-out`: replace an output folder that no build wrote (see output-guard.ts). */
  forceOut?: boolean;
  /** Dev builds load the live-reload client; production output never contains it. */
  devClient?: string;
  /** A renderer kept between builds (the dev server's); by default one is started for this build. */
  renderer?: Renderer;
  /**
   * The dev server's cache: with it, the build writes in place and only what changed, and leaves
   * the search index to `BuildResult.pending`, so that pages reload before it is rebuilt.
   */
  cache?: BuildCache;
  /**
   * Start from what the last build of this site did, kept on disk: its rendered Markdown
   * (persistent-cache.ts) and, for a production build, the unchanged pages of the output it
   * replaces (page-reuse.ts). The CLI and the dev server do; `--no-cache` does not.
   */
  diskCache?: boolean;
  /** `--profile`: times each stage. */
  profile?: Profile;
  /** `--profile-threads DIR`: each render thread writes a V8 CPU profile (`.cpuprofile`) into DIR as it ends; a site too small for threads renders in the build's thread, which `node --cpu-prof` profiles. */
  threadProfileDir?: string;
  /** The locale the dev server serves (its `--locale`; by default the site's default locale), at the output root; a production build writes every locale, or this one alone (`--locale`, as `docusaurus build --locale`), in its folder of the output. */
  locale?: string;
  /** How the output a production build replaces is removed (output.ts): the CLI's is `'background'`; at once by default. */
  removal?: Removal;
}

export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  ms: number;
  outDir: string;
  /** Routes whose page this build wrote (all of them, unless a cache was given). */
  written: number;
  /** The config's `baseUrl`, once the config loaded: where the output is served. */
  baseUrl?: string;
  /** The config's `onBrokenLinks`, once it loaded: with `ignore`, a link to no page is not reported. */
  onBrokenLinks?: 'ignore' | 'log' | 'warn' | 'throw';
  /** Work left for after the pages are live: in dev, the search index. */
  pending?: () => Promise<void>;
  /** The routes of the site, each one HTML page of the output, with the file it comes from (as diagnostics name it), if any. */
  routes: { path: string; source?: string }[];
  /** Every docs version's folder and the blog and pages folders, once the config loaded: the dev server watches those outside the content folder (Docusaurus's `path: '../docs'`). */
  sectionDirs?: string[];
  /** The config's static folders, once it loaded: the dev server watches them and copies them again when they change. */
  staticDirs?: string[];
}

/** What a successful build did, before `BuildResult` adds the diagnostics and timing. */
export interface Done {
  written: number;
  routes: BuildResult['routes'];
  pending?: () => Promise<void>;
}

/** Where one locale's pages go, and what it shares with the others. */
export interface LocaleTarget {
  /** Its output: the staging folder's (a production build's, made at the first call) or the dev server's. */
  output(): Output;
  /** A production build's link to the output it replaces (page-reuse.ts). */
  reuse?: PageReuse & { file: string };
  /** Where the stylesheet and client bundle are served: the default locale's site for every locale on its origin. */
  assetSite: SiteLocation;
  /** The base URLs the `_headers` file of this locale's output names; none for a locale in a folder of another's output. */
  headerBases?: string[];
  /** The last locale of the build: its render workers may stop once its pages are written. */
  last: boolean;
  /** A production build's spool folder (spool.ts), where the render threads put each page's HTML and twin. */
  spoolDir?: string;
}
