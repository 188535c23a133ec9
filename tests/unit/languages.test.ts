/** highlight.js languages load on demand, answer to Prism's names, and an unknown one is reported. */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import hljs from 'highlight.js/lib/core';
import { describe, expect, it, vi } from 'vitest';
import { versionOf } from '../../build/markdown/diagram-packages.ts';
import { highlight, resolveLanguage } from '../../build/markdown/languages.ts';
import { writeCacheFile } from '../../build/persistent-cache.ts';
import { CACHE_DIR } from '../../build/node-bundle.mjs';

describe('languages on demand', () => {
  it('registers a language only when a code block first names it', () => {
    highlight('const a = 1;', 'ts');
    expect(hljs.listLanguages()).toContain('typescript');
    expect(hljs.listLanguages()).not.toContain('kotlin');
    expect(hljs.listLanguages()).not.toContain('swift');
    expect(highlight('fun main() = 1', 'kotlin')).toContain('<span class="hljs-keyword">fun</span>');
    expect(hljs.listLanguages()).toContain('kotlin');
  });

  it('registers the languages a language embeds, such as CSS and JavaScript in HTML', () => {
    const html = highlight('<style>a { color: red }</style><script>let x = 1</script>', 'html');
    expect(html).toContain('<span class="hljs-attribute">color</span>');
    expect(html).toContain('<span class="hljs-keyword">let</span>');
  });

  it("takes Prism's names and highlight.js's own aliases", () => {
    const names = { jsx: 'javascript', tsx: 'typescript', sh: 'bash', shell: 'bash', dockerfile: 'dockerfile', gradle: 'gradle', kotlin: 'kotlin', swift: 'swift', ruby: 'ruby', rb: 'ruby', powershell: 'powershell', ps1: 'powershell', groovy: 'groovy', yml: 'yaml', html: 'xml', mdx: 'markdown', text: 'plaintext', console: 'shell', erl: 'erlang', hs: 'haskell' };
    for (const [name, language] of Object.entries(names)) expect(resolveLanguage(name), name).toBe(language);
  });

  it('knows no language that highlight.js lacks', () => {
    expect(resolveLanguage('nosuchlanguage')).toBeUndefined();
    expect(resolveLanguage('../../../etc/passwd')).toBeUndefined();
  });

  it('keeps the aliases it loaded every language to read, once per highlight.js version, and reads them from there', async () => {
    const name = `highlight/aliases.${versionOf('highlight.js')}.json`;
    rmSync(path.join(CACHE_DIR, name), { force: true });
    vi.resetModules();
    expect((await import('../../build/markdown/languages.ts')).resolveLanguage('hs')).toBe('haskell');
    const kept = JSON.parse(readFileSync(path.join(CACHE_DIR, name), 'utf8')) as [string, string][];
    expect(kept).toContainEqual(['hs', 'haskell']);

    writeCacheFile(name, [...kept, ['only-in-the-kept-table', 'haskell'], ['climbs-out', '../../../../package']]);
    vi.resetModules();
    try {
      const fresh = await import('../../build/markdown/languages.ts');
      expect(fresh.resolveLanguage('only-in-the-kept-table')).toBe('haskell');
      expect(fresh.resolveLanguage('climbs-out')).toBeUndefined();
    } finally {
      writeCacheFile(name, kept);
    }
  });

  it('reads the aliases from highlight.js again when the kept table is damaged', async () => {
    const name = `highlight/aliases.${versionOf('highlight.js')}.json`;
    writeCacheFile(name, [1, ['hs']]);
    vi.resetModules();
    expect((await import('../../build/markdown/languages.ts')).resolveLanguage('hs')).toBe('haskell');
    expect(JSON.parse(readFileSync(path.join(CACHE_DIR, name), 'utf8'))).toContainEqual(['hs', 'haskell']);
  });
});
