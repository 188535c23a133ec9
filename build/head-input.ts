/**
 * The chrome's answers to the reader from the first paint: script text the inline head script runs
 * (build/head-script.ts), so that no press waits for the client bundle. Delegated listeners on the
 * document, so they serve the body a client-side route change puts in place too:
 *
 * - the colour-mode toggle cycles the choice and stores it (`A`, `N` of headScriptColorMode);
 * - the announcement bar's close button hides it and stores that;
 * - "Copy page" (site/theme/PageActions.tsx) puts the page's Markdown twin on the clipboard and
 *   says so, or that it failed, in the status line beside it for two seconds;
 * - a navbar dropdown's label (site/theme/Navbar.tsx) opens or closes its menu; a press elsewhere closes it;
 * - Tab marks keyboard navigation on `<html>` (for focus styles) until a mouse press;
 * - "/" (outside a field) and Ctrl/Cmd+K focus the search field (its code loads on that focus);
 * - the mobile drawer (a native popover, site/theme/MobileMenu.tsx) gets a copy of the page's
 *   sidebar (`data-drawer-menu`) as its secondary menu when it opens; its back button shows the
 *   main menu; Tab and Shift+Tab stay within it while it is open (`O`), as in a modal dialog; it
 *   closes when the layout turns to the desktop one (997 px, as the stylesheet has it);
 * - on a site whose docs sidebar is `hideable`, its collapse and expand buttons (site/theme/DocSidebar.tsx)
 *   mark `<html data-sidebar-hidden>` or unmark it (so it lasts across client-side route changes, as
 *   Docusaurus's state lasts while its docs layout stays) and move focus to the other one;
 * - on a site that auto-collapses its sidebar categories, opening a category of a list that had
 *   several open on load (`data-collapse-siblings`, which has no group name) closes its open
 *   siblings; and the drawer's copy gets group names of its own: inserted with the sidebar's, its
 *   open categories would close (the sidebar's are open).
 *
 * In scope: `h` (`<html>`), `d` (document), the settings `s` (`s.a` the announcement key, `s.i` its
 * id, `s.t` the colour-mode key). It must stay small (every page carries it) and never throw.
 */
/** On `<html>` after Tab, until a mouse press: the stylesheet's wider focus ring. */
const KEYBOARD_CLASS = 'navigation-with-keyboard';
/** On a navbar dropdown whose label was pressed (Infima's class): its menu shows until the next press. */
const DROPDOWN_OPEN = 'dropdown--show';

/** What the site configures of the chrome the script answers (SiteConfig's `docsSidebar`); each adds its part on those sites only. */
export interface HeadInputOptions {
  hideable: boolean;
  autoCollapseCategories: boolean;
}

export function headScriptInput({ hideable, autoCollapseCategories }: HeadInputOptions): string {
  return [
    `function w(k,v){try{v===null?localStorage.removeItem(k):localStorage.setItem(k,v)}catch(e){}}`,
    `function M(t,m){if(t){t.textContent=m;setTimeout(function(){if(t.textContent===m)t.textContent=''},2000)}}`,
    // The drawer's panels: its secondary menu (the page's sidebar) and the main one.
    `var O,W=matchMedia('(min-width: 997px)');function D(r,p){r.setAttribute('data-panel',p)}`,
    `if(W.addEventListener)W.addEventListener('change',function(){if(W.matches&&O)O.hidePopover()});`,
    `d.addEventListener('keydown',function(e){var t=e.target;`,
    `if(e.key==='Tab'){h.classList.add('${KEYBOARD_CLASS}');`,
    `if(O){var f=[].filter.call(O.querySelectorAll('a[href],button,summary'),function(x){return x.offsetParent}),a=f[0],z=f[f.length-1];`,
    `if(e.shiftKey?t===a:t===z){e.preventDefault();(e.shiftKey?z:a).focus()}}}`,
    `if((e.key==='k'||e.key==='K')&&(e.metaKey||e.ctrlKey)||e.key==='/'&&!(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))){`,
    `var i=d.getElementById('search-input');if(i){e.preventDefault();i.focus()}}});`,
    `d.addEventListener('mousedown',function(){h.classList.remove('${KEYBOARD_CLASS}')});`,
    // A press on a navbar dropdown's label opens or closes its menu, as in Docusaurus (hover and focus open it with CSS); a press elsewhere closes it.
    `d.addEventListener('click',function(e){var v=e.target.closest&&e.target.closest('.navbar__dropdown>a'),q=v&&v.parentElement;`,
    `[].forEach.call(d.querySelectorAll('.${DROPDOWN_OPEN}'),function(x){if(x!==q){x.classList.remove('${DROPDOWN_OPEN}');x.firstElementChild.setAttribute('aria-expanded','false')}});`,
    `if(q){e.preventDefault();v.setAttribute('aria-expanded',q.classList.toggle('${DROPDOWN_OPEN}'))}`,
    // A sidebar list that showed several categories open on load has no group name (site/theme/DocSidebar.tsx): opening one of its categories closes its open siblings here.
    autoCollapseCategories ? `var g=e.target.closest&&e.target.closest('summary'),u=g&&g.parentElement;if(u&&!u.open&&u.hasAttribute('data-collapse-siblings'))[].forEach.call(u.parentElement.parentElement.querySelectorAll(':scope>li>details[open]'),function(x){x.open=false});` : '',
    `var b=e.target.closest&&e.target.closest('button');if(!b)return;var k=b.classList;`,
    `if(k.contains('color-mode-toggle')){var c=N(h.getAttribute('data-theme-choice'));w(s.t,c==='system'?null:c);A(c)}`,
    `else if(k.contains('announcement-bar__close')){w(s.a,s.i);h.setAttribute('data-announcement-dismissed','true')}`,
    `else if(b.hasAttribute('data-copy-page')){var t=b.parentElement.querySelector('[role=status]');`,
    `fetch(b.getAttribute('data-copy-page'),{credentials:'same-origin'}).then(function(r){if(!r.ok)throw r;return r.text()})`,
    `.then(function(x){return navigator.clipboard.writeText(x)}).then(function(){M(t,'Copied')},function(){M(t,'Copy failed')})}`,
    hideable ? `else if(k.contains('collapse-sidebar-button')||k.contains('expand-sidebar-button')){var x=h.toggleAttribute('data-sidebar-hidden'),n=b.parentElement.querySelector(x?'.expand-sidebar-button':'.collapse-sidebar-button');if(n)n.focus({preventScroll:true})}` : '',
    `else if(k.contains('drawer__back')){var r=b.closest('.drawer');D(r,'main');var l=r.querySelector('.drawer__panel--main a');if(l)l.focus()}});`,
    // toggle events do not bubble: caught on the way down.
    // The copy is the sidebar's <nav> with its name, without its classes and mark.
    `d.addEventListener('beforetoggle',function(e){var r=e.target,c=r.querySelector&&r.querySelector('.drawer__panel--secondary'),m;`,
    `if(!r.classList||!r.classList.contains('drawer'))return;O=e.newState==='open'?r:null;if(!O)return;D(r,c?'secondary':'main');`,
    `if(c&&!c.querySelector('nav')&&(m=d.querySelector('[data-drawer-menu]'))){m=m.cloneNode(true);m.removeAttribute('class');m.removeAttribute('data-drawer-menu');`,
    autoCollapseCategories ? `[].forEach.call(m.querySelectorAll('details[name]'),function(x){x.name+='-m'});` : '',
    `c.appendChild(m)}},true);`,
  ].join('');
}
