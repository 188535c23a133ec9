/**
 * The inline `<head>` script: applies the stored colour mode (unless `colorMode.disableSwitch`
 * hides the switch, which makes a stored choice void, as in Docusaurus) and a dismissed
 * announcement bar before the first paint, so neither flashes; answers the chrome's controls from
 * the first paint (build/head-input.ts); starts the client bundle after the first paint; and on
 * the home page reveals the base-URL banner when the site's own CSS or script failed to load. It
 * must stay small and must never throw.
 */
import { headScriptColorMode } from '../shared/color-mode.ts';
import { headScriptInput } from './head-input.ts';
import { ANNOUNCEMENT_KEY, THEME_KEY } from '../shared/storage-keys.ts';
import type { SiteConfig } from '../site/config-types.ts';

export function headScript(config: SiteConfig): string {
  const { defaultMode, respectPrefersColorScheme, disableSwitch } = config.colorMode;
  // With the switch hidden, a stored choice is void: the script reads no key (an empty one holds nothing).
  const settings = JSON.stringify({ t: disableSwitch ? '' : THEME_KEY, a: ANNOUNCEMENT_KEY, d: defaultMode, r: respectPrefersColorScheme, i: config.announcementBar?.id ?? '' });
  return (
    `(function(s){var d=document,h=d.documentElement;h.className=h.className.replace('no-js','js');` +
    `function g(k){try{return localStorage.getItem(k)}catch(e){return null}}` +
    headScriptColorMode() +
    `if(g(s.a)===s.i)h.setAttribute('data-announcement-dismissed','true');` +
    headScriptInput(config.docsSidebar) +
    // Only the home page has the banner. Its stylesheet or script not loading most likely means a wrong
    // baseUrl; the path the page was served from is the base URL to suggest.
    `function f(){var b=d.getElementById('base-url-banner');if(b){b.hidden=false;` +
    `d.getElementById('base-url-suggestion').textContent=location.pathname.replace(/index\\.html$/,'').replace(/\\/?$/,'/')}}` +
    `addEventListener('load',function(){if(getComputedStyle(h).getPropertyValue('--site-css-loaded').trim()!=='1')f()});` +
    // The client bundle (the script's data-client) is requested once the page has painted its content,
    // so that neither its download nor its run delays that paint. A hidden tab has no paint to wait
    // for; a browser that does not report paints starts it after the first frame.
    `var u=d.currentScript.getAttribute('data-client'),P=window.PerformanceObserver;` +
    `function l(){if(u){var e=d.createElement('script');e.type='module';e.src=u;e.onerror=f;d.head.appendChild(e);u=''}}` +
    `if(d.hidden)l();` +
    `else if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0)new P(function(p){if(p.getEntriesByName('first-contentful-paint').length)l()}).observe({type:'paint',buffered:true});` +
    `else requestAnimationFrame(function(){setTimeout(l)})` +
    `})(${settings})`
  );
}
