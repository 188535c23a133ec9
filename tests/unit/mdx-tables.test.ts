/**
 * MDX tables are read as remark-gfm reads them for Docusaurus: each cell on its own. A code span
 * with `\`` inside (code spans take no escapes, so it ends there) stays in its cell, and a brace in
 * the next row's code is no expression (mikro-orm's docs/indexes.md stopped on it).
 */
import { describe, expect, it } from 'vitest';
import { parseMdx } from '../../build/markdown/mdx/parse.ts';

const table = [
  '| Driver | Query |',
  '|---|---|',
  '| SQLite | `create unique index \\`email_uniq\\` on \\`user\\` (\\`email\\`)` |',
  '| MongoDB | `db.user.createIndex({ email: 1 }, { unique: true })` |',
  '',
].join('\n');

describe('MDX tables', () => {
  it('read each cell on its own, so code in a cell keeps its braces', () => {
    const parsed = parseMdx(table);
    expect(parsed).not.toHaveProperty('message');
    expect(JSON.stringify(parsed)).not.toMatch(/mdx(Text|Flow)Expression/);
  });

  it('still find an expression in a cell outside code', () => {
    expect(JSON.stringify(parseMdx('| a | b |\n|---|---|\n| {1 + 1} | x |\n'))).toMatch(/mdxTextExpression/);
  });
});
