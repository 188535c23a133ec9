/**
 * A video, audio, font or document file imported by code (homarr's home page imports its showcase
 * `.mp4` in a component) is its published URL, as Docusaurus's file loaders give it
 * (@docusaurus/utils 3.10.2, lib/webpackUtils.js: the media, fonts and otherAssets rules beside the
 * images'). The component's bundle stopped on esbuild's "No loader is configured for .mp4 files",
 * and homarr's whole home page was left out.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderMdxPage } from '../helpers/render-mdx-page.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'media-import-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(path.join(dir, 'showcase.mp4'), 'MP4');
writeFileSync(path.join(dir, 'guide.pdf'), 'PDF');
writeFileSync(path.join(dir, 'Showcase.jsx'), "import video from './showcase.mp4';\nexport default function Showcase() {\n  return <video src={video} autoPlay muted />;\n}\n");

describe('a media file imported by code', () => {
  it("is the file's published URL in a component of the site", async () => {
    const result = await renderMdxPage(dir, ["import Showcase from './Showcase.jsx';", '', '<Showcase />', ''].join('\n'));
    expect(result.errors).toEqual([]);
    expect(result.html).toMatch(/<video src="\/[^"]*showcase[^"]*\.mp4"/);
  });

  it("is the file's published URL in a page's own import", async () => {
    const result = await renderMdxPage(dir, ["import guide from './guide.pdf';", '', '<a href={guide}>Guide</a>', ''].join('\n'));
    expect(result.errors).toEqual([]);
    expect(result.html).toMatch(/<a href="\/[^"]*guide[^"]*\.pdf"/);
  });
});
