/** The diagram renderers load from one-file bundles with V8's code cache beside them. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { bundleFile, importBundled } from '../../build/markdown/diagram-packages.ts';

describe('diagram packages', () => {
  it('keep a code cache for this V8 beside the bundle, and load from a damaged one as well, replacing it', async () => {
    type Renderer = typeof import('beautiful-mermaid');
    await importBundled<Renderer>('beautiful-mermaid');
    const cache = `${bundleFile('beautiful-mermaid')}.${v8.cachedDataVersionTag()}.v8`;
    expect(existsSync(cache)).toBe(true);
    writeFileSync(cache, 'not a code cache');
    const { renderMermaidSVG } = await importBundled<Renderer>('beautiful-mermaid');
    expect(renderMermaidSVG('flowchart LR\n  A --> B')).toContain('<svg');
    expect(readFileSync(cache, 'utf8')).not.toBe('not a code cache');
  });
});
