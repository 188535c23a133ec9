/**
 * A versioned site's copies of one file are parsed and highlighted once (markdown/recent.ts): the
 * render threads get copies side by side (markdown/same-text.ts's sameTextTogether), and the last results
 * are kept by their text, within bounds.
 */
import hljs from 'highlight.js/lib/core';
import { describe, expect, it, vi } from 'vitest';
import { highlight } from '../../build/markdown/languages.ts';
import { parseMdx } from '../../build/markdown/mdx/parse.ts';
import { recentResults } from '../../build/markdown/recent.ts';
import { sameTextTogether } from '../../build/markdown/same-text.ts';

describe('recentResults', () => {
  it('computes a text once while it is kept, and again once it is dropped', () => {
    let calls = 0;
    const recent = recentResults<number>(2, 100);
    const length = (text: string) => recent(text, () => (calls++, text.length));
    expect([length('a'), length('bb'), length('a')]).toEqual([1, 2, 1]);
    expect(calls).toBe(2);
    length('ccc'); // the third text drops the least recently used one, 'bb'
    length('a');
    expect(calls).toBe(3);
    length('bb');
    expect(calls).toBe(4);
  });

  it('keeps no more characters than its bound, and never a text longer than it', () => {
    let calls = 0;
    const recent = recentResults<string>(100, 5);
    const same = (text: string) => recent(text, () => (calls++, text));
    same('123456');
    same('123456');
    expect(calls).toBe(2);
    same('abc');
    same('de');
    same('fg'); // 7 characters: 'abc' goes
    same('de');
    same('abc');
    expect(calls).toBe(6);
  });
});

describe('the same text, rendered once', () => {
  it('parses an MDX text once, whatever the file', () => {
    const text = '# Title\n\n<Tabs>\n\nSome **text**.\n\n</Tabs>\n';
    expect(parseMdx(`${text}`)).toBe(parseMdx(`${text}`));
    expect(parseMdx(text, { math: true })).not.toBe(parseMdx(text));
  });

  it('highlights a block once', () => {
    const spy = vi.spyOn(hljs, 'highlight');
    const code = 'const once = 1;';
    expect(highlight(code, 'ts')).toContain('hljs-keyword');
    expect(highlight(code, 'ts')).toContain('hljs-keyword');
    expect(spy).toHaveBeenCalledTimes(1);
    highlight(code, 'js');
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });

  it('gives the render threads the copies of a text side by side, each text where its first copy was', () => {
    const jobs = ['a', 'b', 'a', 'c', 'b', 'a'].map((body) => ({ body }));
    expect(sameTextTogether(jobs)).toEqual([0, 2, 5, 1, 4, 3]);
  });
});
