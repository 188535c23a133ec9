/**
 * `@docusaurus/theme-common`'s storage slot (site/docusaurus/theme-common.ts), one for MDX and React
 * pages: on the server it refuses to be used, as Docusaurus's does; in the browser (here a window
 * with a storage, as a hydrated React page has) it reads and writes the storage, and a change
 * reaches this page's listeners too, as a tab choice reaches every tab group of the page.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { themeCommon } from '../../site/docusaurus/theme-common.ts';

interface Slot {
  get(): string | null;
  set(value: string): void;
  del(): void;
  listen(onChange: (event: unknown) => void): () => void;
}

const hooks = { useColorMode: () => ({ colorMode: 'light', isDarkTheme: false, setColorMode: () => undefined }), useWindowSize: () => 'ssr' as const, useDocusaurusContext: () => ({ siteConfig: {}, i18n: { currentLocale: 'en' } }) };
const createStorageSlot = themeCommon(hooks).createStorageSlot as (key: string) => Slot;

class FakeStorageEvent extends Event {
  key: string;
  storageArea: unknown;
  constructor(type: string, init: { key: string; storageArea: unknown }) {
    super(type);
    this.key = init.key;
    this.storageArea = init.storageArea;
  }
}

function browserWindow(): Map<string, string> {
  const items = new Map<string, string>();
  const localStorage = { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k) };
  Object.assign(globalThis, { window: Object.assign(new EventTarget(), { localStorage }), StorageEvent: FakeStorageEvent });
  return items;
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>).window;
  delete (globalThis as Record<string, unknown>).StorageEvent;
});

describe("theme-common's storage slot", () => {
  it('refuses to be used on the server, naming its key', () => {
    expect(() => createStorageSlot('docusaurus.tab.os').get()).toThrow(/Illegal storage API usage for storage key "docusaurus.tab.os"/);
  });

  it("reads and writes the browser's storage, and tells this page's listeners of a change to its key only", () => {
    const items = browserWindow();
    const slot = createStorageSlot('docusaurus.tab.os');
    const heard: string[] = [];
    const stop = slot.listen(() => heard.push(String(slot.get())));
    createStorageSlot('other').set('x');
    slot.set('linux');
    expect(items.get('docusaurus.tab.os')).toBe('linux');
    slot.del();
    stop();
    slot.set('mac');
    expect(heard).toEqual(['linux', 'null']);
    expect(slot.get()).toBe('mac');
  });
});
