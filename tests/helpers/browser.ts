/**
 * Finds a Chromium without configuration, in this order: `CHROMIUM_PATH`, Playwright's own
 * (`npx playwright install chromium`), Debian's `/usr/bin/chromium`, then an installed Chrome.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright';

const SYSTEM_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
];

export const NO_BROWSER = 'No Chromium found: run `npx playwright install chromium` (on Debian: `apt-get install chromium`), or set CHROMIUM_PATH to a Chromium or Chrome binary.';

/** The browser binary the tests, Lighthouse and the image script use; throws one line saying how to get one. */
export function findChromium(env: NodeJS.ProcessEnv = process.env, exists: (file: string) => boolean = existsSync): string {
  if (env.CHROMIUM_PATH) {
    if (!exists(env.CHROMIUM_PATH)) throw new Error(`CHROMIUM_PATH is ${env.CHROMIUM_PATH}, which does not exist. Point it at a Chromium or Chrome binary, or unset it.`);
    return env.CHROMIUM_PATH;
  }
  const found = [playwrightChromium(), ...SYSTEM_BROWSERS].find((file) => file && exists(file));
  if (!found) throw new Error(NO_BROWSER);
  return found;
}

/** Where `npx playwright install chromium` puts its browser; Playwright throws on platforms it has no build for. */
function playwrightChromium(): string {
  try {
    return chromium.executablePath();
  } catch {
    return '';
  }
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}
