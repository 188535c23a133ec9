/**
 * Runs the catalogue of hostile content (catalogue.ts): each case builds once, ends within
 * seconds with exactly the diagnostics it expects, and a failed build leaves the previous output
 * and everything outside it as they were.
 */
import { cpSync, lstatSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { versionsDir } from '../../build/output.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';
import { snapshotDir } from '../helpers/snapshot.ts';
import { discoveryCases, limitCases, publishingCases, routeCases, securityCases, syntaxCases, type HostileCase } from './catalogue.ts';
import { tree } from './helpers.ts';
import { depthCases, sizeCases } from './bounds-catalogue.ts';

let site: TempSite | undefined;
afterEach(() => site?.cleanup());

/** Builds the good fixture (the previous output), applies the case, builds again. */
async function runCase(c: HostileCase) {
  site = tempSite();
  const s = site;
  writeFileSync(path.join(s.dir, 'outside.md'), '# A file outside the content folder\n');
  const build_ = () => build({ root: ROOT, contentDir: s.content, outDir: s.out });
  expect((await build_()).ok).toBe(true);
  const before = snapshotDir(s.out);
  const outside = Object.keys(tree(s.dir)).filter((f) => !f.startsWith('content') && !f.includes('dist'));
  for (const [rel, content] of Object.entries(c.files)) {
    const file = path.join(s.content, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    if (typeof content === 'string') writeFileSync(file, content);
    else symlinkSync(content.link, file);
  }
  const result = await build_();
  // Messages name files relative to the working folder; the catalogue names them from the temp folder.
  const prefix = path.relative(process.cwd(), s.dir).split(path.sep).join('/') + '/';
  const messages = result.diagnostics.map((d) => formatDiagnostic(d).replaceAll(prefix, '')).sort();
  expect(messages).toEqual(c.expect.map((pattern) => expect.stringMatching(pattern)));
  expect(result.ok).toBe(c.ok ?? false);
  if (!result.ok) {
    expect(snapshotDir(s.out)).toEqual(before);
    // The staging folder of the failed build is gone too.
    expect(readdirSync(versionsDir(s.out)).filter((name) => name.endsWith('.partial'))).toEqual([]);
  }
  // Nothing appeared beside content/ and the output.
  expect(Object.keys(tree(s.dir)).filter((f) => !f.startsWith('content') && !f.includes('dist'))).toEqual(outside);
  c.check?.(s.out, s.dir);
}

const groups = {
  'routes stay inside the output': routeCases,
  'files are published only from allowed roots': publishingCases,
  'discovery visits each real path once': discoveryCases,
  'work is bounded': limitCases,
  'every recursive construct renders or stops at the depth limit, at its line': depthCases,
  'files over the size limits are refused; large ones under them build': sizeCases,
  'syntax mistakes are errors at their line': syntaxCases,
  'code in content: errors for script links, warnings for what the CSP blocks': securityCases,
};
for (const [group, cases] of Object.entries(groups)) {
  describe(group, () => {
    for (const c of cases) it(c.name, () => runCase(c), c.timeout);
  });
}

describe('static files are published as regular files from inside assets/', () => {
  it('a symlink in assets/img to /etc/passwd is an error; one to a file inside assets/ is published as a file', async () => {
    site = tempSite();
    const s = site;
    const root = path.join(s.dir, 'project');
    cpSync(path.join(ROOT, 'site'), path.join(root, 'site'), { recursive: true });
    cpSync(path.join(ROOT, 'assets'), path.join(root, 'assets'), { recursive: true });
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
    symlinkSync(path.join(ROOT, 'shared'), path.join(root, 'shared'));
    symlinkSync('../css/site.css', path.join(root, 'assets/img/linked.css'));
    const good = await build({ root, contentDir: s.content, outDir: s.out });
    expect(good.diagnostics).toEqual([]);
    expect(lstatSync(path.join(s.out, 'img/linked.css')).isFile()).toBe(true);
    const before = snapshotDir(s.out);
    symlinkSync('/etc/passwd', path.join(root, 'assets/img/passwd'));
    const bad = await build({ root, contentDir: s.content, outDir: s.out });
    expect(bad.ok).toBe(false);
    expect(bad.diagnostics.map(formatDiagnostic)).toEqual([expect.stringMatching(/project\/assets\/img\/passwd: error: symlink leads outside .*project\/assets\/ \(to \/etc\/passwd\)/)]);
    expect(snapshotDir(s.out)).toEqual(before);
  }, 30_000);
});

describe("a Docusaurus site's static folder", () => {
  it('publishes its dot files, but a dot folder that links outside it is an error and nothing is written', async () => {
    site = tempSite('docusaurus-site');
    const s = site;
    const good = await build({ root: ROOT, contentDir: s.content, outDir: s.out });
    expect(good.ok).toBe(true);
    expect(lstatSync(path.join(s.out, '.well-known/security.txt')).isFile()).toBe(true);
    const before = snapshotDir(s.out);
    s.remove('static/.well-known');
    symlinkSync('/etc', path.join(s.content, 'static/.well-known'));
    // With no repository around the temp site, the site folder is what may be read.
    const bad = await build({ root: ROOT, contentDir: s.content, outDir: s.out });
    expect(bad.ok).toBe(false);
    expect(bad.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([expect.stringMatching(/static\/\.well-known: error: symlink leads outside .*content\/ \(to \/etc\).* no \.git or workspace root above/)]);
    expect(snapshotDir(s.out)).toEqual(before);
  }, 60_000);
});
