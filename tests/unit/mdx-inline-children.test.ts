/**
 * The JSX elements inside an element written on one line (`<details><summary>More</summary>Hidden</details>`)
 * are its React children, as MDX makes them, not HTML already rendered: Details finds its summary
 * there, as Docusaurus's does. It drew "Details" as the summary and showed `More` inside the body.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderMdxPage } from '../helpers/render-mdx-page.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'inline-children-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('an element written on one line', () => {
  it('has its JSX children as elements: a details finds its summary', async () => {
    const result = await renderMdxPage(dir, 'Before.\n\n<details><summary>More **options**</summary>Hidden <code>x</code> text</details>\n\nIn text: <details><summary>Why</summary>Because</details>.\n');
    expect(result.errors).toEqual([]);
    expect(result.html).toContain('<details class="details"><summary>More <strong>options</strong></summary><div class="details__body">Hidden <code>x</code> text</div></details>');
    expect(result.html).toContain('In text: <details class="details"><summary>Why</summary><div class="details__body">Because</div></details>.');
    expect(result.html).not.toContain('<summary>Details</summary>');
  });
});
