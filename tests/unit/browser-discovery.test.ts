/** The browser tests find a Chromium without configuration, or say in one line how to get one. */
import { chromium } from 'playwright';
import { describe, expect, it } from 'vitest';
import { findChromium, NO_BROWSER } from '../helpers/browser.ts';

const PLAYWRIGHT = chromium.executablePath();
const only = (...files: string[]) => (file: string) => files.includes(file);

describe('browser discovery', () => {
  it('takes CHROMIUM_PATH first, and names it when it does not exist', () => {
    expect(findChromium({ CHROMIUM_PATH: '/opt/my/chrome' }, only('/opt/my/chrome', PLAYWRIGHT, '/usr/bin/chromium'))).toBe('/opt/my/chrome');
    expect(() => findChromium({ CHROMIUM_PATH: '/opt/gone' }, only(PLAYWRIGHT))).toThrow('CHROMIUM_PATH is /opt/gone, which does not exist.');
  });

  it("then Playwright's own browser, then Debian's Chromium, then Chrome", () => {
    expect(findChromium({}, only(PLAYWRIGHT, '/usr/bin/chromium', '/usr/bin/google-chrome'))).toBe(PLAYWRIGHT);
    expect(findChromium({}, only('/usr/bin/chromium', '/usr/bin/google-chrome'))).toBe('/usr/bin/chromium');
    expect(findChromium({}, only('/usr/bin/google-chrome'))).toBe('/usr/bin/google-chrome');
  });

  it('says in one line how to get a browser when there is none', () => {
    expect(() => findChromium({}, () => false)).toThrow(NO_BROWSER);
    expect(NO_BROWSER).not.toContain('\n');
    expect(NO_BROWSER).toContain('npx playwright install chromium');
  });
});
