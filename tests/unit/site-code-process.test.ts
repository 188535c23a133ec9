/**
 * A site's code runs in the build's process, and some of it replaces the global `process` for the
 * browser (livecodes's src/utils.ts: `globalThis.process = { ...globalThis.process, env: ... }`).
 * The generator keeps Node's own (build/node-process.mjs): a build that fails still exits 1.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/fixture.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'site-code-process-'));
// A build stages its output in a hidden folder beside it (`.<out>.builds`), which goes too.
afterAll(() => [dir, `${dir}-out`, path.join(path.dirname(dir), `.${path.basename(dir)}-out.builds`)].forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('site code that replaces the global process', () => {
  it('leaves the exit code of a failed build at 1', async () => {
    mkdirSync(path.join(dir, 'docs'));
    mkdirSync(path.join(dir, 'src', 'components'), { recursive: true });
    writeFileSync(path.join(dir, 'docusaurus.config.mjs'), "export default { title: 'Polyfill', url: 'https://example.com', baseUrl: '/', onBrokenLinks: 'throw', presets: [['classic', { docs: {}, blog: false }]] };\n");
    writeFileSync(path.join(dir, 'src', 'components', 'Version.js'), "globalThis.process = { ...globalThis.process, env: { ...globalThis.process?.env, SDK_VERSION: '1.2.3' } };\nexport default function Version() { return <code>{process.env.SDK_VERSION}</code>; }\n");
    writeFileSync(path.join(dir, 'docs', 'intro.mdx'), "import Version from '@site/src/components/Version';\n\n# Intro\n\nVersion <Version />; see [the missing page](/missing-page).\n");
    const run = await promisify(execFile)(process.execPath, ['build/launch.mjs', 'cli.ts', '--content', dir, '--out', `${dir}-out`, '--no-cache'], { cwd: ROOT }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(run.stderr).toMatch(/intro\.mdx:5: error: broken link: no page at "\/missing-page"/);
    expect(run.code).toBe(1);
  }, 180_000);
});
