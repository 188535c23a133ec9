/** localStorage that never throws: blocked storage (privacy modes, sandboxed frames) keeps the site working. */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage is optional: the choice then lasts for this page view only.
  }
}
