/** The site's own content: every page written in full, linked correctly and free of placeholders. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { globbySync } from 'globby';
import { describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { ROOT } from '../helpers/fixture.ts';

const CONTENT = path.join(ROOT, 'content');
const files = globbySync('**/*.md', { cwd: CONTENT });
const body = (file: string) => readFileSync(path.join(CONTENT, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
const words = (file: string) => body(file).split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;

const MINIMUM_WORDS: Record<string, number> = {
  'docs/overview/introduction.md': 600,
  'docs/overview/features.md': 600,
  'docs/overview/philosophy.md': 600,
  'docs/guides/getting-started/installation.md': 600,
  'docs/guides/getting-started/quickstart.md': 600,
  'docs/guides/github-action-setup.md': 1200,
  'docs/api/README.md': 600,
};

describe('content', () => {
  it('has every page of the spec', () => {
    expect(files.sort()).toEqual([
      'blog/2025-10-26-introducing-specweave.md',
      'docs/README.md',
      'docs/api/README.md',
      'docs/guides/getting-started/installation.md',
      'docs/guides/getting-started/quickstart.md',
      'docs/guides/github-action-setup.md',
      'docs/overview/features.md',
      'docs/overview/introduction.md',
      'docs/overview/philosophy.md',
      'pages/markdown-page.md',
    ]);
  });

  for (const file of files) {
    it(`${file} is written in full, with sections and no placeholders`, () => {
      const text = body(file);
      expect(words(file)).toBeGreaterThanOrEqual(MINIMUM_WORDS[file] ?? 300);
      expect(text).toMatch(/^## \S/m);
      expect(text).not.toMatch(/\blorem\b|\bipsum\b/i);
      expect(text).not.toMatch(/\bTODO\b|\bTBD\b|\bFIXME\b/);
    });
  }

  it('documents every slash command and CLI command in the API reference', () => {
    const api = body('docs/api/README.md');
    for (const command of ['/create-project', '/create-increment', '/start-increment', '/add-tasks', '/close-increment', '/list-increments', '/review-docs', '/sync-github', '/generate-docs', 'specweave init', '--template', '--version', '--help', 'install.sh', '--enable-github-actions', '--tier', '--skip-claude-md']) {
      expect(api, command).toContain(command);
    }
  });

  it('builds with no broken links or anchors', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-content-'));
    const result = await build({ root: ROOT, outDir: path.join(dir, 'dist') });
    rmSync(dir, { recursive: true, force: true });
    expect(result.diagnostics).toEqual([]);
    expect(result.ok).toBe(true);
  });
});
