/**
 * "Copy page": puts the page's Markdown twin on the clipboard and says so in the status line
 * beside the button. Loaded on the first click, so it costs a first visit nothing.
 */
const SHOWN_MS = 2000;

async function markdownOf(url: string): Promise<string> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}

export async function copyPage(button: HTMLElement): Promise<void> {
  const status = button.parentElement?.querySelector('[role="status"]');
  let message = 'Copied';
  try {
    await navigator.clipboard.writeText(await markdownOf(button.dataset.copyPage!));
  } catch {
    message = 'Copy failed';
  }
  if (!status) return;
  status.textContent = message;
  setTimeout(() => {
    if (status.textContent === message) status.textContent = '';
  }, SHOWN_MS);
}
