/** The diagram renderers load from one-file bundles with V8's code cache beside them. */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { bundleFile, importBundled } from '../../build/markdown/diagram-packages.ts';
import { ROOT } from '../helpers/fixture.ts';

describe('diagram packages', () => {
  it('keep a code cache for this V8 beside the bundle, and load from a damaged one as well, replacing it', async () => {
    type Renderer = typeof import('beautiful-mermaid');
    await importBundled<Renderer>('beautiful-mermaid');
    const cache = `${bundleFile('beautiful-mermaid')}.${v8.cachedDataVersionTag()}.v8`;
    expect(existsSync(cache)).toBe(true);
    writeFileSync(cache, 'not a code cache');
    // In a process of its own: this one keeps the code it compiled, so V8 would not read the cache again.
    const load = "import { importBundled } from './build/markdown/diagram-packages.ts'; const { renderMermaidSVG } = await importBundled('beautiful-mermaid'); process.stdout.write(renderMermaidSVG('flowchart LR\\n  A --> B'));";
    expect(execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', load], { cwd: ROOT, encoding: 'utf8' })).toContain('<svg');
    expect(readFileSync(cache, 'utf8')).not.toBe('not a code cache');
  });
});
