/**
 * A site module's text that only looks like `import(`: the bundle's real `import()` calls go through
 * `__siteImport` (jiti-interop.ts), but a regular expression, string, template literal or comment
 * holding `import(` must keep its meaning. fix27's fixture plugin had the pattern
 * `/{@import(\s+optional)?/`, which a textual rewrite turned into `{@__siteImport(`. Written for this test.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importSiteModule } from '../../build/docusaurus/import-module.ts';
import { asJitiLoads } from '../../build/docusaurus/jiti-interop.ts';

const PLUGIN = `
export default async function plugin() {
  const pattern = /{@import(\\s+optional)?/;
  const quoted = "import(a)";
  const template = \`import(\${'b'})\`;
  const api = { import: (name) => 'method ' + name };
  const defined = { import(name) { return 'defined ' + name; } };
  class Loader { static import(name) { return 'static ' + name; } }
  const data = await import(new URL('./data.cjs', import.meta.url).href);
  return {
    matches: pattern.test('{@import optional'),
    source: pattern.source,
    quoted,
    template,
    method: api.import('d'),
    defined: defined.import('e'),
    nested: await import(String(await import(new URL('./name.cjs', import.meta.url).href).then((m) => m.default.href))).then((m) => m.default.version),
    staticMethod: Loader.import('f'),
    version: data.version,
  };
}
`;

describe("a site module's `import(` outside a call", () => {
  it('stays as written in a regular expression, string, template literal, method name and method definition, while a real `import()` still loads as jiti does', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'jiti-import-calls-'));
    try {
      // Left to run time (its address is computed) and built at run time, so Node's namespace of it has `default` only: `data.version` reads through __siteImport.
      writeFileSync(path.join(dir, 'data.cjs'), "const data = {};\ndata.version = '1.2.3';\nmodule.exports = data;\n");
      writeFileSync(path.join(dir, 'name.cjs'), `module.exports = { href: ${JSON.stringify(new URL('data.cjs', `file://${dir}/`).href)} };\n`);
      writeFileSync(path.join(dir, 'plugin.js'), PLUGIN);
      const plugin = (await importSiteModule(path.join(dir, 'plugin.js'), 'plugin.js', dir, false, true)) as () => Promise<Record<string, unknown>>;
      expect(await plugin()).toMatchObject({
        matches: true,
        source: '{@import(\\s+optional)?',
        quoted: 'import(a)',
        template: 'import(b)',
        method: 'method d',
        defined: 'defined e',
        nested: '1.2.3',
        staticMethod: 'static f',
        version: '1.2.3',
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // esbuild drops a bundle's comments but keeps legal ones (`/*! ... */`), so a comment is checked on the rewrite itself.
  it('leaves a comment naming `import(` as written and rewrites the call beside it', async () => {
    const code = await asJitiLoads("/*! import(c) */\n// import(d)\nconst m = await import ('./x.js');\n");
    expect(code).toContain('/*! import(c) */\n// import(d)\nconst m = await __siteImport (\'./x.js\');');
  });

  // A syntax acorn cannot read must not stop a config Node would load: the calls are then found as before tokens were read.
  it('rewrites every call still when the code has syntax the tokenizer does not read', async () => {
    expect(await asJitiLoads('const a = import("x"); const b = #!bad import("y");')).toContain('const a = __siteImport("x"); const b = #!bad __siteImport("y");');
  });
});
