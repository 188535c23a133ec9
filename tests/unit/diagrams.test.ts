/** Mermaid diagrams: drawn at build time as accessible inline SVG, left to the browser, or reported. */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createImageRegistry } from '../../build/markdown/images.ts';
import { renderMarkdown } from '../../build/markdown/index.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'diagrams-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function render(source: string, cacheDir?: string, options: { mermaid?: boolean } = {}) {
  const warnings: string[] = [];
  const result = await renderMarkdown(source, {
    sourcePath: path.join(dir, 'page.md'),
    contentDir: dir,
    route: '/docs/page',
    pageUrl: 'https://example.com/docs/page',
    routeOfFile: () => undefined,
    site: { baseUrl: '/' },
    staticDirs: [dir],
    brokenMarkdownLink: (line, message) => warnings.push(`${line}: ${message}`),
    images: createImageRegistry(),
    bodyLine: 1,
    diagramCacheDir: cacheDir,
    ...options,
    warn: (line, message) => warnings.push(`${line}: ${message}`),
    error: (line, message) => warnings.push(`error ${line}: ${message}`),
  });
  return { ...result, warnings };
}

const mermaid = (body: string) => '```mermaid\n' + body + '\n```\n';

const LIFECYCLE = `---
title: Increment lifecycle
---
flowchart LR
  accTitle: How an increment moves
  accDescr: From planning through active work to done.
  P[Planning] --> A[Active] --> D[Done]`;

