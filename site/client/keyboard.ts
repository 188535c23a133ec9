/** Marks keyboard navigation on <html> (after Tab, until a mouse press), for visible focus styles. */
export const KEYBOARD_CLASS = 'navigation-with-keyboard';

export function trackKeyboardNavigation(): void {
  const root = document.documentElement;
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Tab') root.classList.add(KEYBOARD_CLASS);
  });
  document.addEventListener('mousedown', () => root.classList.remove(KEYBOARD_CLASS));
}
