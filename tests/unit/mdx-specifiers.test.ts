/**
 * The modules a document's code names (module.ts `specifiers`): its imports, then every
 * `require('...')` that the JSON of its parsed tree spells (without `data` and `position`),
 * whatever Markdown made of the text; found string by string, and kept with the tree.
 */
import { describe, expect, it } from 'vitest';
import { specifiers } from '../../build/markdown/mdx/module.ts';
import { parseMdx } from '../../build/markdown/mdx/parse.ts';

function specifiersOf(text: string): string[] {
  const parsed = parseMdx(text);
  if ('message' in parsed) throw new Error(parsed.message);
  return specifiers(parsed.tree);
}

describe('the modules an MDX document names', () => {
  it('are its imports, then the require calls of its text in order', () => {
    expect(specifiersOf("import A from './a.js';\n\n# Title\n\n<A src={require('./b.png').default} alt={require(\"./c.json\").alt} />\n")).toEqual(['./a.js', './b.png', './c.json']);
    expect(specifiersOf("import A from './a.js';\n\n<A value={1} />\n\n[link](/x) and `code` {1 + 1}\n")).toEqual(['./a.js']);
  });

  it('include a require written in a code block or in prose, as the whole tree is searched', () => {
    expect(specifiersOf("<Tabs>\n\n```js\nconst x = require('./d.js');\n```\n\n</Tabs>\n\nSee `require('./e.js')` {1}\n")).toEqual(['./d.js', './e.js']);
  });

  it('include a require spelled with a character reference, or that a link label becomes once case-folded', () => {
    expect(specifiersOf("Text &#114;equire('./f.js') {1}\n")).toEqual(['./f.js']);
    // A reference's and a definition's identifier are their label lower-cased (after upper-casing, which turns a dotless ı into I).
    expect(specifiersOf("See [REQUIRE('./g.js')] {1}\n\n[REQUIRE('./g.js')]: /x\n")).toEqual(['./g.js', './g.js']);
    expect(specifiersOf("See [requıre('./h.js')] {1}\n\n[requıre('./h.js')]: /x\n")).toEqual(['./h.js', './h.js']);
  });

  it('read each string as JSON writes it: a call broken by a line or with escaped quotes is none', () => {
    expect(specifiersOf("<A />\n\n```js\nrequire(\n  './i.js')\nrequire(\\'./j.js\\')\nrequire('./k.js')\n```\n")).toEqual(['./k.js']);
  });

  it('are found for each document, not taken from another', () => {
    expect(specifiersOf("<A src={require('./l.png')} />\n")).toEqual(['./l.png']);
    expect(specifiersOf("<A src={require('./m.png')} />\n")).toEqual(['./m.png']);
  });
});
