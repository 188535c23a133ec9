/**
 * The parts of the site config a hydrated React page's data holds only when its server render read
 * them (context.ts tells the recorder; react-pages/stage.ts leaves the others out): the plugins' and
 * presets' options, as the site's config lists them, are most of it (about 17.7 KB in each of
 * pan.dev's React pages) and few pages read them (mikro-orm's versions page reads its preset's docs
 * options). The browser render then sees what the server's did. Apart, without React, for the build.
 */
export const CONFIG_ON_READ: readonly string[] = ['presets', 'plugins', 'themes'];

/**
 * The recorder's reason for a page that calls useIsBrowser (BrowserOnly and useWindowSize call it):
 * code behind it runs only in the browser, so the server render never records what it reads, and such
 * a page's data holds all of `CONFIG_ON_READ` and every plugin's global data.
 */
export const BROWSER_ONLY_REASON = 'useIsBrowser';
