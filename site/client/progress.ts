/** The thin progress bar of a route change: shown only when the change takes longer than 200 ms. */
export const PROGRESS_DELAY_MS = 200;

export function startProgress(): () => void {
  let bar: HTMLElement | undefined;
  const timer = setTimeout(() => {
    bar = document.createElement('div');
    bar.className = 'route-progress';
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-label', 'Loading page');
    document.documentElement.append(bar);
  }, PROGRESS_DELAY_MS);
  return () => {
    clearTimeout(timer);
    bar?.remove();
  };
}
