/**
 * `usePrismTheme` of `@docusaurus/theme-common` in a site's component in MDX (yoga's `<Playground>`
 * styles its live editor with it): the config's `themeConfig.prism.theme`, the light mode pages
 * are drawn in. React pages get it too (react-pages.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { setRuntime } from '../../build/markdown/mdx/runtime.ts';
import { THEME_MODULES } from '../../build/markdown/mdx/theme.tsx';

function prismTheme(themeConfig: Record<string, unknown>): unknown {
  setRuntime({ baseUrl: '/', siteConfig: { themeConfig }, headings: [], line: 1, raw: [], link: (href) => href });
  try {
    return (THEME_MODULES['@docusaurus/theme-common'].usePrismTheme as () => unknown)();
  } finally {
    setRuntime(undefined);
  }
}

describe("usePrismTheme in a site's MDX component", () => {
  it("answers the config's light Prism theme", () => {
    const theme = { plain: { color: '#123456' }, styles: [] };
    expect(prismTheme({ prism: { theme, darkTheme: { plain: { color: '#fedcba' }, styles: [] } } })).toEqual(theme);
  });

  it('answers an empty theme when the config names none, which a component can read as one', () => {
    expect(prismTheme({})).toEqual({ plain: {}, styles: [] });
  });
});
