/** A `style` attribute read into the object React takes (build/markdown/mdx/dom-props.ts), as raw HTML and remark plugins' hProperties give it. */
import { describe, expect, it } from 'vitest';
import { styleObject } from '../../build/markdown/mdx/dom-props.ts';

describe('a style attribute', () => {
  it('is its declarations by React name, a custom property kept as written', () => {
    expect(styleObject('font-size: 2em; --brand:#f00;')).toEqual({ fontSize: '2em', '--brand': '#f00' });
  });

  it('splits only at a ; outside parentheses and quotes: a data: URL and quoted text stay whole', () => {
    expect(styleObject('background:url(data:image/png;base64,AAAA); color: red')).toEqual({ background: 'url(data:image/png;base64,AAAA)', color: 'red' });
    expect(styleObject(`content: "a;b"; quotes: 'x;\\'y'`)).toEqual({ content: '"a;b"', quotes: `'x;\\'y'` });
  });
});
