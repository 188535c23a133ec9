/**
 * Copy buttons on code blocks, a small progressive enhancement done with plain DOM code. Without
 * JavaScript, code is still selectable. (Tab lists for `:::tabs` are in tabs.ts, loaded only by
 * pages that have tabs.)
 */

const COPIED_MS = 2000;

export function addCopyButtons(root: ParentNode): void {
  for (const block of root.querySelectorAll<HTMLElement>('.code-block:not([data-copy])')) {
    block.dataset.copy = '';
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'code-block__copy';
    button.textContent = 'Copy';
    button.setAttribute('aria-label', 'Copy code to clipboard');
    button.addEventListener('click', async () => {
      const code = block.querySelector('code')?.innerText ?? '';
      try {
        await navigator.clipboard.writeText(code.replace(/\n$/, ''));
        button.textContent = 'Copied';
      } catch {
        button.textContent = 'Copy failed';
      }
      setTimeout(() => (button.textContent = 'Copy'), COPIED_MS);
    });
    block.append(button);
  }
}
