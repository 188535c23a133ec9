/**
 * A link that a doc's code draws only once the sidebars exist (its second render,
 * build/doc-route-renders.ts: `useDoc().metadata.next` is there only then) is link-checked, as
 * Docusaurus checks every link its render collects. The first render's links were checked instead,
 * so a broken one drawn from the doc's neighbours went unreported.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT, tempSite } from '../helpers/fixture.ts';

const site = tempSite('docusaurus-docs-client');
afterAll(() => site.cleanup());

it("reports a broken link drawn from useDoc().metadata.next, which only the doc's second render has", async () => {
  site.write(
    'src/components/NextGone.js',
    "import React from 'react';\nimport Link from '@docusaurus/Link';\nimport { useDoc } from '@docusaurus/plugin-content-docs/client';\n\nexport default function NextGone() {\n  const { metadata } = useDoc();\n  return <Link to={`${metadata.next.permalink}gone-page`}>after {metadata.next.title}</Link>;\n}\n",
  );
  // 'warn' rather than the fixture's 'throw', so the page is written and shows the link it drew.
  const config = path.join(site.content, 'docusaurus.config.js');
  site.write('docusaurus.config.js', readFileSync(config, 'utf8').replace("onBrokenLinks: 'throw'", "onBrokenLinks: 'warn'"));
  const guide = path.join(site.content, 'docs/guide.mdx');
  site.write('docs/guide.mdx', readFileSync(guide, 'utf8').replace("import SidebarInfo from '@site/src/components/SidebarInfo';", "import SidebarInfo from '@site/src/components/SidebarInfo';\nimport NextGone from '@site/src/components/NextGone';\n\n<NextGone />"));
  const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
  const messages = result.diagnostics.map(formatDiagnostic);
  expect(readFileSync(path.join(site.out, 'docs/guide/index.html'), 'utf8')).toContain('gone-page">after Intro</a>');
  expect(messages.filter((m) => m.includes('gone-page'))).toEqual([expect.stringMatching(/docs\/guide\.mdx:\d+: warning: broken link: no page at "\/docs\/gone-page"/)]);
}, 120_000);
