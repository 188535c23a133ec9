/**
 * A config field a package computes: Cadence-Docs' `url: envReplace('${CADENCE_DOCS_URL:-https://cadenceworkflow.io}', process.env)`
 * with @pnpm/config.env-replace (baseUrl and organizationName too). The config is first read with every package a
 * stand-in, whose answer is no URL, and the build stopped on "config `url`: Invalid URL" even with the
 * packages installed. Docusaurus reads the config with them, so such fields are taken from a reading
 * with the installed packages. Written for this test.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfigModule } from '../../build/docusaurus/real-config.ts';

describe('a config field a package computes', () => {
  it('is what the installed package gives, the rest of the config as read before', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'config-computed-'));
    try {
      const pkg = path.join(dir, 'node_modules', 'env-fill');
      mkdirSync(pkg, { recursive: true });
      writeFileSync(path.join(dir, 'node_modules', '.package-lock.json'), '{}\n');
      writeFileSync(path.join(pkg, 'package.json'), '{ "name": "env-fill", "version": "1.0.0", "main": "index.js" }\n');
      writeFileSync(path.join(pkg, 'index.js'), 'exports.envReplace = (text, env) => text.replace(/\\$\\{(\\w+):-([^}]*)\\}/g, (_, name, fallback) => env[name] ?? fallback);\n');
      writeFileSync(path.join(dir, 'docusaurus.config.js'), "const { envReplace } = require('env-fill');\nmodule.exports = { title: 'Computed', url: envReplace('${SITE_URL_FOR_TEST:-https://computed.example.com}', process.env), baseUrl: envReplace('${BASE_FOR_TEST:-/}', process.env) };\n");
      const raw = (await readConfigModule(path.join(dir, 'docusaurus.config.js'), 'docusaurus.config.js', dir)) as Record<string, unknown>;
      expect(raw).toEqual({ title: 'Computed', url: 'https://computed.example.com', baseUrl: '/' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
