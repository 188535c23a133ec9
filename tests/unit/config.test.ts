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
    expect(valid).toMatchObject({ title: 'SpecWeave', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en'] } });
    expect(valid.tagline).toBe('Spec-Driven Development Framework - Build Production Software with AI');
    expect(valid.blog).toMatchObject({ title: 'SpecWeave Blog', description: 'Spec-Driven Development insights, tutorials, and updates', postsPerPage: 10, sidebarTitle: 'Recent posts', sidebarCount: 5 });
  });

  it('rejects any locale but en, naming the file and line', () => {
    const source = "const config = {\n  title: 'x',\n  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },\n};";
    const error = errorOf({ ...config, i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } }, source);
    expect(error.message).toBe('site/config.ts:3: error: config `i18n`: unknown locale "fr"; this site has one locale, "en". Remove "fr" from i18n.');
  });

  it('names the key of a wrong value', () => {
    expect(errorOf({ ...config, url: 'not a url' }).message).toMatch(/^site\/config\.ts: error: config `url`: /);
    expect(errorOf({ ...config, blog: { ...config.blog, postsPerPage: 0 } }).message).toContain('config `blog.postsPerPage`');
    expect(errorOf({ ...config, baseUrl: 'docs' }).message).toContain('must start and end with "/"');
  });
});
