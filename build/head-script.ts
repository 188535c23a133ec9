/**
 * The inline `<head>` script: applies the stored colour mode and a dismissed announcement bar
 * before the first paint, so neither flashes, and on the home path reveals the base-URL banner
 * when the site's own CSS or script failed to load. It must stay tiny and must never throw.
 */
import { headScriptColorMode } from '../shared/color-mode.ts';
import { ANNOUNCEMENT_KEY, THEME_KEY } from '../shared/storage-keys.ts';
import type { SiteConfig } from '../site/config-types.ts';

export function headScript(config: SiteConfig): string {
  const { defaultMode, respectPrefersColorScheme } = config.colorMode;
  const settings = JSON.stringify({ t: THEME_KEY, a: ANNOUNCEMENT_KEY, d: defaultMode, r: respectPrefersColorScheme, i: config.announcementBar?.id ?? '', b: config.baseUrl });
  return (
    `(function(s){var h=document.documentElement;h.className=h.className.replace('no-js','js');` +
    `function g(k){try{return localStorage.getItem(k)}catch(e){return null}}` +
    headScriptColorMode() +
    `if(g(s.a)===s.i)h.setAttribute('data-announcement-dismissed','true');` +
    // On the home path, a page whose stylesheet or script did not load most likely has a wrong baseUrl.
    `if(location.pathname===s.b)addEventListener('load',function(){var b=document.getElementById('base-url-banner');` +
    `if(b&&(!window.__siteClientLoaded||getComputedStyle(h).getPropertyValue('--site-css-loaded').trim()!=='1'))b.hidden=false})` +
    `})(${settings})`
  );
}
