/**
 * Loaded only by `npm run dev`: reloads the page after a rebuild and shows build errors in an
 * overlay until they are fixed.
 */
const OVERLAY_ID = 'dev-error-overlay';

function showErrors(messages: string[]): void {
  let overlay = document.getElementById(OVERLAY_ID);
  if (!overlay) {
    overlay = document.createElement('div');
    overlay.id = OVERLAY_ID;
    overlay.setAttribute('role', 'alertdialog');
    overlay.setAttribute('aria-label', 'Build error');
    overlay.style.cssText = 'position:fixed;inset:0;z-index:9999;background:rgb(20 10 30/92%);color:#fff;padding:2rem;overflow:auto;font:14px/1.6 ui-monospace,monospace';
    document.body.append(overlay);
  }
  const title = document.createElement('h2');
  title.textContent = 'The build failed';
  const list = document.createElement('pre');
  list.style.whiteSpace = 'pre-wrap';
  list.textContent = messages.join('\n');
  const hint = document.createElement('p');
  hint.textContent = 'Fix the file and save: this page reloads when the build succeeds.';
  overlay.replaceChildren(title, list, hint);
}

// Served beside this script, under the site's base URL.
const events = new EventSource(new URL('events', import.meta.url));
events.addEventListener('reload', () => location.reload());
events.addEventListener('failed', (event) => showErrors(JSON.parse((event as MessageEvent).data)));
