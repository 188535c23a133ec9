/**
 * `npm run bench:diagrams -- DIR`: finds every ```mermaid block in the Markdown and MDX files under
 * DIR (a Docusaurus site's docs, say) and prints how many the build draws as SVG, leaves to the
 * browser or reports as syntax errors, with the time each takes uncached: Mermaid's syntax check
 * and beautiful-mermaid's drawing. A script that prints figures, not a test.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { globbySync } from 'globby';
import { checkDiagramSyntax } from '../build/markdown/diagram-check.ts';
import { drawnAtBuild, readDiagramSource } from '../build/markdown/diagram-source.ts';
import { drawSvg } from '../build/markdown/diagram-svg.ts';
import { scanFences } from '../build/markdown/fences.ts';

const dir = path.resolve(process.argv[2] ?? 'content');
const files = globbySync('**/*.{md,mdx}', { cwd: dir, absolute: true });
const diagrams = files.flatMap((file) => {
  const lines = readFileSync(file, 'utf8').replace(/\r\n?/g, '\n').split('\n');
  return scanFences(lines)
    .filter((fence) => /^mermaid\b/.test(fence.info))
    .map((fence) => ({ file, line: fence.open + 1, text: lines.slice(fence.open + 1, fence.closed ? fence.close : fence.close + 1).join('\n') }));
});

const outcomes = { svg: 0, browser: 0, error: 0, undrawable: 0 };
const checkMs: number[] = [];
const drawMs: number[] = [];
// CPU time as well as wall time: on a shared machine the wall time mostly measures the other work.
let drawCpuMs = 0;
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const browserKinds = new Map<string, number>();
// Load the renderer before timing; Mermaid's load shows as the first syntax check.
await drawSvg('flowchart LR\n  A --> B');
const start = performance.now();
const startCpu = cpuMs();
for (const diagram of diagrams) {
  let t = performance.now();
  const problem = await checkDiagramSyntax(diagram.text);
  checkMs.push(performance.now() - t);
  const source = readDiagramSource(diagram.text);
  if (problem) {
    outcomes.error++;
    console.log(`${path.relative(dir, diagram.file)}:${diagram.line + problem.line}: syntax error: ${problem.message}`);
  } else if (!drawnAtBuild(source)) {
    outcomes.browser++;
    browserKinds.set(source.kind, (browserKinds.get(source.kind) ?? 0) + 1);
  } else {
    t = performance.now();
    const cpu = cpuMs();
    const svg = await drawSvg(source.body);
    drawCpuMs += cpuMs() - cpu;
    if (svg === undefined) {
      outcomes.undrawable++;
      console.log(`${path.relative(dir, diagram.file)}:${diagram.line}: beautiful-mermaid cannot draw it; the browser will`);
    } else {
      outcomes.svg++;
      drawMs.push(performance.now() - t);
    }
  }
}

const pages = new Set(diagrams.map((d) => d.file)).size;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const ms = (x: number) => `${x.toFixed(1)} ms`;
console.log(`\n${diagrams.length} Mermaid diagrams on ${pages} of ${files.length} pages under ${dir}`);
console.log(`  drawn as SVG at build time   ${outcomes.svg}`);
console.log(`  drawn in the browser         ${outcomes.browser + outcomes.undrawable} (${[...browserKinds].map(([k, n]) => `${k} ${n}`).join(', ')}${outcomes.undrawable ? `, ${outcomes.undrawable} beautiful-mermaid could not draw` : ''})`);
console.log(`  syntax errors                ${outcomes.error}`);
console.log(`  syntax check per diagram     median ${ms(median(checkMs))}, first (loads Mermaid) ${ms(checkMs[0] ?? 0)}`);
console.log(`  SVG drawing per diagram      median ${ms(median(drawMs))}, max ${ms(Math.max(0, ...drawMs))}, total ${ms(drawMs.reduce((a, b) => a + b, 0))} (CPU ${ms(drawCpuMs)})`);
console.log(`  everything, uncached         ${ms(performance.now() - start)} (CPU ${ms(cpuMs() - startCpu)})`);
