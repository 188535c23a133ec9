/**
 * A Docusaurus site's own remark plugins run on the documents of the instance that lists them:
 * links they rewrite and MDX (JSX, imports) they insert are what the pages show; what they leave
 * alone stays the source's text byte for byte; a plugin whose package is not installed is skipped
 * with one warning, and one that throws is an error naming the document and the plugin.
 */
import { EventEmitter } from 'node:events';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { runRemark, type RemarkDocument } from '../../build/markdown/remark-run.ts';
import type { RemarkPlugins } from '../../build/docusaurus/remark-plugins.ts';
import { cliBuild, FIXTURES, ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';
import { pageHtml } from '../helpers/pages.ts';

const { out, printed } = cliBuild('docusaurus-remark', 120_000);
const article = (html: string) => /<article[\s\S]*<\/article>/.exec(html)![0];
const panels = (html: string) => [...html.matchAll(/<div class="tabs__panel" data-label="(\w+)"[\s\S]*?<code[^>]*>([^<]*)/g)].map((m) => [m[1], m[2].trim()]);

describe('a Docusaurus site with its own remark plugins', () => {
  it('builds, warning only about what is not run: rehype plugins, a package not installed, a plugin calling one', () => {
    expect(printed.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/docusaurus\.config\.js: warning: option "rehypePlugins" is not supported/),
      expect.stringMatching(/docusaurus\.config\.js: warning: remark plugin "remark-plugin-nobody-installed" is not run: the package "remark-plugin-nobody-installed" is not installed in the site\. Install the site's packages/),
      expect.stringMatching(/src\/pages\/about\.md: warning: remark plugin "needsHelper" is not run: it needs the package "remark-helper-nobody-installed", which is not installed in the site\./),
    ]);
  });

  it("shows the links a plugin rewrote (onBrokenLinks: 'throw' does not stop on them) and the tabs another inserted, with their import", () => {
    const html = article(pageHtml(out, '/docs/intro'));
    expect([...html.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1])).toEqual(['https://ext.example.com/guide/', '/docs/plain', 'https://ext.example.com/api']);
    expect(panels(html)).toEqual([
      ['npm', 'npm install left-pad'],
      ['yarn', 'yarn add left-pad'],
    ]);
    expect(html).not.toContain('import Tabs');
  });

  it("runs each instance's own list: the blog's tabs, none for the pages", () => {
    expect(panels(pageHtml(out, '/blog/2024/01/01/hello'))).toEqual([
      ['npm', 'npm install left-pad'],
      ['yarn', 'yarn add left-pad'],
    ]);
    const about = article(pageHtml(out, '/about'));
    expect(about).not.toContain('tabs__panel');
    expect(about).toContain('npm install left-pad');
  });
});

