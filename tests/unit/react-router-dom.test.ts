/**
 * `react-router-dom` is a dependency of Docusaurus's core, and what `@docusaurus/router`
 * re-exports: sites import it by name (mmf's `/api_redirect` page calls `useHistory().push('/')`
 * while it renders; wasm4's tabs read `useHistory`). It is the router this build provides, installed
 * or not: a copy bundled from the site's node_modules has no router around it (react-router 5's
 * `useHistory()` is then undefined), and a stand-in gives no location. On the server a move does
 * nothing and the page renders on, as under the StaticRouter Docusaurus renders pages with.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT, tempSite } from '../helpers/fixture.ts';

const site = tempSite('');
const diagnostics: string[] = [];
const page = (route: string) => readFileSync(path.join(site.out, route, 'index.html'), 'utf8');

beforeAll(async () => {
  site.write('docusaurus.config.js', "module.exports = { title: 'Router', url: 'https://example.com', baseUrl: '/', presets: [['classic', { docs: false, blog: false }]] };\n");
  // An installed copy that works only inside its own Router, as react-router-dom 5's hooks do.
  site.write('node_modules/react-router-dom/package.json', '{ "name": "react-router-dom", "version": "5.3.4", "main": "index.js" }\n');
  site.write('node_modules/react-router-dom/index.js', "exports.useHistory = () => undefined;\nexports.useLocation = () => { throw new Error('You should not use useLocation outside a <Router>'); };\n");
  site.write(
    'src/pages/go.js',
    `import React from 'react';
import {useHistory, useLocation} from 'react-router-dom';
export default function Go() {
  const history = useHistory();
  history.push('/');
  return <p className="at">Moving on from {useLocation().pathname}</p>;
}
`,
  );
  site.write(
    'src/pages/where.js',
    `import React from 'react';
import {useLocation} from 'react-router';
export default function Where() {
  return <p className="at">At {useLocation().pathname}</p>;
}
`,
  );
  site.write(
    'src/pages/features.js',
    `import React from 'react';
import {Link, NavLink} from 'react-router-dom';
export default function Features() {
  return (
    <ul>
      <li><Link to="/docs/intro" className="card" replace>Get started</Link></li>
      <li><Link to={{pathname: '/where', hash: '#top'}}>Where</Link></li>
      <li><NavLink to="/features" activeClassName="on" className="nav">Here</NavLink></li>
      <li><NavLink to="/go" className="nav">There</NavLink></li>
    </ul>
  );
}
`,
  );
  const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
  diagnostics.push(...result.diagnostics.map(formatDiagnostic));
}, 120_000);
afterAll(() => site.cleanup());

describe('react-router-dom and react-router imported by a React page', () => {
  it("are Docusaurus's router, not the installed copy, and a push while rendering on the server leaves the page as drawn", () => {
    expect(diagnostics).toEqual([]);
    expect(page('go')).toContain('<p class="at">Moving on from /go</p>');
    expect(page('where')).toContain('<p class="at">At /where</p>');
  });

  it("draw Link and NavLink as links to where they lead, NavLink marked where it is (gpt-researcher's home page)", () => {
    const html = page('features');
    expect(html).toContain('<a href="/docs/intro" class="card">Get started</a>');
    expect(html).toContain('<a href="/where#top">Where</a>');
    expect(html).toContain('<a href="/features" class="nav on" aria-current="page">Here</a>');
    expect(html).toContain('<a href="/go" class="nav">There</a>');
  });
});
