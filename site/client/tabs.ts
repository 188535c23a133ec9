/**
 * Tab lists for `:::tabs`, done with plain DOM code and loaded only by pages that have tabs.
 * Without JavaScript, every tab's content is shown under its label.
 */

let tabsCount = 0;

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
    const select = (index: number, focus: boolean) => {
      buttons.forEach((button, i) => {
        const active = i === index;
        button.setAttribute('aria-selected', String(active));
        button.tabIndex = active ? 0 : -1;
        panels[i].hidden = !active;
      });
      if (focus) buttons[index].focus();
    };
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
    select(0, false);
  }
}