describe('runRemark', () => {
  const plugins = async (): Promise<RemarkPlugins> => {
    const { plugin } = await import(path.join(FIXTURES, 'docusaurus-remark/plugins/cross-site-links.js'));
    const tabs = (await import(path.join(FIXTURES, 'docusaurus-remark/plugins/install-tabs.mjs'))).default;
    return { before: [{ name: 'cross-site-links', plugin, options: { prefixes: { '@ext': 'https://ext.example.com' } } }], after: [{ name: 'install-tabs', plugin: tabs, options: undefined }] };
  };
  const doc = (body: string, bodyLine = 1): RemarkDocument => ({ path: '/site/docs/a.mdx', display: 'docs/a.mdx', body, bodyLine, frontMatter: {} });
  const options = { mdx: true, math: false, mdx1: false };

  it('leaves a document the plugins do not change as it is, byte for byte', async () => {
    const body = readFileSync(path.join(FIXTURES, 'docusaurus-remark/docs/plain.md'), 'utf8');
    const result = await runRemark(doc(body), await plugins(), options);
    expect(result).toEqual({ body, diagnostics: [] });
  });

  it('writes anew only what a plugin changed: the rest of the text stays, comments and heading ids too', async () => {
    const body = '# Title {#title}\n\n<!-- a comment -->\n\nSee  [the *guide*](@ext/guide "Guide")  and `code`   here.\n\n* a [link](@ext/x)\n  continued\n';
    const result = await runRemark(doc(body), await plugins(), options);
    expect(result.body).toBe(body.replace('@ext/guide', 'https://ext.example.com/guide').replace('@ext/x', 'https://ext.example.com/x'));
  });

  it('writes inserted MDX (a JSX element in a list item, an import) where the plugin put it', async () => {
    const body = 'Intro.\n\n- Install:\n\n  ```bash tabs\n  npm install a\n  ```\n\nAfter.\n';
    const result = await runRemark(doc(body), await plugins(), options);
    expect(result.body).toBe(
      "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\nIntro.\n\n- Install:\n\n  <Tabs>\n    <TabItem value=\"npm\">\n      ```bash\n      npm install a\n      ```\n    </TabItem>\n\n    <TabItem value=\"yarn\">\n      ```bash\n      yarn add a\n      ```\n    </TabItem>\n  </Tabs>\n\nAfter.\n",
    );
  });

  it('keeps inserted MDX in its block quote: every line of it, blank ones too, continues the quote', async () => {
    const body = 'Intro.\n\n> Install:\n>\n> ```bash tabs\n> npm install a\n> ```\n\nAfter.\n';
    const result = await runRemark(doc(body), await plugins(), options);
    expect(result.body).toBe(
      "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\nIntro.\n\n> Install:\n>\n> <Tabs>\n>   <TabItem value=\"npm\">\n>     ```bash\n>     npm install a\n>     ```\n>   </TabItem>\n>\n>   <TabItem value=\"yarn\">\n>     ```bash\n>     yarn add a\n>     ```\n>   </TabItem>\n> </Tabs>\n\nAfter.\n",
    );
  });

  it('writes a JSX flow element a plugin put in a heading inline, as MDX compiles it, so the heading stays one line', async () => {
    const badge = { type: 'mdxJsxFlowElement', name: 'span', attributes: [{ type: 'mdxJsxAttribute', name: 'class', value: 'badge' }], children: [{ type: 'text', value: 'Optional' }] };
    type Tree = { children: { type: string; depth?: number; children: { type: string }[] }[] };
    const badges = { name: 'badges', options: undefined, plugin: () => (tree: Tree) => {
      for (const heading of tree.children.filter((n) => n.type === 'heading')) heading.children = heading.children.map((c) => (c.type === 'mdxTextExpression' ? badge : c));
      // A heading made anew is written whole: its badge inline too.
      tree.children.push({ type: 'heading', depth: 3, children: [{ type: 'text', value: 'Added ' }, badge] as { type: string }[] });
    } };
    const result = await runRemark(doc('### 3. Change the path {{optional}}\n\nText.\n'), { before: [badges], after: [] }, options);
    expect(result.diagnostics).toEqual([]);
    expect(result.body.trimEnd()).toBe('### 3. Change the path <span class="badge">Optional</span>\n\nText.\n\n### Added <span class="badge">Optional</span>');
  });

  it("writes a JSX attribute a plugin gave a number or a boolean as its text, as MDX compiles it (eks-workshop's RequiredTime totalTime)", async () => {
    type Tree = { children: unknown[] };
    const time = { name: 'time', options: undefined, plugin: () => (tree: Tree) => {
      tree.children.push({ type: 'mdxJsxFlowElement', name: 'RequiredTime', attributes: [{ type: 'mdxJsxAttribute', name: 'totalTime', value: 25 }, { type: 'mdxJsxAttribute', name: 'zoomed', value: false }, { type: 'mdxJsxAttribute', name: 'open', value: null }], children: [] });
    } };
    const result = await runRemark(doc('Intro.\n'), { before: [time], after: [] }, options);
    expect(result.diagnostics).toEqual([]);
    expect(result.body.trimEnd()).toBe('Intro.\n\n<RequiredTime totalTime="25" zoomed="false" open />');
  });

  it("writes a JSX attribute a plugin gave as an estree alone, with no text, from its estree when it is data (cadence's Code Hike style element)", async () => {
    type Tree = { children: unknown[] };
    const program = (expression: unknown) => ({ type: 'Program', body: [{ type: 'ExpressionStatement', expression }], sourceType: 'module' });
    const html = { type: 'ObjectExpression', properties: [{ type: 'Property', method: false, shorthand: false, computed: false, kind: 'init', key: { type: 'Identifier', name: '__html' }, value: { type: 'Literal', value: '[data-ch-theme="nord"] { --x: 1 }' } }] };
    const list = { type: 'ArrayExpression', elements: [{ type: 'Literal', value: 1 }, { type: 'UnaryExpression', operator: '-', prefix: true, argument: { type: 'Literal', value: 2 } }, { type: 'Identifier', name: 'undefined' }] };
    const style = { name: 'code-hike', options: undefined, plugin: () => (tree: Tree) => {
      const attribute = (name: string, expression: unknown) => ({ type: 'mdxJsxAttribute', name, value: { type: 'mdxJsxAttributeValueExpression', data: { estree: program(expression) } } });
      tree.children.unshift({ type: 'mdxJsxFlowElement', name: 'style', attributes: [attribute('dangerouslySetInnerHTML', html), attribute('data-list', list)], children: [] });
    } };
    const result = await runRemark(doc('Intro.\n'), { before: [style], after: [] }, options);
    expect(result.diagnostics).toEqual([]);
    expect(result.body.trimEnd()).toBe('<style dangerouslySetInnerHTML={{__html: "[data-ch-theme=\\"nord\\"] { --x: 1 }"}} data-list={[1, -2, undefined]} />\n\nIntro.');
  });

  it("writes a node of the plugin's own type as the element remark-rehype makes of it: its data.hName and hProperties, else a div, else its value (ziti's code sections)", async () => {
    type Tree = { children: unknown[] };
    const sections = { name: 'code-sections', options: undefined, plugin: () => (tree: Tree) => {
      const code = { type: 'code', lang: 'sh', value: 'ziti edge login' };
      const title = { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: 'Command:' }] }] };
      tree.children.splice(1, 1, { type: 'div', data: { hName: 'div', hProperties: { className: ['code-section', 'wide'], hidden: true } }, children: [title, code] }, { type: 'box', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'Boxed.' }] }] });
      tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'Then ' }, { type: 'note', value: 'a note' }, { type: 'badge', data: { hName: 'span' }, children: [{ type: 'text', value: 'new' }] }] });
    } };
    const result = await runRemark(doc('Intro.\n\nA section.\n'), { before: [sections], after: [] }, options);
    expect(result.diagnostics).toEqual([]);
    expect(result.body.trimEnd()).toBe('Intro.\n\n<div className="code-section wide" hidden>\n  **Command:**\n\n  ```sh\n  ziti edge login\n  ```\n</div>\n\n<div>\n  Boxed.\n</div>\n\nThen a note<span>new</span>');
  });

  it("writes a plugin node's hProperties as the attributes MDX gives React for those hast properties: data-* and aria-*, lists joined, a style string as its object", async () => {
    type Tree = { children: unknown[] };
    const boxed = { name: 'boxed', options: undefined, plugin: () => (tree: Tree) => {
      const hProperties = { style: 'color:red; font-size: 2em', dataX: '1', ariaLabel: 'Box', className: ['a', 'b'], accept: ['.md', '.mdx'], hidden: false };
      tree.children.push({ type: 'x', data: { hName: 'div', hProperties }, children: [{ type: 'paragraph', children: [{ type: 'text', value: 'Boxed.' }] }] });
    } };
    const result = await runRemark(doc('Intro.\n'), { before: [boxed], after: [] }, options);
    expect(result.diagnostics).toEqual([]);
    expect(result.body.trimEnd()).toBe('Intro.\n\n<div style={{"color":"red","fontSize":"2em"}} data-x="1" aria-label="Box" className="a b" accept=".md, .mdx">\n  Boxed.\n</div>');
  });

  it('a plugin that throws is an error naming the document, its line and the plugin, and what to do', async () => {
    const result = await runRemark(doc('Fine.\n\nA [bad link](@nope/x).\n', 11), await plugins(), options);
    expect(result.diagnostics).toEqual([
      { severity: 'error', file: 'docs/a.mdx', line: undefined, message: 'remark plugin "cross-site-links" failed on this document: link "@nope/x" in a.mdx has an unknown prefix. Fix what it names in the document, or take the plugin out of the config\'s remarkPlugins.' },
    ]);
  });

  it("a plugin whose callback throws outside its promise (flow's: a child process's 'error' event for a binary that is not there) is an error naming the document, not the end of the build", async () => {
    const spawning = {
      name: 'flow-check',
      plugin: () => async () => {
        const child = new EventEmitter();
        setTimeout(() => child.emit('error', new Error('spawn flow ENOENT')), 5);
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('Unexpected end of JSON input');
      },
      options: undefined,
    };
    const result = await runRemark(doc('Fine.\n', 11), { before: [], after: [spawning] }, options);
    expect(result.diagnostics).toEqual([
      { severity: 'error', file: 'docs/a.mdx', line: undefined, message: 'remark plugin "flow-check" failed on this document: spawn flow ENOENT. It runs the program "flow", which is not installed here: put it on PATH (docusaurus build needs it too), or take the plugin out of the config\'s remarkPlugins.' },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 80));
  });

  it("writes a changed text after a link on its paragraph's lines, not indented to the link's column (calico's variables)", async () => {
    type Tree = { type: string; value?: string; children?: Tree[] };
    const fill = (node: Tree): void => void (node.value !== undefined ? (node.value = node.value.replace('$[name]', 'Calico')) : node.children?.forEach(fill));
    const variables = { name: 'variables', options: undefined, plugin: () => fill };
    const body = 'See [the guide](https://x.example/guide) for\nthe $[name] operator, and\nmore.\n\n- In [a list](https://x.example) item\n  that $[name] goes on.\n';
    const result = await runRemark(doc(body), { before: [variables], after: [] }, options);
    expect(result.body).toBe('See [the guide](https://x.example/guide)&#x20;for\nthe Calico operator, and\nmore.\n\n- In [a list](https://x.example)&#x20;item\n  that Calico goes on.\n');
  });

  it("a plugin's message names the file and the line in it", async () => {
    const warn = { name: 'warns', plugin: () => (tree: { children: { position: unknown }[] }, file: { message: (r: string, p: unknown) => void }) => void file.message('second block', tree.children[1].position), options: undefined };
    const result = await runRemark(doc('One.\n\nTwo.\n', 11), { before: [], after: [warn] }, options);
    expect(result.diagnostics).toEqual([{ severity: 'warning', file: 'docs/a.mdx', line: 13, message: 'second block' }]);
  });
});

