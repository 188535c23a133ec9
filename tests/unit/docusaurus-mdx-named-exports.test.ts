/**
 * An MDX file's named exports are given to the MDX files that import them, as Docusaurus compiles
 * each `.md`/`.mdx` file to an ES module whose `export` statements are its names beside the
 * content as `default`. golioth's docs import `{ ProtocolPublishSample }` from a partial
 * (`/docs/_partials-common/protocol.mdx`, a site-root path) that exports components drawing
 * Tabs of commands: each use was a warning ("is not imported or defined") and nothing drawn.
 * Every such module also exports `toc`, its headings below the title: rx-angular's contributing page
 * imports its repository's CONTRIBUTING.md with `toc as contributingToc` and exports
 * `toc = [...contributingToc]` (Docusaurus's workaround in its issue 3915); the spread threw, and the
 * page's code and the `<Contributing />` it draws were left out.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT } from '../helpers/fixture.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'mdx-named-exports-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(dir, 'site', file)), { recursive: true });
  writeFileSync(path.join(dir, 'site', file), text);
}

describe('named exports of an imported MDX file', () => {
  it('are drawn where another MDX file uses them, from a site-root or relative path, with the partial’s own imports', async () => {
    write('docusaurus.config.js', `module.exports = ${JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', { blog: false }]] })};\n`);
    write('src/components/Badge.js', "import React from 'react';\nexport default function Badge({ children }) { return <b className=\"badge\">{children}</b>; }\n");
    write(
      'docs/_partials/samples.mdx',
      "import Badge from '@site/src/components/Badge';\n\nexport const method = (m) => m.toUpperCase();\n\nexport const Sample = ({ path, verb }) => (\n  <pre className=\"sample\">{method(verb)} {path} <Badge>{verb}</Badge></pre>\n);\n\nexport function Note() { return <p className=\"note\">Noted</p>; }\n\nThe partial's own text.\n",
    );
    write('docs/rooted.md', "# Rooted\n\nimport { Sample, Note } from '/docs/_partials/samples.mdx'\n\n<Sample path=\"/env/temp\" verb=\"put\" />\n\n<Note />\n");
    write('docs/relative.mdx', "# Relative\n\nimport Samples, { Sample } from './_partials/samples.mdx'\n\n<Sample path=\"/env\" verb=\"get\" />\n\n<Samples />\n");
    const out = path.join(dir, 'out');
    const result = await build({ root: ROOT, contentDir: path.join(dir, 'site'), outDir: out });
    const page = (route: string) => readFileSync(path.join(out, 'docs', route, 'index.html'), 'utf8');
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(page('rooted')).toContain('<pre class="sample">PUT /env/temp <b class="badge">put</b></pre>');
    expect(page('rooted')).toContain('<p class="note">Noted</p>');
    expect(page('relative')).toContain('<pre class="sample">GET /env <b class="badge">get</b></pre>');
    // The default export is still the file's content, drawn where it is used.
    expect(page('relative')).toContain('<p>The partial&#39;s own text.</p>');
  }, 120_000);

  it("export `toc`, the file's headings below its title, which a page spreads into its own `toc` as it draws the file", async () => {
    write('docusaurus.config.js', `module.exports = ${JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', { blog: false }]] })};\n`);
    write('CONTRIBUTING.md', '# Contributing to Us\n\nWe would love your help.\n\n## <a name="dev"></a> Developing\n\nRun it.\n\n### Found a Bug?\n\nTell us.\n\n## Developing\n');
    write('docs/contributing.mdx', "---\ntitle: Contributing\nhide_title: true\n---\n\nimport Contributing, {\n  toc as contributingToc,\n} from '@site/CONTRIBUTING.md';\n\n<Contributing />\n\nexport const toc = [...contributingToc];\n\nHeadings: {toc.map((h) => `${h.level}:${h.id}`).join(' ')}\n");
    const out = path.join(dir, 'out-toc');
    const result = await build({ root: ROOT, contentDir: path.join(dir, 'site'), outDir: out });
    const page = readFileSync(path.join(out, 'docs', 'contributing', 'index.html'), 'utf8');
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(page).toContain('<p>We would love your help.</p>');
    expect(page).toContain('Headings: 2:-developing 3:found-a-bug 2:developing');
  }, 120_000);
});
