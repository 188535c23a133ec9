/**
 * A Docusaurus site's pages carry the search and locale metadata Docusaurus's classic theme writes
 * (SiteMetadata, SearchMetadata, AlternateLangHeaders): `docusaurus_locale`, `docusaurus_tag` and a
 * docs page's `docusaurus_version`, their `docsearch:` twins, `og:locale` and, from Docusaurus 3,
 * `og:locale:alternate` (Docusaurus 2.4 writes no og:locale at all); no `theme-color`, which
 * Docusaurus does not write. The expected values are those of Docusaurus 3.10.2's and 2.4.1's
 * builds of tests/fixtures/docusaurus-search-meta (supertokens' and kubeedge's installs), page for
 * page, but `generator`: Docusaurus names itself there, and this build is not Docusaurus.
 * SpecWeave's own site keeps its head as it was.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { cliBuild, FIXTURES, ROOT } from '../helpers/fixture.ts';

const NAMES = ['docusaurus_locale', 'docusaurus_version', 'docusaurus_tag', 'docsearch:language', 'docsearch:version', 'docsearch:docusaurus_tag', 'og:locale', 'og:locale:alternate', 'theme-color', 'generator'];

/** The page's tags of those names, as sorted `name=content`. */
function searchTags(out: string, file: string): string[] {
  const head = readFileSync(path.join(out, file), 'utf8').split('</head>')[0];
  return [...head.matchAll(/<meta (?:name|property)="([^"]+)"(?: media="[^"]*")? content="([^"]*)"/g)].filter(([, name]) => NAMES.includes(name)).map(([, name, content]) => `${name}=${content}`).sort();
}

/** What Docusaurus writes on a page of `locale` whose tag is `tag` (and docs `version`); `og` gives og:locale and its alternate (Docusaurus 3). */
function expected(locale: 'en' | 'pt-BR', tag: string, version: string | undefined, og: boolean): string[] {
  const other = locale === 'en' ? 'pt_BR' : 'en';
  const versions = version ? [`docsearch:version=${version}`, `docusaurus_version=${version}`] : [];
  const locales = og ? [`og:locale:alternate=${other}`, `og:locale=${locale.replace('-', '_')}`] : [];
  return [`docsearch:docusaurus_tag=${tag}`, `docsearch:language=${locale}`, `docusaurus_locale=${locale}`, `docusaurus_tag=${tag}`, ...versions, ...locales].sort();
}

/** Each page of the fixture with its tag and version: Docusaurus 3 keeps the version on the docs' tags pages, which are inside the version's route. */
function pages(docusaurus: 2 | 3): [string, string, string | undefined][] {
  const tagsVersion = (version: string) => (docusaurus === 3 ? version : undefined);
  return [
    ['index.html', 'default', undefined],
    ['404.html', 'default', undefined],
    ['page/index.html', 'default', undefined],
    ['docs/intro/index.html', 'docs-default-1.0', '1.0'],
    ['docs/next/intro/index.html', 'docs-default-current', 'current'],
    ['docs/tags/index.html', 'doc_tags_list', tagsVersion('1.0')],
    ['docs/next/tags/setup/index.html', 'doc_tag_doc_list', tagsVersion('current')],
    ['blog/index.html', 'blog_posts_list', undefined],
    ['blog/2024/01/02/first/index.html', 'default', undefined],
    ['blog/archive/index.html', 'default', undefined],
    ['blog/tags/index.html', 'blog_tags_list', undefined],
    ['blog/tags/news/index.html', 'blog_tags_posts', undefined],
    ...(docusaurus === 3 ? ([['blog/authors/index.html', 'blog_authors_list', undefined], ['blog/authors/ada/index.html', 'blog_authors_posts', undefined]] as [string, string, undefined][]) : []),
  ];
}

/** The fixture built as it is (Docusaurus 3.10) and as a Docusaurus 2.4 site (its package.json changed). */
const dir = mkdtempSync(path.join(tmpdir(), 'site-search-meta-'));
const outs = { 3: path.join(dir, 'out3'), 2: path.join(dir, 'out2') };
beforeAll(async () => {
  const site2 = path.join(dir, 'site2');
  cpSync(path.join(FIXTURES, 'docusaurus-search-meta'), site2, { recursive: true });
  writeFileSync(path.join(site2, 'package.json'), JSON.stringify({ name: 'fixture-search-meta', private: true, dependencies: { '@docusaurus/core': '^2.4.1' } }));
  for (const [docusaurus, contentDir] of [[3, path.join(FIXTURES, 'docusaurus-search-meta')], [2, site2]] as const) {
    const result = await build({ root: ROOT, contentDir, outDir: outs[docusaurus] });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  }
}, 240_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const own = cliBuild('basic', 120_000);

for (const docusaurus of [3, 2] as const) {
  describe(`a Docusaurus ${docusaurus} site's search and locale metadata`, () => {
    for (const locale of ['en', 'pt-BR'] as const) {
      for (const [file, tag, version] of pages(docusaurus)) {
        const page = locale === 'en' ? file : `${locale}/${file}`;
        it(`is Docusaurus's on ${page}`, () => {
          expect(searchTags(outs[docusaurus], page)).toEqual(expected(locale, tag, version, docusaurus === 3));
        });
      }
    }
  });
}

describe("SpecWeave's own site's head", () => {
  it('keeps its og:locale and theme-color, and has no Docusaurus search metadata', () => {
    expect(searchTags(own.out, 'index.html')).toEqual(['og:locale=en', 'theme-color=#1b1b1d', 'theme-color=#ffffff']);
  });
});
