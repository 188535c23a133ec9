/**
 * Live code blocks (build/markdown/live-code.ts), made editable: a lazy chunk, loaded only by pages
 * that have one, which turns a block into the theme's Playground (react-live's LiveProvider,
 * LiveEditor, LivePreview and LiveError, as @docusaurus/theme-live-codeblock draws them) once it
 * comes near the screen or is touched, with the site's ReactLiveScope (a module the build publishes).
 * Until then, and without JavaScript, the block shows its code and the result the build drew.
 *
 * The editor is the theme's, with react-live's `tabMode: 'focus'`: Tab leaves it, as it leaves any
 * field (the theme's default indents, which keeps a keyboard user inside); it is a labelled
 * multi-line text box, and the result a labelled region.
 */
import * as React from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import { createRoot, type Root } from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import { LiveEditor, LiveError, LivePreview, LiveProvider } from 'react-live';
import { usableScope } from '../../shared/live-scope.ts';

type Scope = Record<string, unknown>;

/** What the scope module's code may require: React's modules, the page's own (react-dom's, as the client hands them over); anything else (a module this build provides to pages) is an empty one. */
const MODULES: Record<string, unknown> = { react: React, 'react-dom': ReactDOM, 'react-dom/client': ReactDOMClient, 'react/jsx-runtime': JsxRuntime, 'react/jsx-dev-runtime': JsxRuntime };
function scopeRequire(specifier: string): unknown {
  if (specifier in MODULES) return MODULES[specifier];
  console.warn(`The live code blocks' scope imports "${specifier}", which is not available in the browser here.`);
  return {};
}


const scopes = new Map<string, Promise<Scope>>();
function loadScope(url: string): Promise<Scope> {
  let scope = scopes.get(url);
  if (!scope) {
    const base = document.documentElement.dataset.baseUrl ?? '/';
    scope = url ? import(/* @vite-ignore */ base + url.slice(1)).then((m: { default: (require: typeof scopeRequire) => { default?: Scope } }) => { const exports = m.default(scopeRequire); return usableScope((exports.default ?? exports) as Scope); }) : Promise.resolve(usableScope({ React, ...React } as Scope));
    scopes.set(url, scope);
  }
  return scope;
}

/** The theme's transformCode (a stable function, so the code is not compiled again at each render). */
const transformCode = (code: string) => `${code};`;
/** No colours of react-live's own: the tokens' classes (`token keyword`) take the site's Prism theme from its stylesheet (build/prism-theme-css.ts). */
const NO_COLOURS = { plain: {}, styles: [] };

interface PlaygroundProps {
  code: string;
  noInline: boolean;
  scope: Scope;
  labels: { editor: string; result: string; reset: string };
  resultFirst: boolean;
}

/** The editor's text box: a content-editable `pre` (use-editable), given its role and label; found beside its header, as LiveEditor takes no ref. */
function useLabelledEditor(labelId: string) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const pre = ref.current?.nextElementSibling?.querySelector('pre');
    if (!pre) return;
    pre.setAttribute('role', 'textbox');
    pre.setAttribute('aria-multiline', 'true');
    pre.setAttribute('aria-labelledby', labelId);
  });
  return ref;
}

/** The theme's Reset button icon (theme-live-codeblock 3.10.2, Playground/Buttons/ResetButton). */
function ResetIcon() {
  return (
    <svg className="resetButtonIcon" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
      <path d="M8 3a5 5 0 1 0 4.546 2.914.5.5 0 0 1 .908-.417A6 6 0 1 1 8 2v1z" />
      <path d="M8 4.466V.534a.25.25 0 0 1 .41-.192l2.36 1.966c.12.1.12.284 0 .384L8.41 4.658A.25.25 0 0 1 8 4.466z" />
    </svg>
  );
}

function Playground({ code, noInline, scope, labels, resultFirst }: PlaygroundProps) {
  const [resets, setResets] = useState(0);
  const labelId = useId();
  const editorRef = useLabelledEditor(labelId);
  const editor = (
    <>
      <div ref={editorRef} className="playgroundHeader">
        <div className="playgroundHeaderContent" id={labelId}>{labels.editor}</div>
        <div className="playgroundHeaderButtons">
          <button type="button" aria-label="Reset code to original" title="Reset" className="clean-btn resetButton" onClick={() => setResets((n) => n + 1)}>
            <ResetIcon />
            {labels.reset}
          </button>
        </div>
      </div>
      <LiveEditor className="playgroundEditor code-block" tabMode="focus" />
    </>
  );
  const preview = (
    <>
      <div className="playgroundHeader">
        <div className="playgroundHeaderContent">{labels.result}</div>
      </div>
      <div className="playgroundPreview" role="region" aria-label={labels.result}>
        <LivePreview />
        <LiveError />
      </div>
    </>
  );
  return (
    <LiveProvider key={resets} code={code} scope={scope} noInline={noInline} theme={NO_COLOURS} transformCode={transformCode}>
      {resultFirst ? [preview, editor].map((part, i) => <React.Fragment key={i}>{part}</React.Fragment>) : [editor, preview].map((part, i) => <React.Fragment key={i}>{part}</React.Fragment>)}
    </LiveProvider>
  );
}

let roots: { root: Root; element: HTMLElement }[] = [];

async function activate(element: HTMLElement): Promise<void> {
  if (element.dataset.liveStarted !== undefined) return;
  element.dataset.liveStarted = '';
  const headers = element.querySelectorAll('.playgroundHeaderContent');
  const resultFirst = element.firstElementChild?.nextElementSibling?.classList.contains('playgroundPreview') ?? false;
  const [editorLabel, resultLabel] = resultFirst ? [headers[1], headers[0]] : [headers[0], headers[1]];
  const code = (element.querySelector('.playgroundEditor code')?.textContent ?? '').replace(/\n$/, '');
  const scope = await loadScope(element.dataset.liveCode ?? '');
  const focused = element.contains(document.activeElement);
  const root = createRoot(element);
  roots.push({ root, element });
  const labels = { editor: editorLabel?.textContent ?? 'Live Editor', result: resultLabel?.textContent ?? 'Result', reset: element.dataset.reset ?? 'Reset' };
  ReactDOM.flushSync(() => root.render(<Playground code={code} noInline={element.dataset.noInline !== undefined} scope={scope} labels={labels} resultFirst={resultFirst} />));
  element.dataset.liveReady = '';
  if (focused) element.querySelector<HTMLElement>('.playgroundEditor pre')?.focus();
}

/** Starts each live block of `root` when it comes within a screen of view, or at the first press or focus inside it. */
export function startLiveCode(root: ParentNode): void {
  // Blocks of a page the router left are unmounted.
  roots = roots.filter(({ root: mounted, element }) => element.isConnected || void mounted.unmount());
  const blocks = [...root.querySelectorAll<HTMLElement>('[data-live-code]')];
  const start = (element: HTMLElement) => void activate(element).catch((error: unknown) => console.warn('A live code block could not start', error));
  const observer = 'IntersectionObserver' in window ? new IntersectionObserver((entries) => entries.forEach((entry) => entry.isIntersecting && (observer!.unobserve(entry.target), start(entry.target as HTMLElement))), { rootMargin: '100% 0px' }) : undefined;
  for (const block of blocks) {
    for (const event of ['pointerdown', 'focusin']) block.addEventListener(event, () => start(block), { once: true });
    if (observer) observer.observe(block);
    else start(block);
  }
}
