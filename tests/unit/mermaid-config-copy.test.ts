/**
 * Issue 21: the faster copy of Mermaid's configuration put into the build's Mermaid bundle gives
 * the objects Mermaid's own copy gives, and Mermaid's verdicts do not change.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkDiagramSyntax, MERMAID_BUNDLE } from '../../build/markdown/diagram-check.ts';
import { bundleFile, importBundled } from '../../build/markdown/diagram-packages.ts';
import { FASTER, ORIGINAL } from '../../build/markdown/mermaid-config-copy.ts';

type Assign = (dst: unknown, src: unknown, options?: { depth?: number }) => unknown;
const named = <T>(f: T) => f;
const original = new Function('__name', `${ORIGINAL}\nreturn assignWithDepth;`)(named) as Assign;
const faster = new Function('__name', `${FASTER}\nreturn assignWithDepth;`)(named) as Assign;
const copyWithDepth = new Function('__name', `${FASTER}\nreturn copyWithDepth;`)(named) as (src: unknown, depth?: number) => unknown;

/** Every own property with its descriptor, nested, and the prototype: what "the same object" means here. */
function shape(value: unknown, seen = new Set<unknown>()): unknown {
  if (value === null || typeof value !== 'object' || seen.has(value)) return value;
  seen.add(value);
  return {
    prototype: Object.getPrototypeOf(value) === Object.prototype ? 'Object' : Object.getPrototypeOf(value) === Array.prototype ? 'Array' : Object.getPrototypeOf(value),
    own: Reflect.ownKeys(value).map((key) => {
      const d = Object.getOwnPropertyDescriptor(value, key)!;
      return [String(key), { ...d, value: shape(d.value, seen) }];
    }),
  };
}

class WithSetter {
  seen: unknown[] = [];
  set color(value: unknown) {
    this.seen.push(value);
  }
}

const CASES: [string, () => [unknown, unknown, { depth?: number }?]][] = [
  ['a fresh copy of a nested configuration', () => [{}, { theme: 'default', flowchart: { htmlLabels: true, padding: 8, curve: 'basis' }, themeVariables: { primaryColor: '#fff', nested: { a: 1 } }, list: [1, 2] }]],
  ['a merge into an existing one', () => [{ theme: 'dark', flowchart: { padding: 2, extra: true }, keep: 1 }, { theme: 'default', flowchart: { padding: 8 }, added: { x: { y: 1 } } }]],
  ['depth 0 and 1', () => [{ a: { b: 1 } }, { a: { c: 2 }, d: { e: { f: 3 } } }, { depth: 1 }]],
  ['arrays into objects and arrays', () => [[1, 2], [2, 3, { a: 1 }]]],
  ['an array of sources', () => [{}, [{ a: 1 }, { b: { c: 2 } }]]],
  ['null and undefined values', () => [{ a: 1, b: { c: 1 } }, { a: null, b: null, c: undefined }]],
  ['a __proto__ key, which must not reach the prototype', () => [{}, JSON.parse('{"__proto__": {"polluted": true}, "x": {"__proto__": 1}}')]],
  ['a name a prototype sets with a setter', () => [new WithSetter(), { color: 'red', other: 1 }]],
  ['Mermaid-like themeVariables objects', () => [{ themeVariables: Object.assign(Object.create({ inherited: 1 }), { a: 1 }) }, { themeVariables: { inherited: 2, a: 3 } }]],
];

describe("the faster copy of Mermaid's configuration", () => {
  for (const [name, make] of CASES) {
    it(`builds what Mermaid's own copy builds: ${name}`, () => {
      const [dstA, srcA, options] = make();
      const [dstB, srcB] = make();
      const a = original(dstA, srcA, options);
      const b = faster(dstB, srcB, options);
      expect(shape(b)).toEqual(shape(a));
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }

  const COPIES: [string, unknown, number?][] = [
    ...CASES.map(([name, make]) => [name, make()[1], make()[2]?.depth] as [string, unknown, number?]).filter(([, src]) => !Array.isArray(src)),
    ['depth 0', { a: { b: { c: 1 } }, d: null }, 0],
    ['depth 3, with arrays holding repeats and objects', { a: { b: { c: { d: 1 } }, list: [1, 1, { x: 1 }] }, top: [2, 2] }, 3],
    ['no configuration at all', undefined],
    ['a symbol key', { [Symbol('secret')]: 1, a: { b: 2 } }],
    ['functions, a date and undefined', { f: () => 1, when: new Date(0), nothing: undefined, nested: { g: () => 2 } }],
  ];
  for (const [name, src, depth] of COPIES) {
    it(`copies as Mermaid's own copy into a new object does: ${name}`, () => {
      expect(shape(copyWithDepth(src, depth))).toEqual(shape(original({}, src, depth === undefined ? undefined : { depth })));
    });
  }

  it('shares what lies deeper than it copies, as Mermaid\'s copy does', () => {
    const src = { a: { b: { c: { d: 1 } } } };
    const [ours, theirs] = [copyWithDepth(src), original({}, src)] as (typeof src)[];
    expect([ours.a === src.a, ours.a.b === src.a.b, ours.a.b.c === src.a.b.c]).toEqual([false, false, true]);
    expect([theirs.a === src.a, theirs.a.b === src.a.b, theirs.a.b.c === src.a.b.c]).toEqual([false, false, true]);
  });

  it("is what the build's Mermaid bundle runs, and Mermaid's verdicts are those of the package as installed", async () => {
    // Loads the bundle (made on first use).
    expect(await checkDiagramSyntax('flowchart LR\n  A --> B')).toBeUndefined();
    // esbuild reprints the code (and may rename variables), so this looks for the one line that differs in kind.
    const bundle = readFileSync(bundleFile('mermaid', MERMAID_BUNDLE)!, 'utf8');
    expect(bundle).toMatch(/if \(key in dst\) Object\.defineProperty\(dst, key,/);
    expect(bundle).toMatch(/getConfig\d* = \/\* @__PURE__ \*\/ __name\(\(\) => \{\s+return copyWithDepth\d*\(currentConfig\d*\);/);

    const { default: installed } = await import('mermaid');
    const diagrams = ['flowchart LR\n  A[Start] --> B{Ok?}\n  B -->|yes| C', 'sequenceDiagram\n  A->>B: hi\n  B-->>A: ok', 'flowchart TD\n  A --> B{Decide', 'classDiagram\n  A <|-- B', 'erDiagram\n  A ||--o{ B : has'];
    // Not a sequence diagram's `box`: the package parses it with the browser's CSS, which Node lacks (diagrams.test.ts checks the bundle's verdict on it).
    const verdicts = { installed: [] as string[], bundled: [] as string[] };
    for (const text of diagrams) {
      verdicts.installed.push(await installed.parse(text).then(() => 'valid', () => 'error'));
      verdicts.bundled.push((await checkDiagramSyntax(text)) ? 'error' : 'valid');
    }
    expect(verdicts.bundled).toEqual(verdicts.installed);
    expect(verdicts.bundled).toContain('error');
    const { default: bundled } = await importBundled<typeof import('mermaid')>('mermaid', MERMAID_BUNDLE);
    // As data: each copy of Mermaid has its own theme classes.
    const data = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
    expect(data(bundled.mermaidAPI.getConfig())).toEqual(data(installed.mermaidAPI.getConfig()));
  });
});
