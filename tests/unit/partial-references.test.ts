/**
 * A partial is compiled on its own by Docusaurus (each `.mdx` file is one MDX document), so a
 * reference link in it (`[text][id]`) is a link only when the partial defines `[id]: url` itself.
 * One whose definition is only in the page that shows it stays the text it is written as: no link,
 * and no broken link either (stellar-docs' `request.mdx` uses `[json-rpc-methods]`, which only its
 * pages define, from their own folder). A bare `.md` link in a partial that is not beside it
 * resolves from the docs root, as Docusaurus tries both.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderMdxPage } from '../helpers/render-mdx-page.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'partial-refs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(path.join(dir, 'parts'));
writeFileSync(path.join(dir, 'other.md'), '# Other\n');
writeFileSync(path.join(dir, 'parts', 'own.md'), '# Own\n');
writeFileSync(
  path.join(dir, 'parts', '_request.mdx'),
  ['The methods are in [the method list][methods], and *also* [methods].', '', 'Its own: [the own page][own] and [Own][].', '', '[own]: ./own.md', ''].join('\n'),
);

writeFileSync(path.join(dir, 'parts', '_root-link.md'), 'See [the other doc](other.md), from the docs root.\n');
mkdirSync(path.join(dir, 'sub'));

const page = ["import Request from './parts/_request.mdx';", '', '<Request />', '', 'The page: [the method list][methods].', '', '[methods]: ./other.md', ''].join('\n');

const routes: Record<string, string> = { [path.join(dir, 'other.md')]: '/docs/other', [path.join(dir, 'parts', 'own.md')]: '/docs/parts/own' };
const render = (source: string, file: string) => renderMdxPage(dir, source, file, routes);

describe('reference links in a partial', () => {
  it('link only to what the partial defines itself', async () => {
    const result = await render(page, 'page.mdx');
    expect(result.errors).toEqual([]);
    expect(result.html).toContain('<p>The methods are in [the method list][methods], and <em>also</em> [methods].</p>');
    expect(result.html).toContain('<p>Its own: <a href="/docs/parts/own">the own page</a> and <a href="/docs/parts/own">Own</a>.</p>');
    expect(result.html).toContain('<p>The page: <a href="/docs/other">the method list</a>.</p>');
    expect(result.links.map((link) => link.path).sort()).toEqual(['/docs/other', '/docs/parts/own', '/docs/parts/own']);
  });
});

describe('a bare .md link in a partial', () => {
  it('resolves from the docs root when it is not beside the partial, as Docusaurus tries both (chaos-mesh common/_quick-run.md)', async () => {
    const result = await render("import Part from '../parts/_root-link.md';\n\n<Part />\n", 'sub/page.mdx');
    expect(result.errors).toEqual([]);
    expect(result.html).toContain('<p>See <a href="/docs/other">the other doc</a>, from the docs root.</p>');
  });
});
