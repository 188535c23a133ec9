/**
 * A site module's default import of an installed CommonJS package compiled from ES modules
 * (`__esModule`, `exports.default`): Cadence-Docs' changelog plugin, a copy of Docusaurus's own
 * website's, does `import pluginContentBlog from '@docusaurus/plugin-content-blog'` and calls
 * `pluginContentBlog.default(context, options)`, and uses `pluginContentBlog.validateOptions`.
 * Docusaurus loads it through jiti with `interopDefault`, whose default import is the package's
 * default export that also reads through to the package's other names: checked with jiti 1.21.7
 * (Docusaurus 3.10's) on that import, `typeof` each of the three was "function". esbuild's default
 * import is `exports.default` alone, so the plugin failed: "default.default is not a function".
 * Written for this test.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importSiteModule } from '../../build/docusaurus/import-module.ts';

describe('a default import of an installed package compiled from ES modules', () => {
  it('is its default export, reading through to the package (its `default` too), as jiti gives it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'jiti-default-'));
    try {
      const pkg = path.join(dir, 'node_modules', 'fake-blog');
      mkdirSync(pkg, { recursive: true });
      writeFileSync(path.join(pkg, 'package.json'), '{ "name": "fake-blog", "version": "1.0.0", "main": "index.js" }\n');
      writeFileSync(path.join(pkg, 'index.js'), "Object.defineProperty(exports, '__esModule', { value: true });\nexports.default = function blogPlugin(name) { return 'blog ' + name; };\nexports.validateOptions = () => 'valid';\n");
      mkdirSync(path.join(dir, 'src'));
      writeFileSync(path.join(dir, 'src', 'changelog.js'), "import blog from 'fake-blog';\nexport default function changelog() {\n  return [blog('a'), blog.default('b'), blog.validateOptions()];\n}\n");
      const plugin = await importSiteModule(path.join(dir, 'src', 'changelog.js'), 'src/changelog.js', dir, false, true);
      expect((plugin as () => string[])()).toEqual(['blog a', 'blog b', 'valid']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // boa-dev.github.io's plugins/blog-plugin.js: `export default { ...blogPluginExports, default: blogPluginExtended }`.
  // jiti 1.21.0 (Docusaurus 3.9's, dist/jiti.js `_interopDefault`) defines each other name of the package on the default
  // export, enumerable, and `default` not enumerable: the spread keeps validateOptions, which fills in the blog's `path`.
  it('spreads into an object with the package\'s other names, not its `default`, as jiti defines them on the export', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'jiti-spread-'));
    try {
      const pkg = path.join(dir, 'node_modules', 'fake-blog');
      mkdirSync(pkg, { recursive: true });
      writeFileSync(path.join(pkg, 'package.json'), '{ "name": "fake-blog", "version": "1.0.0", "main": "index.js" }\n');
      writeFileSync(path.join(pkg, 'index.js'), "Object.defineProperty(exports, '__esModule', { value: true });\nexports.default = function blogPlugin() { return 'blog'; };\nexports.validateOptions = ({ options }) => ({ path: 'blog', ...options });\n");
      writeFileSync(path.join(dir, 'wrapper.js'), "import blogPluginExports from 'fake-blog';\nfunction extended() { return 'extended ' + blogPluginExports(); }\nexport default { ...blogPluginExports, default: extended };\n");
      const plugin = (await importSiteModule(path.join(dir, 'wrapper.js'), 'wrapper.js', dir, false, true)) as { default: () => string; validateOptions?: (a: unknown) => unknown };
      expect(Object.keys(plugin).sort()).toEqual(['default', 'validateOptions']);
      expect(plugin.default()).toBe('extended blog');
      expect(plugin.validateOptions?.({ options: {} })).toEqual({ path: 'blog' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // Its `export const { validateOptions } = pluginContentBlog` beside the default export: Docusaurus's core reads
  // `pluginModule.validateOptions` from what jiti gives, the default export reading through to the module's names.
  it("leaves a plugin module's named exports readable beside its default export, as jiti's interopDefault does", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'jiti-named-'));
    try {
      writeFileSync(path.join(dir, 'plugin.js'), "export default function changelog() { return { name: 'changelog' }; }\nexport const validateOptions = ({ options }) => ({ ...options, filled: true });\n");
      const plugin = (await importSiteModule(path.join(dir, 'plugin.js'), 'plugin.js', dir, false, true)) as (() => unknown) & { validateOptions?: (a: unknown) => unknown };
      expect(plugin()).toEqual({ name: 'changelog' });
      expect(plugin.validateOptions?.({ options: { a: 1 } })).toEqual({ a: 1, filled: true });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
