/** The dev server's static files: a file gone from the static folders goes from the output, unless something wrote over it since. */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createReporter } from '../../build/diagnostics.ts';
import { inPlace } from '../../build/output.ts';
import { publishStatic } from '../../build/static-files.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'static-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('static files in dev', () => {
  it('removes a deleted static file from the output, but not one written over since it was copied', () => {
    const staticDir = path.join(dir, 'static');
    mkdirSync(staticDir);
    for (const name of ['kept.txt', 'deleted.txt', 'shadowed.txt']) writeFileSync(path.join(staticDir, name), `${name}\n`);
    const output = inPlace(path.join(dir, 'out'), true);
    expect(publishStatic({ output, staticDirs: [staticDir], siteDir: path.dirname(staticDir), reporter: createReporter() }), 'a production build records nothing').toBeUndefined();
    const first = publishStatic({ output, staticDirs: [staticDir], siteDir: path.dirname(staticDir), reporter: createReporter(), previous: new Map() })!;
    expect([...first.keys()].sort()).toEqual(['deleted.txt', 'kept.txt', 'shadowed.txt']);
    // The build writes its own file at a static file's path after the copy (a generated file, say).
    output.write('shadowed.txt', 'generated, and longer than the static file\n');
    rmSync(path.join(staticDir, 'deleted.txt'));
    rmSync(path.join(staticDir, 'shadowed.txt'));
    const second = publishStatic({ output, staticDirs: [staticDir], siteDir: path.dirname(staticDir), reporter: createReporter(), previous: first })!;
    expect([...second.keys()]).toEqual(['kept.txt']);
    expect(existsSync(path.join(output.dir, 'deleted.txt'))).toBe(false);
    expect(existsSync(path.join(output.dir, 'shadowed.txt'))).toBe(true);
    expect(existsSync(path.join(output.dir, 'kept.txt'))).toBe(true);
  });
});
