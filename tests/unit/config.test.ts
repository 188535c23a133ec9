import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../build/config-validate.ts';
import { BuildError } from '../../build/diagnostics.ts';
import config from '../../site/config.ts';

function errorOf(value: unknown, source = ''): BuildError {
  try {
    validateConfig(value, 'site/config.ts', source);
  } catch (error) {
    if (error instanceof BuildError) return error;
    throw error;
  }
  throw new Error('expected a configuration error');
}

describe('site config', () => {
  it('accepts the SpecWeave config', () => {
    const valid = validateConfig(config, 'site/config.ts');
    expect(valid).toMatchObject({ title: 'SpecWeave', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en'], path: 'i18n', localeConfigs: {} } });
    expect(valid.tagline).toBe('Spec-Driven Development Framework - Build Production Software with AI');
    expect(valid.blog).toMatchObject({ title: 'SpecWeave Blog', description: 'Spec-Driven Development insights, tutorials, and updates', postsPerPage: 10, sidebarTitle: 'Recent posts', sidebarCount: 5 });
  });

  it('accepts any language tag as a locale, and rejects a name that is none, naming the file and line', () => {
    expect(validateConfig({ ...config, i18n: { defaultLocale: 'en', locales: ['en', 'zh-Hans', 'pt-BR'] } }, 'site/config.ts').i18n.locales).toEqual(['en', 'zh-Hans', 'pt-BR']);
    const source = "const config = {\n  title: 'x',\n  i18n: { defaultLocale: 'en', locales: ['en', 'fr_FR!'] },\n};";
    const error = errorOf({ ...config, i18n: { defaultLocale: 'en', locales: ['en', 'fr_FR!'] } }, source);
    expect(error.message).toBe('site/config.ts:3: error: config `i18n`: unknown locale "fr_FR!": a locale is a BCP 47 language tag such as "fr", "pt-BR" or "zh-Hans". Fix its name.');
  });

  it('names the key of a wrong value', () => {
    expect(errorOf({ ...config, url: 'not a url' }).message).toMatch(/^site\/config\.ts: error: config `url`: /);
    expect(errorOf({ ...config, blog: { ...config.blog, postsPerPage: 0 } }).message).toContain('config `blog.postsPerPage`');
    expect(errorOf({ ...config, baseUrl: 'docs' }).message).toContain('must start and end with "/"');
  });

  it('takes a link to a route only, but a pathname:// path (unchecked) as written, relative too', () => {
    const withLink = (link: object) => ({ ...config, footer: { ...config.footer, columns: [{ title: 'More', items: [link] }] }, navbar: { ...config.navbar, items: [{ label: 'Blog', position: 'left', ...link }] } });
    expect(errorOf(withLink({ label: 'Blog', to: 'blog' })).message).toMatch(/config `(navbar\.items\.0|footer\.columns\.0\.items\.0)\.to`: must be a route of this site starting with "\/"/);
    expect(validateConfig(withLink({ label: 'Changes', to: 'changes.html', unchecked: true }), 'site/config.ts').footer?.columns[0].items[0]).toMatchObject({ to: 'changes.html', unchecked: true });
  });

  it('refuses a navbar or footer link that runs code, as in Markdown, but keeps one that does nothing', () => {
    const withLink = (link: object, dropdown = false) => ({ ...config, footer: { ...config.footer, columns: [{ title: 'More', items: [{ label: 'Blog', to: '/blog' }] }] }, navbar: { ...config.navbar, items: [{ label: 'More', position: 'left', ...(dropdown ? { to: '/blog', items: [{ label: 'X', ...link }] } : link) }] } });
    expect(errorOf(withLink({ href: 'javascript:alert(1)' })).message).toMatch(/config `navbar\.items\.0\.href`: link target "javascript:alert\(1\)" runs code \(javascript:\)/);
    // `pathname://javascript:alert(2)` in a Docusaurus config: the path kept as written is the same URL.
    expect(errorOf(withLink({ to: 'javascript:alert(2)', unchecked: true }, true)).message).toMatch(/config `navbar\.items\.0\.items\.0\.to`: link target "javascript:alert\(2\)" runs code/);
    expect(errorOf({ ...config, footer: { ...config.footer, columns: [{ title: 'More', items: [{ label: 'X', href: 'vbscript:msgbox(1)' }] }] } }).message).toContain('config `footer.columns.0.items.0.href`: link target "vbscript:msgbox(1)" runs code');
    expect(validateConfig(withLink({ href: 'javascript:void(0)' }), 'site/config.ts').navbar.items[0]).toMatchObject({ href: 'javascript:void(0)' });
  });
});
