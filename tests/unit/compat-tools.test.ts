/**
 * Programs a corpus site's steps need that the npm registry ships (scripts/compat/tools.ts): the
 * Node major a pre-build step names (pixijs: Node 24's type stripping) and the binaries a site's
 * build spawns (flow's `flow`), from the runner's folder of tools beside the sites. The tools here
 * are small scripts standing where an install puts a package's program, so the tests run offline;
 * one test asks a registry that is not there, to see what a failed install leaves.
 */
import { spawn } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildEnv, type CorpusSite, prebuild, prepare, readCorpus } from '../../scripts/compat/corpus.ts';
import { binDir, installTools, nodeTool, stopTools, type Tool, toolsFolder, withTools } from '../../scripts/compat/tools.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'compat-tools-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Puts a program where an install of `tool` puts it, printing `says`. */
function placeTool(tool: Tool, cache: string, program: string, says: string) {
  const bin = binDir(tool, cache);
  mkdirSync(bin, { recursive: true });
  writeFileSync(path.join(bin, program), `#!/bin/sh\necho ${says}\n`);
  chmodSync(path.join(bin, program), 0o755);
}

const flow: Tool = { package: 'flow-bin', version: '0.329.0', bin: 'flow-linux64-v0.329.0' };

describe('tools of a corpus site', () => {
  it('runs a pre-build step with the Node major it names and the site tools first on its PATH; the build gets the tools, not that Node', () => {
    const sites = path.join(dir, 'sites');
    placeTool(nodeTool(24), toolsFolder(sites), 'node', 'v24-from-the-registry');
    placeTool(flow, toolsFolder(sites), 'flow', 'flow-0.329.0');
    const site: CorpusSite = { name: 'gen', repo: 'o/gen', commit: 'e'.repeat(40), folder: 'website', docusaurus: 3, shape: '', tools: [flow], prebuild: { note: 'TypeScript scripts', node: 24, run: '{ node --version; flow; } > made.txt', makes: 'made.txt' } };
    mkdirSync(path.join(sites, 'gen/website'), { recursive: true });
    expect(prepare(site, sites)).toEqual({});
    expect(readFileSync(path.join(sites, 'gen/website/made.txt'), 'utf8')).toBe('v24-from-the-registry\nflow-0.329.0\n');
    const PATH = buildEnv({ ...site, env: { KEY: 'public' } }, sites).PATH.split(path.delimiter);
    expect(PATH[0]).toBe(binDir(flow, toolsFolder(sites)));
    expect(PATH).not.toContain(binDir(nodeTool(24), toolsFolder(sites)));
    expect(buildEnv({ ...site, env: { KEY: 'public' } }, sites).KEY).toBe('public');
    expect(buildEnv({ ...site, tools: undefined }, sites)).toEqual({});
  });

  it('names a tool the registry does not give, leaves none of it behind, and does not run the step', () => {
    const sites = path.join(dir, 'offline');
    const before = { ...process.env };
    // A registry nobody answers at: the install fails at once, as for a version the registry lacks.
    Object.assign(process.env, { npm_config_registry: 'http://127.0.0.1:9/', npm_config_fetch_retries: '0', npm_config_cache: path.join(dir, 'npm-cache') });
    try {
      const absent: Tool = { package: 'compat-tools-absent', version: '1.0.0', bin: 'bin' };
      expect(installTools([absent], toolsFolder(sites))).toMatch(/^tool compat-tools-absent@1\.0\.0 not installed: npm error FetchError: request to http:\/\/127\.0\.0\.1:9\/compat-tools-absent failed/);
      expect(existsSync(path.join(toolsFolder(sites), 'compat-tools-absent@1.0.0'))).toBe(false);
      const site: CorpusSite = { name: 'needs', repo: 'o/needs', commit: 'e'.repeat(40), folder: '.', docusaurus: 3, shape: '', tools: [absent], prebuild: { note: 'n', run: 'touch made', makes: 'made' } };
      mkdirSync(path.join(sites, 'needs'), { recursive: true });
      expect(prebuild(site, sites)).toMatch(/^prebuild not run: tool compat-tools-absent@1\.0\.0 not installed/);
      expect(prepare({ ...site, prebuild: undefined }, sites).skipped).toMatch(/^tool compat-tools-absent@1\.0\.0 not installed/);
      expect(existsSync(path.join(sites, 'needs/made'))).toBe(false);
    } finally {
      for (const name of ['npm_config_registry', 'npm_config_fetch_retries', 'npm_config_cache']) if (before[name] === undefined) delete process.env[name];
    }
  }, 60_000);

  it.runIf(existsSync('/proc'))("stops what a tool left running after this run's build (flow check-contents leaves its server), and nothing else: not another run's", async () => {
    const cache = toolsFolder(path.join(dir, 'lingering'));
    const server: Tool = { package: 'flow-bin', version: '0.329.0', bin: 'flow-linux64-v0.329.0' };
    mkdirSync(binDir(server, cache), { recursive: true });
    // A program of the tool's own (a copy of sleep), left running on its own as flow's server is.
    const program = path.join(binDir(server, cache), 'flow');
    copyFileSync('/bin/sleep', program);
    chmodSync(program, 0o755);
    // Started as the build's steps start it, with the tools on PATH and this run's mark; the same tool of another runner has another mark.
    const left = spawn(program, ['300'], { detached: true, stdio: 'ignore', env: { ...process.env, ...withTools([server], cache, process.env, 'this-run') } });
    const anotherRun = spawn(program, ['300'], { detached: true, stdio: 'ignore', env: { ...process.env, ...withTools([server], cache, process.env, 'another-run') } });
    const other = spawn('/bin/sleep', ['300'], { detached: true, stdio: 'ignore' });
    for (const child of [left, anotherRun, other]) child.unref();
    const ended = new Promise((resolve) => left.on('exit', (_, signal) => resolve(signal)));
    const waited = new Promise((resolve) => setTimeout(() => resolve('still running'), 5000));
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(stopTools([server], cache, 'this-run')).toEqual([left.pid]);
      expect(await Promise.race([ended, waited])).toBe('SIGTERM');
      expect(() => process.kill(other.pid!, 0)).not.toThrow();
      expect(() => process.kill(anotherRun.pid!, 0)).not.toThrow();
      expect(stopTools([], cache, 'this-run')).toEqual([]);
    } finally {
      for (const child of [left, anotherRun, other]) child.kill();
    }
  });

  it('refuses a site named as the tools folder, a tool not named in full and a Node that is not a major', () => {
    const file = path.join(dir, 'corpus.json');
    const site = { name: 'one', repo: 'o/one', commit: 'e'.repeat(40), folder: '.', docusaurus: 3, shape: '' };
    const read = (entry: object) => (writeFileSync(file, JSON.stringify({ sites: [{ ...site, ...entry }] })), readCorpus(file));
    expect(() => read({ name: '.tools' })).toThrow('must be unique and a plain folder name, not starting with a dot');
    expect(() => read({ tools: [{ package: 'flow-bin', version: '0.329.0' }] })).toThrow('lists a tool without its package, version and bin');
    expect(() => read({ prebuild: { note: 'n', node: '24', run: 'x', makes: 'y' } })).toThrow('prebuild.node must be the Node major');
    expect(read({ tools: [flow], prebuild: { note: 'n', node: 24, run: 'x', makes: 'y' } })[0].tools).toEqual([flow]);
  });
});
