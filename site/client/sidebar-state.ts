/**
 * Sidebar categories the reader opened or closed stay so across client-side route changes, as in
 * Docusaurus; the new page's own trail always shows open. (Without JavaScript, or on a full page
 * load, each page shows its server-rendered state.)
 */
const remembered = new Map<string, boolean>();

/** A category by its labels from the top, e.g. "Guides/Getting Started". */
function key(details: HTMLDetailsElement): string {
  const labels: string[] = [];
  for (let d: Element | null = details; d; d = d.parentElement?.closest('.menu__details') ?? null) {
    labels.unshift((d.previousElementSibling ?? d.querySelector('summary'))?.textContent ?? '');
  }
  return labels.join('/');
}

export function rememberCategories(): void {
  document.addEventListener(
    'toggle',
    (event) => {
      const details = event.target as HTMLDetailsElement;
      if (details.classList?.contains('menu__details')) remembered.set(key(details), details.open);
    },
    true,
  );
}

export function restoreCategories(root: ParentNode): void {
  const all = root.querySelectorAll<HTMLDetailsElement>('.menu__details');
  for (const details of all) {
    const open = remembered.get(key(details));
    if (open !== undefined && !details.querySelector('[aria-current="page"]')) details.open = open;
  }
  // A category opened above closes its named siblings (autoCollapseCategories), the trail's among them: the trail opens again, as Docusaurus opens the category a page makes active.
  for (const details of all) if (details.name && details.querySelector('[aria-current="page"]')) details.open = true;
}
