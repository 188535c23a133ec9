/**
 * A partial used within a line of text (`<Addresses />;`, as OffchainLabs/arbitrum-docs writes its
 * contract-addresses page) is an element of a paragraph for MDX, and still renders its own block
 * content, as the component it compiles to does: headings, lists and escapes of its Markdown.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderMdxPage } from '../helpers/render-mdx-page.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'partial-in-text-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(path.join(dir, 'partials'));
writeFileSync(path.join(dir, 'partials', '_addresses.mdx'), ['## Core contracts', '', 'Addresses of the \\*bridge\\* and the *inbox*:', '', '- Bridge: `0x8315`', '- Inbox: `0x4Dbd`', ''].join('\n'));

const render = (source: string) => renderMdxPage(dir, source);

describe('a partial within a line of text', () => {
  it('renders its block content inside the paragraph, escapes read', async () => {
    const result = await render(["import Addresses from './partials/_addresses.mdx';", '', '<Addresses />;', ''].join('\n'));
    expect(result.errors).toEqual([]);
    expect(result.html).toMatch(/<h2 id="core-contracts">Core contracts<a href="#core-contracts"/);
    expect(result.html).toContain('<p>Addresses of the *bridge* and the <em>inbox</em>:</p>');
    expect(result.html).toMatch(/<li>Bridge: <code[^>]*>0x8315<\/code><\/li>/);
    expect(result.html).toContain(';');
  });
});
