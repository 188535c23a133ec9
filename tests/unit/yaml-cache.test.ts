/**
 * Issue 21: YAML the `yaml` package read is kept on disk by its text (build/content/yaml-cache.ts),
 * so a warm build does not parse the same front matter, authors.yml and tags.yml again.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openYamlCache, saveYamlCache } from '../../build/content/yaml-cache.ts';
import { parseYaml } from '../../build/content/yaml-file.ts';

let dir: string | undefined;
afterEach(() => {
  saveYamlCache();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const stored = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as [string, string][];

describe('the YAML cache', () => {
  it('answers a text the package read in an earlier build from the file, and nothing without it open', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-yaml-cache-'));
    const file = path.join(dir, 'yaml.json');
    const text = 'title: "Quoted"\ntags: [a, b]\nurl: https://example.com/x\n';
    openYamlCache('test', file);
    expect(parseYaml(text)).toEqual({ value: { title: 'Quoted', tags: ['a', 'b'], url: 'https://example.com/x' } });
    saveYamlCache();
    expect(stored(file)).toEqual([[text, JSON.stringify({ title: 'Quoted', tags: ['a', 'b'], url: 'https://example.com/x' })]]);

    // What the file says for the text is what the next build gets: the package is not asked.
    writeFileSync(file, JSON.stringify([[text, JSON.stringify({ title: 'From the cache' })]]));
    openYamlCache('test', file);
    expect(parseYaml(text)).toEqual({ value: { title: 'From the cache' } });
    saveYamlCache();
    expect(parseYaml(text)).toEqual({ value: { title: 'Quoted', tags: ['a', 'b'], url: 'https://example.com/x' } });
  });

  it('gives each reader its own copy, keeps only what JSON holds exactly, and drops texts no longer read', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-yaml-cache-'));
    const file = path.join(dir, 'yaml.json');
    const list = 'tags: [a, b]\n';
    openYamlCache('test', file);
    parseYaml(list);
    parseYaml('old: [x]\n');
    saveYamlCache();
    expect(stored(file).map(([text]) => text).sort()).toEqual(['old: [x]\n', list]);

    openYamlCache('test', file);
    const first = parseYaml(list) as { value: { tags: string[] } };
    first.value.tags.push('changed by a reader');
    expect(parseYaml(list)).toEqual({ value: { tags: ['a', 'b'] } });
    expect(parseYaml('size: .inf\n')).toEqual({ value: { size: Infinity } });
    saveYamlCache();
    expect(stored(file).map(([text]) => text)).toEqual([list]);
  });
});
