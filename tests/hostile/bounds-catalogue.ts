/**
 * Inputs that once made the build recurse without end, run for minutes or exhaust memory, one per
 * recursive construct and per size: each ends as pages or as an error at its file and line.
 * content.test.ts runs them like the rest of the catalogue; `npm run pathological` builds each on
 * its own and prints how long it took.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { HostileCase } from './catalogue.ts';

const R = (text: string, times: number) => text.repeat(times);
const lines = (count: number, line: (i: number) => string) => Array.from({ length: count }, (_, i) => line(i)).join('\n');

const NESTING = /error: Markdown nests more than 100 levels deep here \(admonitions, tabs, quotes, lists, emphasis, links or JSX elements inside one another\)\. Flatten it/;
const at = (file: string, line: number | '', message: RegExp) => new RegExp(`^content/docs/${file.replace('.', '\\.')}${line === '' ? '' : `:${line}`}: ${message.source}`);

/** A container nested `depth` levels: each opener with one colon fewer than the one around it, as Docusaurus nests them. */
const nestedAdmonitions = (depth: number) => '# Deep\n\n' + lines(depth, (i) => R(':', depth + 3 - i) + 'note') + '\ndeep\n' + lines(depth, (i) => R(':', 4 + i)) + '\n';

/** Per construct: the depth limit, at the line where it is passed (and, for some, that 100 levels still build). */
export const depthCases: HostileCase[] = [
  {
    name: '2,000 nested admonitions (the issue: a stack overflow without a file)',
    files: { 'docs/deep.md': '# Deep\n\n' + lines(2000, () => ':::note') + '\ndeep\n' + lines(2000, () => ':::') + '\n' },
    // Openers on lines 3-2002: the 101st, whose title is already nested 101 levels, is on line 103.
    expect: [at('deep.md', 103, NESTING)],
  },
  {
    name: '100 nested admonitions, each with one colon fewer, still build',
    files: { 'docs/deep.md': nestedAdmonitions(100) },
    ok: true,
    expect: [],
  },
  {
    // The Markdown twin prefixed each line once per level: 100 levels cost 100 copies of the text, with ever longer prefixes.
    name: '100 nested admonitions around 90,000 lines build, every line of the twin in 100 quotes',
    files: { 'docs/deep.md': nestedAdmonitions(100).replace('\ndeep\n', '\n' + lines(45_000, (i) => `line ${i}\n`) + '\n') },
    ok: true,
    expect: [],
    check: (out) => {
      const twin = readFileSync(path.join(out, 'docs/deep.md'), 'utf8').split('\n');
      expect(twin.filter((line) => line.startsWith(`${'> '.repeat(100)}line `))).toHaveLength(45_000);
    },
    // 5 s of CPU time: 24 s in all at a load average of 12, so more than the default 60 s at 30.
    timeout: 180_000,
  },
  {
    name: '2,000 nested admonitions with a colon fewer each (4 MB of colons)',
    files: { 'docs/deep.md': nestedAdmonitions(2000) },
    expect: [at('deep.md', 103, NESTING)],
  },
  {
    name: '2,000 nested tabs',
    files: { 'docs/tabs.md': '# Tabs\n\n' + lines(2000, () => ':::tabs\n@tab A') + '\ndeep\n' + lines(2000, () => ':::') + '\n' },
    // The 101st opener is on line 203, its @tab on 204: what its tab holds starts on line 205.
    expect: [at('tabs.md', 205, NESTING)],
  },
  {
    name: '50,000 underscores around one letter (the issue: a stack overflow without a file)',
    files: { 'docs/under.md': '# Under\n\nText.\n\n' + R('_', 50_000) + 'a' + R('_', 50_000) + '\n' },
    expect: [at('under.md', 5, NESTING)],
  },
  {
    name: '20,000 nested strikethroughs',
    files: { 'docs/del.md': '# Del\n\n' + R('~~a ', 20_000) + R(' b~~', 20_000) + '\n' },
    expect: [at('del.md', 3, NESTING)],
  },
  {
    name: 'emphasis nested 50,000 deep in a table cell',
    files: { 'docs/cell.md': '# Cell\n\n| a | b |\n|---|---|\n| x | ' + R('*', 50_000) + 'y' + R('*', 50_000) + ' |\n' },
    expect: [at('cell.md', 5, NESTING)],
  },
  {
    name: '3,000 nested JSX elements in an .mdx file (the issue: a stack overflow without a file)',
    files: { 'docs/jsx.mdx': '# JSX\n\n' + R('<div>', 3000) + 'x' + R('</div>', 3000) + '\n' },
    expect: [at('jsx.mdx', 3, NESTING)],
  },
  {
    name: '3,000 JSX elements nested one per line',
    files: { 'docs/jsx.mdx': '# JSX\n\n' + lines(3000, () => '<div>\n') + '\nx\n\n' + lines(3000, () => '</div>\n') + '\n' },
    // The 101st <div> is on line 3 + 2 × 100.
    expect: [at('jsx.mdx', 203, NESTING)],
  },
  {
    name: '2,000 admonitions nested in an .mdx file (read by the MDX parser too)',
    files: { 'docs/deep.mdx': nestedAdmonitions(2000) },
    expect: [at('deep.mdx', 103, NESTING)],
  },
  {
    name: '5,000 nested links and images render as text',
    files: { 'docs/links.md': '# Links\n\n' + R('[', 5000) + 'a' + R('](https://example.com/)', 5000) + '\n\n' + R('![', 5000) + 'a' + R('](https://example.com/a.png)', 5000) + '\n' },
    ok: true,
    expect: [],
  },
  {
    name: '50,000 nested HTML elements in Markdown pass through as HTML',
    files: { 'docs/html.md': '# HTML\n\n' + R('<div>', 50_000) + 'x' + R('</div>', 50_000) + '\n' },
    ok: true,
    expect: [],
  },
  {
    name: '30 admonitions around 30 quotes around a list still build',
    files: { 'docs/mixed.md': '# Mixed\n\n' + lines(30, (i) => R(':', 40 - i) + 'tip') + '\n' + lines(30, (i) => `${R('> ', i)}- level ${i}`) + '\n\n' + lines(30, (i) => R(':', 11 + i)) + '\n' },
    ok: true,
    expect: [],
  },
  {
    name: 'a flowchart of 150 nested subgraphs is left to the browser, with a warning at its line',
    files: { 'docs/graph.md': '# Graph\n\nText.\n\n```mermaid\nflowchart TD\n' + lines(150, (i) => `subgraph s${i}`) + '\nA-->B\n' + lines(150, () => 'end') + '\n```\n' },
    ok: true,
    expect: [at('graph.md', 5, /warning: this diagram has 302 lines; the build draws diagrams of at most 200 lines, so the browser draws it\. Split it/)],
    check: (out) => expect(readFileSync(path.join(out, 'docs/graph/index.html'), 'utf8')).toMatch(/<figure class="diagram diagram--client"/),
  },
  {
    name: "a page's diagrams past 1,000 lines are left to the browser from there on",
    files: { 'docs/seq.md': '# Seq\n\n' + lines(6, (d) => '```mermaid\nsequenceDiagram\n' + lines(198, (i) => `A->>B: ${d}.${i}`) + '\n```\n') + '\n' },
    ok: true,
    // Six diagrams of 199 lines, each 201 lines and a blank line: the sixth passes 1,000.
    expect: [at('seq.md', 3 + 5 * 202, /warning: the page's diagrams pass 1000 lines here; the build draws at most that many per page, so the browser draws this one/)],
    check: (out) => {
      const html = readFileSync(path.join(out, 'docs/seq/index.html'), 'utf8');
      expect(html.match(/<figure class="diagram">/g)).toHaveLength(5);
      expect(html.match(/<figure class="diagram diagram--client"/g)).toHaveLength(1);
    },
  },
];

/** Sizes: what is refused over the limits README states, and large inputs under them that build. */
export const sizeCases: HostileCase[] = [
  {
    name: 'one 10 MB paragraph on a single line (the issue: a stack overflow without a file)',
    files: { 'docs/big.md': '# Big\n\n' + R('word ', 2_000_000) + '\n' },
    expect: [at('big.md', '', /error: file has 10,000,008 bytes; the build reads files of at most 5,000,000 \(5 MB\)\. Split it into smaller files\./)],
  },
  {
    name: 'a file of 100,001 lines',
    files: { 'docs/long.md': '# Long\n\n' + R('a\n', 100_000) },
    expect: [at('long.md', 100_001, /error: file has more than 100,000 lines; the build reads files of at most that many\. Split it into smaller files\./)],
  },
  {
    name: 'an authors.yml over the size limit',
    files: { 'blog/authors.yml': 'jane:\n  name: Jane\n  bio: ' + R('x', 5_000_001) + '\n' },
    expect: [/^content\/blog\/2025-01-02-hello\.md:3: error: unknown author "jane"/, /^content\/blog\/authors\.yml: error: file has 5,000,028 bytes; the build reads files of at most 5,000,000 \(5 MB\)/],
  },
  {
    name: '510,000 escaped characters: more elements than a file may hold',
    files: { 'docs/many.md': '# Many\n\n' + R('\\*', 510_000) + '\n' },
    expect: [at('many.md', 3, /error: the file holds more than 500,000 Markdown elements .* Split the file into several pages\./)],
  },
  {
    name: '20,001 {expressions} in an .mdx file: more than a file may hold',
    files: { 'docs/many.mdx': '# Many\n\n' + R('{1} ', 10_000) + '\n\n' + R('{2} ', 10_001) + '\n' },
    expect: [at('many.mdx', 5, /error: the file holds more than 20,000 JSX tags and \{expressions\}; .* Split the file into several pages\./)],
  },
  {
    name: 'a 300,000-character heading builds',
    files: { 'docs/heading.md': '# Heading\n\n## ' + R('h', 300_000) + '\n' },
    ok: true,
    expect: [],
  },
  {
    name: 'a 5,000-column table builds',
    files: { 'docs/table.md': '# Table\n\n|' + R(' a |', 5000) + '\n|' + R('---|', 5000) + '\n|' + R(' b |', 5000) + '\n' },
    ok: true,
    expect: [],
  },
  {
    name: '200,000 [ on one line build',
    files: { 'docs/brackets.md': '# Brackets\n\n' + R('[', 200_000) + '\n' },
    ok: true,
    expect: [],
  },
  {
    name: '20,000 links build',
    files: { 'docs/links.md': '# Links\n\n' + R('[a](https://example.com/) ', 20_000) + '\n' },
    ok: true,
    expect: [],
  },
  {
    name: '1,500,000 unclosed tags on one line: more elements than a file may hold',
    files: { 'docs/tags.md': '# Tags\n\nText ' + R('<a ', 1_500_000) + '\n' },
    expect: [at('tags.md', 3, /error: the file holds more than 500,000 Markdown elements/)],
  },
];
