/**
 * `@docusaurus/theme-common`'s useEvent and usePrevious (site/docusaurus/theme-common.ts) in a
 * hydrated page: as theme-common's, they follow each render (a layout effect keeps the latest
 * callback and the last value), which React runs in the browser only. Rendered here into
 * linkedom's document with react-dom's client.
 */
import { parseHTML } from 'linkedom';
import { act, createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { pluralForm } from '../../shared/translate.ts';
import { themeCommon } from '../../site/docusaurus/theme-common.ts';

const hooks = { useColorMode: () => ({ colorMode: 'light', isDarkTheme: false, setColorMode: () => undefined }), useWindowSize: () => 'desktop' as const, useDocusaurusContext: () => ({ siteConfig: {}, i18n: { currentLocale: 'en' } }) };
const { useEvent, usePrevious } = themeCommon(hooks) as unknown as { useEvent: <A extends unknown[], R>(f: (...a: A) => R) => (...a: A) => R; usePrevious: <T>(v: T) => T | undefined };

const globals = globalThis as Record<string, unknown>;
afterEach(() => {
  for (const name of ['window', 'document', 'IS_REACT_ACT_ENVIRONMENT']) delete globals[name];
});

describe("theme-common's hooks that follow renders, in the browser", () => {
  it('useEvent calls the latest callback, and usePrevious gives the last render’s value', async () => {
    const { window, document } = parseHTML('<html><body><div id="root"></div></body></html>');
    Object.assign(globals, { window, document, IS_REACT_ACT_ENVIRONMENT: true });
    const seen: { event: number; previous: number | undefined }[] = [];
    let bump = () => undefined as void;
    function Counter() {
      const [count, setCount] = useState(0);
      bump = () => setCount((c) => c + 1);
      const read = useEvent(() => count);
      const previous = usePrevious(count);
      seen.push({ event: read(), previous });
      return createElement('p', null, String(count));
    }
    const root = createRoot(document.getElementById('root') as unknown as Element);
    await act(async () => root.render(createElement(Counter)));
    await act(async () => bump());
    await act(async () => bump());
    // The stable callback read during a render gives the callback of the render before it (as Docusaurus's: the layout effect runs after).
    expect(seen.map((s) => s.previous)).toEqual([undefined, 0, 1]);
    expect(seen.map((s) => s.event)).toEqual([0, 0, 1]);
    await act(async () => root.unmount());
  });
});

describe('plural forms, as theme-common picks them', () => {
  it("follow Docusaurus's order of a locale's categories, not Intl's", () => {
    expect(pluralForm('1 minute|{n} minutes', 1, 'fr')).toBe('1 minute');
    expect(pluralForm('1 minute|{n} minutes', 3, 'fr')).toBe('{n} minutes');
    const ru = 'минута|минуты|минут|минуты';
    expect([1, 2, 5, 1.5].map((n) => pluralForm(ru, n, 'ru'))).toEqual(['минута', 'минуты', 'минут', 'минуты']);
    // Fewer forms than the locale has: the last serves the rest.
    expect(pluralForm('one|other', 5, 'ru')).toBe('other');
  });

  it("fall back to English's where Intl takes no such locale (en_US), as useLocalePluralForms does, rather than failing the build", () => {
    expect([1, 3].map((n) => pluralForm('One post|{count} posts', n, 'en_US'))).toEqual(['One post', '{count} posts']);
  });
});
