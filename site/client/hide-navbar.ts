/**
 * `navbar.hideOnScroll`: the navbar slides away while the reader scrolls down and comes back on
 * the way up, as in Docusaurus. Loaded only by sites that turn it on.
 */
export const HIDDEN_CLASS = 'navbar--hidden';

export function hideNavbarOnScroll(): void {
  let last = window.scrollY;
  window.addEventListener(
    'scroll',
    () => {
      // Looked up each time: a route change replaces the page and its navbar.
      const navbar = document.querySelector<HTMLElement>('.navbar');
      const y = window.scrollY;
      if (navbar) navbar.classList.toggle(HIDDEN_CLASS, y > navbar.offsetHeight && y > last);
      last = y;
    },
    { passive: true },
  );
}
