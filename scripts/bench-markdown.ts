/**
 * What one Markdown document costs in a render thread, on real content: `npm run bench:markdown --
 * DIR [--files N] [--rounds N] [--mdx1]` reads up to N `.md`/`.mdx` files under DIR (a site's docs folder),
 * then, in this thread, parses each as MDX (markdown/mdx/parse.ts) and renders it as the build does
 * (render-jobs.ts, in place, without diagrams), round after round, and prints the CPU time per
 * document of each stage: the first round (code not yet optimised), then the best later one. Each
 * round gives every text a different last line, so that no parse is served from the memo of recent
 * texts (markdown/recent.ts). A site's cold build spends most of its time here (README "Scale on
 * real content"); this is its per-page cost without the rest of the build around it. `--mdx1`
 * reads the files as a Docusaurus 2 site's are read (markdown/mdx/mdx1.ts, markdown/mdx1-emphasis.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseMdx } from '../build/markdown/mdx/parse.ts';
import { renderMarkdownJobs } from '../build/render-jobs.ts';
import { type MarkdownJob } from '../build/markdown-jobs.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { files: { type: 'string', default: '1000' }, rounds: { type: 'string', default: '4' }, mdx1: { type: 'boolean', default: false } } });
const dir = positionals[0];
if (!dir) {
  console.error('usage: npm run bench:markdown -- DIR [--files N] [--rounds N] [--mdx1]');
  process.exit(1);
}
const root = path.resolve(dir);
const files = readdirSync(root, { recursive: true })
  .map(String)
  .filter((f) => /\.mdx?$/.test(f) && !f.split(path.sep).includes('node_modules'))
  .sort()
  .slice(0, Number(values.files))
  .map((f) => path.join(root, f));
const bodies = files.map((file) => readFileSync(file, 'utf8').replace(/\r\n?/g, '\n').replace(/^---\n[\s\S]*?\n---(?:\n|$)/, ''));
const kb = bodies.reduce((sum, body) => sum + body.length, 0) / 1024;

const cpuMs = async (work: () => unknown) => {
  const before = process.cpuUsage();
  await work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
};

const jobs = (round: number): MarkdownJob[] =>
  files.map((file, i) => ({ path: file, display: path.relative(root, file), body: `${bodies[i]}\n\n<!-- round ${round} -->\n`, bodyLine: 1, permalink: `/page-${i}`, url: `https://example.com/page-${i}`, site: { baseUrl: '/' } }));

const context = { routeByFile: new Map<string, string>(), staticDirs: [root], contentDirs: [root], docsDirs: [], siteDir: root, onBrokenMarkdownLinks: 'ignore' as const, mermaid: false, markdownFormat: 'mdx' as const, mdx1: values.mdx1 };

console.log(`${files.length} documents, ${kb.toFixed(0)} KB, under ${root}`);
const parse: number[] = [];
const render: number[] = [];
for (let round = 0; round < Number(values.rounds); round++) {
  const batch = jobs(round);
  parse.push(await cpuMs(() => batch.forEach((job) => parseMdx(job.body, { mdx1: values.mdx1 }))));
  // Different texts again, so that the render parses afresh rather than reading the memo.
  render.push(await cpuMs(() => renderMarkdownJobs(jobs(round + 1000), context)));
}
const perDoc = (ms: number) => `${(ms / files.length).toFixed(2)} ms`;
console.log(`| stage | first round, per document | best later round, per document |`);
console.log(`|---|---|---|`);
console.log(`| MDX parse | ${perDoc(parse[0])} | ${perDoc(Math.min(...parse.slice(1)))} |`);
console.log(`| render (parse, code, marked, highlighting, twin) | ${perDoc(render[0])} | ${perDoc(Math.min(...render.slice(1)))} |`);
