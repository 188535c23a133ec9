/**
 * Issue 21: many new diagrams are checked and drawn on threads of their own while the build's
 * thread renders Markdown, with the outcomes the build's thread reaches by itself.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { drawDiagramsAhead, startPool } from '../../build/diagram-threads.ts';
import { diagramKnown, diagramOutcome } from '../../build/markdown/diagram-cache.ts';
import { diagramTexts } from '../../build/markdown/diagrams.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'diagram-threads-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** One page of every outcome: drawn (each kind, named and described), left to the browser, and a syntax error. */
const PAGE = [
  '# Diagrams',
  '```mermaid\nflowchart LR\n  accTitle: Increment flow\n  accDescr: Planning to done.\n  P[Planning] --> D[Done]\n```',
  '```mermaid\n---\ntitle: Review\n---\nsequenceDiagram\n  Author->>Reviewer: Pull request\n  Reviewer-->>Author: Approved\n```',
  '```mermaid\nstateDiagram-v2\n  [*] --> Planned\n  Planned --> Active\n  Active --> [*]\n```',
  '```mermaid\nclassDiagram\n  Increment <|-- Feature\n  Increment : +string id\n```',
  '```mermaid\nerDiagram\n  INCREMENT ||--o{ TASK : has\n```',
  '```mermaid\npie title Time\n  "Specs" : 40\n  "Code" : 60\n```',
  '```mermaid\nflowchart TD\n  A --> B{Decide\n```',
  // Indented in a list item: its token loses the fence's indentation, and so must the text drawn ahead.
  '- Step\n\n  ```mermaid\n  flowchart TD\n    Start --> Stop\n  ```',
].join('\n\n');

/** The same diagrams with a marker comment, so that neither cache knows them (each test's own). */
function page(marker: string): string {
  return PAGE.replace(/^( *)```$/gm, `$1%% ${marker}\n$1\`\`\``);
}

function files(cacheDir: string): Record<string, string> {
  return Object.fromEntries(readdirSync(cacheDir).map((name) => [name, readFileSync(path.join(cacheDir, name), 'utf8')]));
}

describe('diagrams drawn ahead on threads', () => {
  it('reach the outcomes the build thread reaches, byte for byte, and hand them to the page', async () => {
    const markdown = page('threads');
    const texts = diagramTexts(markdown);
    expect(texts).toHaveLength(8);
    expect(texts.at(-1)).toBe('flowchart TD\n  Start --> Stop\n%% threads');

    const onThreads = path.join(dir, 'threads');
    const inThread = path.join(dir, 'in-thread');
    expect(drawDiagramsAhead([markdown], onThreads)).toBe(texts.length);
    // Under way: the page's own request finds them instead of drawing again.
    expect(texts.every((text) => diagramKnown(text, onThreads))).toBe(true);
    const ahead = await Promise.all(texts.map((text) => diagramOutcome(text, onThreads)));
    const here: Awaited<ReturnType<typeof diagramOutcome>>[] = [];
    for (const text of texts) here.push(await diagramOutcome(text, inThread));

    expect(ahead.map((o) => o.kind)).toEqual(['svg', 'svg', 'svg', 'svg', 'svg', 'client', 'error', 'svg']);
    expect(ahead).toEqual(here);
    expect(files(onThreads)).toEqual(files(inThread));
  });

  it('starts even one new diagram ahead, and leaves those already known to the build thread', async () => {
    const markdown = page('one');
    const one = markdown.split('\n\n').slice(0, 2).join('\n\n');
    expect(drawDiagramsAhead([one], path.join(dir, 'one'))).toBe(1);
    await diagramOutcome(diagramTexts(one)[0], path.join(dir, 'one'));
    const known = path.join(dir, 'known');
    for (const text of diagramTexts(markdown)) await diagramOutcome(text, known);
    expect(drawDiagramsAhead([markdown], known)).toBe(0);
  });

  it('reject what they were asked with the thread\'s error when a thread fails (the build fails)', async () => {
    const failing = path.join(dir, 'failing-thread.mjs');
    writeFileSync(failing, "throw new Error('no renderer here');\n");
    const pool = startPool(Promise.resolve(failing));
    await expect(pool.check('flowchart LR\n  A --> B')).rejects.toThrow(/^a diagram thread failed: Error: no renderer here/);
    await expect(pool.draw('flowchart LR\n  A --> B')).rejects.toThrow(/^a diagram thread failed: Error: no renderer here/);
    await expect(pool.check('flowchart LR\n  C --> D')).rejects.toThrow(/^a diagram thread failed: Error: no renderer here/);
    pool.stop();
  });

  it('reject what they were asked when a thread stops, with its exit code, and refuse what is asked after it at once', async () => {
    const exiting = path.join(dir, 'exiting-thread.mjs');
    writeFileSync(exiting, 'process.exit(3);\n');
    const pool = startPool(Promise.resolve(exiting));
    await expect(pool.check('flowchart LR\n  A --> B')).rejects.toThrow('a diagram thread stopped (exit code 3)');
    await expect(pool.draw('flowchart LR\n  A --> B')).rejects.toThrow('a diagram thread stopped (exit code 3)');
    // Asked once both threads are gone: refused rather than posted to a thread that will never answer.
    await expect(pool.check('flowchart LR\n  C --> D')).rejects.toThrow('a diagram thread stopped (exit code 3)');
    pool.stop();
  });
});
