/**
 * `useCodeWordWrap` of `@docusaurus/theme-common/internal` (site/docusaurus/code-block-utils.ts) in
 * a hydrated page: a block inside a hidden tab panel is measured with no width, so it is not
 * scrollable then; when the panel is shown (its `hidden` attribute goes, as site/client/tabs.ts and
 * Docusaurus's Tabs show one) it is measured again, as 3.10's useTabBecameVisibleCallback does, and
 * a long line makes it scrollable, so a swizzled CodeBlock offers its wrap button. Rendered here
 * into linkedom's document with react-dom's client; the widths a browser would lay out are given
 * by the test (none while the panel is hidden).
 */
import { parseHTML } from 'linkedom';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useCodeWordWrap } from '../../site/docusaurus/code-block-utils.ts';

const globals = globalThis as Record<string, unknown>;
afterEach(() => {
  for (const name of ['window', 'document', 'MutationObserver', 'IS_REACT_ACT_ENVIRONMENT']) delete globals[name];
});

/** Renders a code block in a tab panel, hidden or not; `scrollable()` is what the hook last said. */
async function codeBlockIn(hidden: boolean) {
  const { window, document, MutationObserver } = parseHTML(`<html><body><div role="tabpanel"${hidden ? ' hidden' : ''}><div id="root"></div></div></body></html>`);
  Object.assign(globals, { window, document, MutationObserver, IS_REACT_ACT_ENVIRONMENT: true });
  const panel = document.querySelector('[role=tabpanel]')!;
  let scrollable: boolean | undefined;
  function CodeBlock() {
    const wordWrap = useCodeWordWrap();
    scrollable = wordWrap.isCodeScrollable;
    return createElement('pre', { ref: wordWrap.codeBlockRef }, createElement('code', null, 'a line longer than the block is wide'));
  }
  const root = createRoot(document.getElementById('root') as unknown as Element);
  await act(async () => root.render(createElement(CodeBlock)));
  const pre = document.querySelector('pre')!;
  // A browser lays out a hidden element with no width: the line overflows only once the panel shows.
  Object.defineProperty(pre, 'scrollWidth', { get: () => (panel.hasAttribute('hidden') ? 0 : 900) });
  Object.defineProperty(pre, 'clientWidth', { get: () => (panel.hasAttribute('hidden') ? 0 : 600) });
  return { panel, root, scrollable: () => scrollable };
}

describe('useCodeWordWrap, in the browser', () => {
  it('measures a block again when its hidden tab panel is shown, and finds it scrollable', async () => {
    const block = await codeBlockIn(true);
    expect(block.scrollable()).toBe(false);
    await act(async () => block.panel.removeAttribute('hidden'));
    expect(block.scrollable()).toBe(true);
    await act(async () => block.root.unmount());
  });
});
