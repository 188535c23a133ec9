/**
 * Docusaurus 2's alphas and betas gave theme hooks as modules of their own (`@theme/hooks/*`):
 * zxuqian.cn's CodeSandBox embed (2.0.0-beta.3) reads `useThemeContext().isDarkTheme` for the
 * embed's theme, wasm4's language tabs (2.0.0-beta.4) `useUserPreferencesContext().tabGroupChoices`.
 * Without them the component stood in and its page lost the embed. Written for this test.
 */
import { describe, expect, it } from 'vitest';
import { providedModule } from '../../site/docusaurus/modules.ts';
import { renderSiteDoc } from '../helpers/render-mdx-page.ts';

const site = { baseUrl: '/', siteConfig: {} };
const page = `import useThemeContext from '@theme/hooks/useThemeContext';
import useUserPreferencesContext from '@theme/hooks/useUserPreferencesContext';

export const Embed = () => {
  const { isDarkTheme } = useThemeContext();
  const { tabGroupChoices } = useUserPreferencesContext();
  return <iframe title="sandbox" src={\`https://codesandbox.io/embed/demo?theme=\${isDarkTheme ? 'dark' : 'light'}&chosen=\${Object.keys(tabGroupChoices).length}\`} />;
};

<Embed />
`;

describe("Docusaurus 2's @theme/hooks modules", () => {
  it('are given to MDX as its server render gives them: the light theme, no tab chosen', async () => {
    const { html, warnings } = await renderSiteDoc(page, '/site/docs/page.mdx', '/site/docs', { site, isMdx: () => true, mdx1: true });
    expect(html).toContain('src="https://codesandbox.io/embed/demo?theme=light&amp;chosen=0"');
    expect(warnings).toEqual([]);
  });

  it('are given to React pages', () => {
    for (const name of ['useThemeContext', 'useTheme', 'useUserPreferencesContext', 'useWindowSize']) {
      expect(typeof providedModule(`@theme/hooks/${name}`)?.default).toBe('function');
    }
  });

  // Before 2.2 the external-link icon was `@theme/IconExternalLink` (taichi's NavbarNavLink, 2.0.0-beta.15, imports it).
  it('give the external-link icon under its Docusaurus 2.0 name too', async () => {
    expect(providedModule('@theme/IconExternalLink')?.default).toBe(providedModule('@theme/Icon/ExternalLink')?.default);
    const icon = "import IconExternalLink from '@theme/IconExternalLink';\n\n<a href=\"https://example.com\">out<IconExternalLink /></a>\n";
    const { html, warnings } = await renderSiteDoc(icon, '/site/docs/icon.mdx', '/site/docs', { site, isMdx: () => true, mdx1: true });
    expect(html).toMatch(/out<svg[^>]*>/);
    expect(warnings).toEqual([]);
  });
});
