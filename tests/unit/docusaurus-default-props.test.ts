/**
 * Components written for React 18 take the props they leave undefined from their type's
 * `defaultProps`, as React 18's createElement gave them, in a React page and in MDX
 * (tests/fixtures/docusaurus-default-props): React 19, this build's, reads them for class
 * components only, and react-fontawesome 0.2.0's FontAwesomeIcon threw without its default
 * className (docusaurus.community's plugin directory page was left out).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { withDefaultProps } from '../../shared/default-props.ts';
import { FIXTURES, ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

let site: TempSite;
let messages: string[];
beforeAll(async () => {
  site = tempSite('');
  const result = await build({ root: ROOT, contentDir: path.join(FIXTURES, 'docusaurus-default-props'), outDir: site.out });
  messages = result.diagnostics.map(formatDiagnostic);
}, 120_000);
afterAll(() => site.cleanup());

const page = (rel: string) => readFileSync(path.join(site.out, rel), 'utf8');

describe("a function component's defaultProps", () => {
  it('fill the props a React page leaves out, of a function component and a forwardRef, and give way to those it gives', () => {
    expect(messages).toEqual([]);
    expect(page('index.html')).toContain('<main><span class="badge">new</span><span class="badge red">hot</span><em data-tone="calm">pill</em></main>');
  });

  it("fill them in MDX too, for the elements a site's component makes with the JSX runtime", () => {
    const doc = page('docs/intro/index.html');
    expect(doc).toContain('<span class="badge">doc</span>\n<em data-tone="loud">pill</em>');
    expect(doc).toContain('<div class="shelf"><span class="badge">new</span></div>');
  });

  it("are left to React for a class component, which React 19 still gives them", () => {
    class Old {
      static defaultProps = { a: 1 };
    }
    Object.assign(Old.prototype, { isReactComponent: {} });
    const props = { b: 2 };
    expect(withDefaultProps(Old, props)).toBe(props);
    expect(withDefaultProps(Object.assign(() => null, { defaultProps: { a: 1, b: 3 } }), props)).toEqual({ a: 1, b: 2 });
  });
});
