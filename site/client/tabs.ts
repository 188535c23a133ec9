/**
 * Tab lists for `:::tabs` and MDX's `<Tabs>`, done with plain DOM code and loaded only by pages
 * that have tabs. Without JavaScript, every tab's content is shown under its label.
 *
 * As in Docusaurus: the tab marked `data-default` opens first; tabs with the same `groupId`
 * switch together across the page and the choice is remembered (localStorage, Docusaurus's key);
 * with `queryString`, `?key=value` in the URL picks the tab and follows the choice.
 */

let tabsCount = 0;

/** Every enhanced tab set with a group, to switch together. */
const groups = new Map<string, ((value: string) => void)[]>();

const storageKey = (groupId: string) => `docusaurus.tab.${groupId}`;

function remembered(groupId: string | undefined): string | null {
  if (!groupId) return null;
  try {
    return localStorage.getItem(storageKey(groupId));
  } catch {
    return null;
  }
}

function remember(groupId: string, value: string): void {
  try {
    localStorage.setItem(storageKey(groupId), value);
  } catch {
    // Storage may be off (private mode); the choice then lasts for this page only.
  }
}

export function enhanceTabs(root: ParentNode): void {
  for (const tabs of root.querySelectorAll<HTMLElement>('.tabs:not([data-enhanced])')) {
    tabs.dataset.enhanced = '';
    const panels = [...tabs.querySelectorAll<HTMLElement>(':scope > .tabs__panel')];
    const list = document.createElement('div');
    list.setAttribute('role', 'tablist');
    list.className = 'tabs__list';
    const prefix = `tabs-${++tabsCount}`;
    const buttons = panels.map((panel, i) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'tabs__tab';
      button.id = `${prefix}-tab-${i}`;
      button.setAttribute('role', 'tab');
      button.setAttribute('aria-controls', `${prefix}-panel-${i}`);
      button.textContent = panel.dataset.label ?? `Tab ${i + 1}`;
      panel.id = `${prefix}-panel-${i}`;
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', button.id);
      panel.tabIndex = 0;
      panel.querySelector(':scope > .tabs__label')?.remove();
      list.append(button);
      return button;
    });
    const show = (index: number, focus: boolean) => {
      buttons.forEach((button, i) => {
        const active = i === index;
        button.setAttribute('aria-selected', String(active));
        button.tabIndex = active ? 0 : -1;
        // Infima's name for it, which a site's CSS styles (redux-saga's light theme colours it green).
        button.classList.toggle('tabs__item--active', active);
        panels[i].hidden = !active;
      });
      if (focus) buttons[index].focus();
    };
    const { groupId, queryString } = tabs.dataset;
    const indexOf = (value: string | null) => panels.findIndex((panel) => value !== null && panel.dataset.value === value);
    const select = (index: number, focus: boolean) => {
      show(index, focus);
      const value = panels[index].dataset.value;
      if (value === undefined) return;
      if (queryString) {
        const url = new URL(location.href);
        url.searchParams.set(queryString, value);
        history.replaceState(history.state, '', url);
      }
      if (!groupId) return;
      remember(groupId, value);
      for (const other of groups.get(groupId) ?? []) other(value);
    };
    // A tab set left behind by client-side navigation is skipped.
    if (groupId) groups.set(groupId, [...(groups.get(groupId) ?? []), (value) => tabs.isConnected && indexOf(value) >= 0 && show(indexOf(value), false)]);
    buttons.forEach((button, i) => {
      button.addEventListener('click', () => select(i, false));
      button.addEventListener('keydown', (event) => {
        const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
        if (step) select((i + step + buttons.length) % buttons.length, true);
        if (event.key === 'Home') select(0, true);
        if (event.key === 'End') select(buttons.length - 1, true);
      });
    });
    tabs.prepend(list);
    tabs.classList.add('tabs--enhanced');
    const fromQuery = queryString ? new URLSearchParams(location.search).get(queryString) : null;
    const initial = [indexOf(fromQuery), indexOf(remembered(groupId)), panels.findIndex((panel) => panel.hasAttribute('data-default'))].find((i) => i >= 0);
    show(initial ?? 0, false);
  }
}
