/**
 * A site's remark plugin that changes the tree from promises it does not return (calico's `$[name]`
 * variables: an async visitor nobody awaits, importing the document's version's variables by a path
 * relative to the working folder) changes the page as under `docusaurus build`, where the site
 * folder is the working folder and the pipeline waits on files after it
 * (tests/fixtures/docusaurus-remark-async). Before, the tree was read as the plugin returned, and
 * the import, relative to this build's folder, failed outside any promise the build held, ending it.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runRemark, type RemarkDocument } from '../../build/markdown/remark-run.ts';
import { settled } from '../../build/markdown/remark-transform.ts';
import { builtFixture } from '../helpers/fixture.ts';
import { pageHtml } from '../helpers/pages.ts';

describe("a site's remark plugin whose work it does not return", () => {
  const { out } = builtFixture('docusaurus-remark-async');
  const install = (route: string) => /<p>Install[\s\S]*?<\/p>/.exec(pageHtml(out, route))?.[0];

  it("is in the page: each version's variables, read relative to the site folder, in text and link", () => {
    expect(install('/docs/install')).toBe('<p>Install Widget v1.0 from <a href="https://files.example.com/v1.0/manifests/widget.yaml" target="_blank" rel="noopener noreferrer">its manifest</a>.</p>');
    expect(install('/docs/next/install')).toBe('<p>Install Widget v2.0 from <a href="https://files.example.com/v2.0/manifests/widget.yaml" target="_blank" rel="noopener noreferrer">its manifest</a>.</p>');
  });
});

describe("a remark plugin's work that it does not return", () => {
  const doc = (body: string): RemarkDocument => ({ path: '/site/docs/a.mdx', display: 'docs/a.mdx', body, bodyLine: 1, frontMatter: {} });
  const options = { mdx: true, math: false, mdx1: false };
  type Node = { type: string; value?: string; children?: Node[] };
  const texts = (node: Node): Node[] => (node.type === 'text' ? [node] : (node.children ?? []).flatMap(texts));

  it('rejected outside what the plugin returns is an error naming the document and the plugin, not the end of the build', async () => {
    const failing = { name: 'variables', options: undefined, plugin: () => (tree: Node) => void texts(tree).forEach(async () => Promise.reject(new Error("Cannot find module 'variables.js'"))) };
    const result = await runRemark(doc('Fine.\n'), { before: [failing], after: [] }, options);
    expect(result.diagnostics).toEqual([{ severity: 'error', file: 'docs/a.mdx', line: undefined, message: expect.stringMatching(/^remark plugin "variables" failed on this document: Cannot find module 'variables.js'\./) }]);
  });

  it('is waited for through timers and chains of promises', async () => {
    const later = { name: 'later', options: undefined, plugin: () => (tree: Node) => void texts(tree).forEach(async (node) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await Promise.resolve().then(() => (node.value = node.value!.toUpperCase()));
    }) };
    const result = await runRemark(doc('Shout this.\n'), { before: [later], after: [] }, options);
    expect(result).toEqual({ body: 'SHOUT THIS.\n', diagnostics: [] });
  });

  it('is waited for only up to a limit when it keeps working (a timer never cleared)', async () => {
    let timer: NodeJS.Timeout | undefined;
    const { late } = await settled(() => void (timer = setInterval(() => undefined, 5)), 50);
    clearInterval(timer);
    expect(late).toBe(true);
  });
});
