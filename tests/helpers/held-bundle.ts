/** Pages opened with the client bundle held back, for tests of what answers from the first paint (issue 31). */
import type { Browser, BrowserContext, BrowserContextOptions, Page, Route } from 'playwright';

export interface Held {
  page: Page;
  context: BrowserContext;
  /** Whether any of the client bundle has run (it sets this once its islands have hydrated). */
  bundleRan(): Promise<boolean>;
  /** Lets the held bundle through and waits until its islands have hydrated. */
  release(): Promise<void>;
}

/** Opens `url` in a new context with every script of the client bundle held back, returning as soon as the response starts (nothing painted yet). */
export async function openHeld(browser: Browser, url: string, options: BrowserContextOptions): Promise<Held> {
  const context = await browser.newContext({ colorScheme: 'light', ...options });
  const page = await context.newPage();
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  await page.route('**/assets/js/**', (route: Route) => gate.then(() => route.continue()));
  await page.goto(url, { waitUntil: 'commit' });
  return {
    page,
    context,
    bundleRan: () => page.evaluate(() => window.__siteClientLoaded === true),
    async release() {
      open();
      await page.waitForFunction(() => window.__siteClientLoaded === true);
    },
  };
}

/** Runs `body` `runs` times, each on a fresh page; a run that throws is a lost input, named with its number. */
export async function repeat(runs: number, body: (run: number) => Promise<void>): Promise<void> {
  for (let run = 1; run <= runs; run++) {
    try {
      await body(run);
    } catch (error) {
      throw new Error(`run ${run} of ${runs}: ${(error as Error).message}`, { cause: error });
    }
  }
}
