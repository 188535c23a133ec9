/**
 * What a document's lines tell before the MDX parser reads it (mdx/nodes.ts `scanBeforeParse`):
 * whether it may hold MDX at all (most Markdown skips the parser), and the line where its tags and
 * braces pass the limit; the answers are kept by text, for the copies of a versioned site's files.
 * A string inside an expression is one value, whatever tags it holds (openlineage's API page).
 */
import { describe, expect, it } from 'vitest';
import { MAX_MDX_PLACES, scanBeforeParse } from '../../build/markdown/mdx/nodes.ts';

const plain = '# Title\n\nText with `<code>` and `{braces}`.\n\n```go\nfunc main() { fmt.Println("<b>") }\n```\n';
const mdx = '# Title\n\n<Tabs>\n\nText.\n\n</Tabs>\n';
const crowded = `# Title\n\nText.\n${'{1}'.repeat(MAX_MDX_PLACES + 1)}\n`;

describe('a document read before the MDX parser', () => {
  it('holds no MDX when its tags and braces are all in code', () => {
    expect(scanBeforeParse(plain)).toEqual({ mayHoldMdx: false, tooManyPlaces: undefined });
  });

  it('may hold MDX with a tag or a brace outside code', () => {
    expect(scanBeforeParse(mdx)).toEqual({ mayHoldMdx: true, tooManyPlaces: undefined });
    expect(scanBeforeParse('import A from "./a";\n\nText.\n').mayHoldMdx).toBe(true);
  });

  it('names the 0-based line where its places pass the limit', () => {
    expect(scanBeforeParse(crowded)).toEqual({ mayHoldMdx: true, tooManyPlaces: 3 });
  });

  it('answers each text for itself, asked again and in turn', () => {
    for (let round = 0; round < 2; round++) {
      expect(scanBeforeParse(plain).mayHoldMdx).toBe(false);
      expect(scanBeforeParse(crowded).tooManyPlaces).toBe(3);
      expect(scanBeforeParse(mdx)).toEqual({ mayHoldMdx: true, tooManyPlaces: undefined });
    }
  });

  it("counts a '…' or \"…\" string inside an expression as no places, whatever tags it holds", () => {
    const html = '<section><h2>Module</h2><p class=\\"x\\">Text</p></section>'.repeat(MAX_MDX_PLACES);
    expect(scanBeforeParse(`---\ntitle: API\n---\n\n<div dangerouslySetInnerHTML={{__html: "${html}"}}></div>\n`).tooManyPlaces).toBeUndefined();
    expect(scanBeforeParse(`<Api html={'${html.replace(/\\"/g, '"')}'} />\n`).tooManyPlaces).toBeUndefined();
  });

  it('still counts the tags of JSX inside an expression, and tags in prose after an apostrophe', () => {
    expect(scanBeforeParse(`Text.\n{[${'<b>x</b>, '.repeat(MAX_MDX_PLACES)}]}\n`).tooManyPlaces).toBe(1);
    expect(scanBeforeParse(`Don't stop.\n${'<b>x</b> '.repeat(MAX_MDX_PLACES)}\n`).tooManyPlaces).toBe(1);
  });
});