describe('remark plugins from the site', () => {
  let site: TempSite | undefined;
  afterEach(() => site?.cleanup());

  it("draws a plugin node's hProperties on its element as Docusaurus does: style, data-x and the class list", async () => {
    site = tempSite('docusaurus-remark');
    site.remove('docs/intro.mdx');
    const node = "{ type: 'x', data: { hName: 'div', hProperties: { style: 'color:red', dataX: '1', className: ['a', 'b'] } }, children: [{ type: 'paragraph', children: [{ type: 'text', value: 'Boxed' }] }] }";
    site.write('docusaurus.config.js', `module.exports = { title: 'T', url: 'https://t.example', presets: [['classic', { docs: { routeBasePath: '/docs', remarkPlugins: [() => (tree) => { tree.children.push(${node}); }] }, blog: false }]] };\n`);
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(article(pageHtml(site.out, '/docs/plain'))).toContain('<div style="color:red" data-x="1" class="a b"><p>Boxed</p>');
  }, 120_000);

  it("loads a plugin from the site's installed packages, and a changed option is not served from the cache", async () => {
    site = tempSite('docusaurus-remark');
    // Its `@ext/` links need the fixture's own plugin, which this config does not list.
    site.remove('docs/intro.mdx');
    const pkg = path.join(site.content, 'node_modules/remark-shout');
    mkdirSync(pkg, { recursive: true });
    writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: 'remark-shout', main: 'index.js' }));
    writeFileSync(path.join(pkg, 'index.js'), "module.exports = (o) => (tree) => { const up = (n) => { if (n.type === 'text') n.value = n.value.toUpperCase() + o.mark; (n.children || []).forEach(up); }; up(tree); };\n");
    const config = (mark: string) => `module.exports = { title: 'T', url: 'https://t.example', presets: [['classic', { docs: { routeBasePath: '/docs', remarkPlugins: [[require('remark-shout'), { mark: '${mark}' }]] }, blog: false }]] };\n`;
    site.write('docusaurus.config.js', config('!'));
    const first = await build({ root: ROOT, contentDir: site.content, outDir: site.out, diskCache: true });
    expect(first.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(article(pageHtml(site.out, '/docs/plain'))).toContain('<h2 id="custom-id">CUSTOM ID!');
    site.write('docusaurus.config.js', config('?'));
    await build({ root: ROOT, contentDir: site.content, outDir: site.out, diskCache: true });
    expect(article(pageHtml(site.out, '/docs/plain'))).toContain('<h2 id="custom-id">CUSTOM ID?');
  }, 120_000);
});
