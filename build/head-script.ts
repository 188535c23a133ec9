/**
 * The inline `<head>` script: applies the stored colour mode (unless `colorMode.disableSwitch`
 * hides the switch, which makes a stored choice void, as in Docusaurus) and a dismissed
 * announcement bar before the first paint, so neither flashes, and on the home page reveals the
 * base-URL banner when the site's own CSS or script failed to load. It must stay tiny and must never throw.
 */
import { headScriptColorMode } from '../shared/color-mode.ts';
import { ANNOUNCEMENT_KEY, THEME_KEY } from '../shared/storage-keys.ts';
import type { SiteConfig } from '../site/config-types.ts';

export function headScript(config: SiteConfig): string {
  const { defaultMode, respectPrefersColorScheme, disableSwitch } = config.colorMode;
  // With the switch hidden, a stored choice is void: the script reads no key (an empty one holds nothing).
  const settings = JSON.stringify({ t: disableSwitch ? '' : THEME_KEY, a: ANNOUNCEMENT_KEY, d: defaultMode, r: respectPrefersColorScheme, i: config.announcementBar?.id ?? '' });
  return (
    `(function(s){var h=document.documentElement;h.className=h.className.replace('no-js','js');` +
    `function g(k){try{return localStorage.getItem(k)}catch(e){return null}}` +
    headScriptColorMode() +
    `if(g(s.a)===s.i)h.setAttribute('data-announcement-dismissed','true');` +
    // Only the home page has the banner. Its stylesheet or script not loading most likely means a wrong
    // baseUrl; the path the page was served from is the base URL to suggest.
    `addEventListener('load',function(){var b=document.getElementById('base-url-banner');` +
    `if(b&&(!window.__siteClientLoaded||getComputedStyle(h).getPropertyValue('--site-css-loaded').trim()!=='1')){b.hidden=false;` +
    `document.getElementById('base-url-suggestion').textContent=location.pathname.replace(/index\\.html$/,'').replace(/\\/?$/,'/')}})` +
    `})(${settings})`
  );
}