describe('diagrams drawn at build time', () => {
  it('stay code, without a warning, on a site that leaves Docusaurus\'s markdown.mermaid off', async () => {
    const r = await render(mermaid('flowchart TD\n  A --> B'), undefined, { mermaid: false });
    expect(r.html).not.toContain('<svg');
    expect(r.html).toContain('flowchart TD');
    expect(r.browserDiagrams).toBe(false);
    expect(r.warnings).toEqual([]);
  });

  it('draws flowchart, sequence, state, class and ER diagrams as inline SVG', async () => {
    const kinds = [
      'flowchart TD\n  A --> B',
      'sequenceDiagram\n  Alice->>Bob: Hello',
      'stateDiagram-v2\n  [*] --> Planned\n  Planned --> Done',
      'classDiagram\n  Increment <|-- Feature',
      'erDiagram\n  INCREMENT ||--o{ TASK : has',
    ];
    for (const kind of kinds) {
      const r = await render(mermaid(kind));
      expect(r.html, kind).toMatch(/^<figure class="diagram"><div class="diagram__image"><svg role="img"/);
      expect(r.warnings).toEqual([]);
    }
  });

  it('draws a flowchart that names no direction top to bottom, as Mermaid does (alova\'s docs: a bare `flowchart`)', async () => {
    for (const head of ['flowchart', 'graph']) {
      const r = await render(mermaid(`${head}\n  M1[method1] --> T1[target cache]\n  M2[method2] --> T1`));
      expect(r.html, head).toMatch(/^<figure class="diagram"><div class="diagram__image"><svg role="img"/);
      expect(r.browserDiagrams, head).toBe(false);
    }
  });

  it('draws a flowchart whose header ends its statement with `;`, as Mermaid reads it (`graph TD;`, `graph LR; A --> B`)', async () => {
    for (const source of ['graph TD;\n  A[Client] --> B[Router];\n  B --> C[Shard]', 'graph LR; A[Client] --> B[Router]\n  B --> C[Shard]']) {
      const r = await render(mermaid(source));
      expect(r.html, source).toMatch(/^<figure class="diagram"><div class="diagram__image"><svg role="img"/);
      expect(r.html, source).toContain('>Shard</text>');
      expect(r.browserDiagrams, source).toBe(false);
    }
  });

  it('draws a sequence diagram that groups participants in a coloured `box` (Mermaid checks the colour with the browser\'s CSS while parsing)', async () => {
    const r = await render(mermaid('sequenceDiagram\n  box rgb(184,184,184) Content scripts\n    participant A as Autofill\n  end\n  A->>B: collect page details'));
    expect(r.warnings).toEqual([]);
    expect(r.html).toMatch(/^<figure class="diagram"><div class="diagram__image"><svg role="img"/);
    expect(globalThis).not.toHaveProperty('window');
  });

  it('names the SVG from accTitle, describes it from accDescr, captions the title and keeps the source in a closed details', async () => {
    const r = await render(mermaid(LIFECYCLE));
    expect(r.html).toContain('<figcaption class="diagram__title">Increment lifecycle</figcaption>');
    expect(r.html).toMatch(/<svg role="img" aria-label="How an increment moves" aria-describedby="mermaid-1-description"[^>]*><title>How an increment moves<\/title><desc id="mermaid-1-description">From planning through active work to done.<\/desc>/);
    expect(r.html).toContain('<details class="diagram__source"><summary>Diagram source</summary><textarea readonly');
    expect(r.html).toContain('  P[Planning] --&gt; A[Active] --&gt; D[Done]</textarea></details>');
    // accTitle and accDescr are not drawn as nodes.
    expect(r.html).not.toContain('data-id="accTitle"');
    expect(r.html).toContain('data-label="Planning"');
    // Search indexes what the diagram is, not its source.
    const searched = r.sections.map((s) => s.text).join('\n');
    expect(searched).toContain('How an increment moves');
    expect(searched).toContain('From planning through active work to done.');
    expect(searched).not.toContain('flowchart');
  });

  it('falls back to the title, then to the kind of diagram, for the accessible name', async () => {
    expect((await render(mermaid('---\ntitle: Sync flow\n---\nflowchart LR\n  A --> B'))).html).toContain('aria-label="Sync flow"');
    expect((await render(mermaid('sequenceDiagram\n  A->>B: hi'))).html).toContain('aria-label="Sequence diagram"');
  });

  it('writes no inline style (the CSP blocks it) and gives every diagram on a page its own ids', async () => {
    const r = await render(mermaid('flowchart LR\n  A --> B') + '\n' + mermaid('flowchart LR\n  C --> D'));
    expect(r.html).not.toMatch(/<style|\sstyle=/);
    expect(r.html).not.toContain('fonts.googleapis.com');
    const ids = [...r.html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('mermaid-1-arrowhead');
    expect(ids).toContain('mermaid-2-arrowhead');
    for (const [, ref] of r.html.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref);
  });
});

describe('pages rendered side by side', () => {
  it('number their own diagrams while another page renders as one waits for its diagrams', async () => {
    const page = (name: string) => mermaid(`flowchart LR\n  ${name}1 --> ${name}2`) + '\n' + mermaid(`flowchart LR\n  ${name}3 --> ${name}4`);
    const alone = [(await render(page('A'))).html, (await render(page('B'))).html];
    const together = (await Promise.all([render(page('A')), render(page('B'))])).map((r) => r.html);
    expect(together).toEqual(alone);
    expect(alone[0]).toContain('mermaid-2-arrowhead');
    expect(alone[0]).not.toContain('mermaid-3-');
  });
});

describe('diagrams drawn in the browser', () => {
  it('keeps the source of a kind the build cannot draw readable, marked for the browser', async () => {
    const r = await render(mermaid('pie title Pets\n  "Dogs": 3\n  "Cats": 2'));
    expect(r.html).toMatch(/^<figure class="diagram diagram--client" data-name="Pie chart" data-mermaid="\/assets\/mermaid\/[\d.]+\/mermaid\.esm\.min\.mjs"><div class="code-block theme-code-block"/);
    expect(r.html).toContain('&quot;Dogs&quot;: 3');
    expect(r.browserDiagrams).toBe(true);
    expect((await render(mermaid('flowchart LR\n  A --> B'))).browserDiagrams).toBe(false);
  });

  it("leaves a sequence diagram with two-headed arrows (<<->>, <<-->>) to Mermaid, which the build's renderer misreads as a participant 'User<<' (pomerium)", async () => {
    for (const arrow of ['<<->>', '<<-->>']) {
      const r = await render(mermaid(`sequenceDiagram\n  participant User as SSH Client\n  User->>Pomerium: request\n  User${arrow}Pomerium: Public Key Auth`));
      expect(r.html).toMatch(/^<figure class="diagram diagram--client" data-name="Sequence diagram"/);
      expect(r.html).not.toContain('<svg');
      expect(r.browserDiagrams).toBe(true);
      expect(r.warnings).toEqual([]);
    }
  });
});

describe('diagrams with syntax errors', () => {
  it('warns at the file line of the error and shows the source as code', async () => {
    const r = await render('Intro.\n\n' + mermaid('flowchart LR\n  A[Start] --> B(\n  C'));
    expect(r.warnings).toEqual([expect.stringMatching(/^5: Mermaid diagram syntax error at its line 2: expected .+ but found .+\. The diagram is shown as its source/)]);
    expect(r.html).not.toContain('<svg');
    expect(r.html).toContain('<div class="code-block theme-code-block" data-language="mermaid">');
  });
});

describe('the diagram cache', () => {
  it('keeps each outcome on disk by content hash, and reads it instead of drawing again', async () => {
    const first = path.join(dir, 'cache-a');
    const source = mermaid('flowchart LR\n  Cached --> Diagram');
    const drawn = await render(source, first);
    const [file] = readdirSync(first);
    expect(file).toMatch(/^[0-9a-f]{32}\.json$/);
    // A second cache holding a doctored outcome for the same source: the renderer must use it as it is.
    const second = path.join(dir, 'cache-b');
    cpSync(first, second, { recursive: true });
    const cached = readFileSync(path.join(second, file), 'utf8');
    writeFileSync(path.join(second, file), cached.replace('data-label=\\"Cached\\"', 'data-label=\\"From the cache\\"'));
    const again = await render(source, second);
    expect(again.html).toContain('data-label="From the cache"');
    expect(drawn.html).toContain('data-label="Cached"');
    // Another diagram gets its own entry.
    await render(mermaid('flowchart LR\n  Other --> Diagram'), first);
    expect(readdirSync(first)).toHaveLength(2);
  });
});
