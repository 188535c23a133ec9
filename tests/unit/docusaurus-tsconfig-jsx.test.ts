/**
 * A site whose tsconfig.json sets `"jsx": "react"` still gets its components drawn when they do
 * not import React: Docusaurus compiles the site's code with Babel (the automatic JSX runtime),
 * which reads no tsconfig, while esbuild followed the setting and made `React.createElement`
 * calls that threw "React is not defined" (helium's LearnMore links and PayloadSize calculator:
 * 8 warnings, each element's content shown bare). The tsconfig's other options (its `paths`)
 * still apply to the site's code.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT } from '../helpers/fixture.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'tsconfig-jsx-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(dir, 'site', file)), { recursive: true });
  writeFileSync(path.join(dir, 'site', file), text);
}

describe('a site whose tsconfig.json sets the classic JSX transform', () => {
  it('draws components written without `import React`, as Docusaurus’s Babel does, with the tsconfig’s paths', async () => {
    write('docusaurus.config.js', `module.exports = ${JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', { blog: false }]] })};\n`);
    write('tsconfig.json', '{\n  // for the editor\n  "compilerOptions": { "jsx": "react", "baseUrl": ".", "paths": { "@parts/*": ["src/parts/*"] } }\n}\n');
    write('src/parts/Arrow.jsx', 'export default function Arrow() { return <i className="arrow">→</i>; }\n');
    write('docs/LearnMore.jsx', "import Arrow from '@parts/Arrow';\n\nexport const LearnMore = () => (\n  <>\n    Learn More <Arrow />\n  </>\n);\n");
    write('docs/intro.mdx', "# Intro\n\nimport { LearnMore } from './LearnMore'\n\n<a href=\"/docs/intro\"><LearnMore /></a>\n");
    write('src/pages/index.jsx', "import Arrow from '@parts/Arrow';\n\nexport default function Home() { return <main className=\"home\">Home <Arrow /></main>; }\n");
    const out = path.join(dir, 'out');
    // The tsconfig it gives esbuild goes in the build's cache folder: nothing is left in the OS temp folder.
    const temp = mkdtempSync(path.join(dir, 'tmp-'));
    const before = process.env.TMPDIR;
    process.env.TMPDIR = temp;
    const result = await build({ root: ROOT, contentDir: path.join(dir, 'site'), outDir: out }).finally(() => {
      if (before === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = before;
    });
    expect(readdirSync(temp)).toEqual([]);
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(readFileSync(path.join(out, 'docs', 'intro', 'index.html'), 'utf8')).toContain('<a href="/docs/intro">Learn More <i class="arrow">→</i></a>');
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('<main class="home">Home <i class="arrow">→</i></main>');
  }, 120_000);
});
