/**
 * Marks the table-of-contents links (beside the article and in the mobile box) of the section
 * being read with `aria-current`, as the reader scrolls. One passive scroll listener runs at
 * most once per frame, reads every heading's position first and then writes only what changed,
 * so it never forces a second layout.
 */
let links: HTMLAnchorElement[] = [];
let headings: HTMLElement[] = [];
let current: string | undefined;
let scheduled = false;

/**
 * As in Docusaurus: the first heading below the navbar is current once it reaches the upper half
 * of the window, otherwise the one before it; at the very bottom of the page the last heading in
 * view is, so a short last section can be marked too.
 */
export function currentHeading(tops: number[], navbarBottom: number, viewportHeight: number, atBottom: boolean): number {
  if (atBottom) {
    let last = -1;
    tops.forEach((top, i) => top < viewportHeight && (last = i));
    return last;
  }
  const next = tops.findIndex((top) => top >= navbarBottom);
  if (next < 0) return tops.length - 1;
  return tops[next] < viewportHeight / 2 ? next : next - 1;
}

function update(): void {
  scheduled = false;
  const navbarBottom = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
  const root = document.documentElement;
  const atBottom = window.scrollY > 0 && window.innerHeight + window.scrollY >= root.scrollHeight - 2;
  const index = currentHeading(
    headings.map((h) => h.getBoundingClientRect().top),
    navbarBottom,
    window.innerHeight,
    atBottom,
  );
  const id = headings[index]?.id;
  if (id === current) return;
  current = id;
  for (const link of links) {
    const current = link.hash === `#${id}`;
    if (current) link.setAttribute('aria-current', 'location');
    else link.removeAttribute('aria-current');
    // Infima's class for the section being read, which Docusaurus sites' CSS styles.
    link.classList.toggle('table-of-contents__link--active', current);
  }
}

function schedule(): void {
  if (scheduled || !links.length) return;
  scheduled = true;
  requestAnimationFrame(update);
}

let listening = false;

/** Finds the page's table of contents and headings (again after each route change). */
export function highlightToc(root: ParentNode): void {
  links = [...root.querySelectorAll<HTMLAnchorElement>('.toc__link')];
  const ids = new Set(links.map((link) => decodeURIComponent(link.hash.slice(1))));
  headings = [...ids].map((id) => document.getElementById(id)).filter((h): h is HTMLElement => h !== null);
  current = undefined;
  if (!listening) {
    listening = true;
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
  }
  schedule();
}
