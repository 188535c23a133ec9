/**
 * What a swizzled layout rendered once around a marker draws beside its children inside the element
 * that holds them (build/react-pages/around-children.ts): the swizzled BlogLayout's additions to the
 * posts' column.
 */
import { describe, expect, it } from 'vitest';
import { aroundChildren } from '../../build/react-pages/around-children.ts';

const M = '\uE020children\uE021';

describe('aroundChildren', () => {
  it('takes what is beside the marker in its innermost element, past void and self-closed elements', () => {
    const html = `<div class="container"><div class="row"><aside>side</aside><main class="col"><p>Subscribe<br/><img src="a.png"></p>${M}<hr><p>After</p></main><div class="toc">t</div></div></div>`;
    expect(aroundChildren(html, M)).toEqual({ before: '<p>Subscribe<br/><img src="a.png"></p>', after: '<hr><p>After</p>' });
  });

  it('takes everything either side when no element holds the marker', () => {
    expect(aroundChildren(`<p>Before</p>${M}<p>After</p>`, M)).toEqual({ before: '<p>Before</p>', after: '<p>After</p>' });
  });

  it('gives nothing when the marker is not there once', () => {
    expect(aroundChildren('<main></main>', M)).toBeUndefined();
    expect(aroundChildren(`<main>${M}${M}</main>`, M)).toBeUndefined();
  });
});
