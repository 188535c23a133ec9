/** Writes a synthetic content folder of N docs (about 600 words, four sections, code, a table, a list, links), in folders of 50 docs, ten folders to a part. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const WORDS = 'spec increment context manifest agent skill test plan task review deploy document architecture decision record living docs hook command workflow'.split(' ');

function sentence(seed: number, length = 14): string {
  const words = Array.from({ length }, (_, i) => WORDS[(seed * 7 + i * 13) % WORDS.length]);
  return words[0][0].toUpperCase() + words.join(' ').slice(1) + '.';
}

function paragraph(seed: number): string {
  return Array.from({ length: 5 }, (_, i) => sentence(seed + i)).join(' ');
}

/** Docs per folder and folders per part: a tree like a large real site's, not one flat level of folders. */
const PER_FOLDER = 50;
const FOLDERS_PER_PART = 10;

function folderOf(i: number): string {
  const folder = Math.floor(i / PER_FOLDER);
  const part = Math.floor(folder / FOLDERS_PER_PART);
  return `part-${String(part).padStart(2, '0')}/section-${String(folder).padStart(3, '0')}`;
}

export function writeSyntheticSite(dir: string, docs: number): void {
  for (let i = 0; i < docs; i++) {
    const folder = folderOf(i);
    const next = (i + 1) % docs;
    const nextFolder = `../${folderOf(next)}`;
    const body = [
      `---\ndescription: Synthetic page ${i}.\nsidebar_position: ${i % PER_FOLDER}\n---\n`,
      `# Page ${i}\n`,
      paragraph(i),
      `\n## Overview\n`,
      paragraph(i + 1),
      `\nSee [the next page](../${nextFolder}/page-${next}.md) and [its usage](../${nextFolder}/page-${next}.md#usage).\n`,
      `\n## Usage\n`,
      paragraph(i + 2),
      '\n```ts\nexport function run(input: string): number {\n  return input.length * ' + i + ';\n}\n```\n',
      `\n### Details\n`,
      paragraph(i + 3),
      '\n| Option | Default | Description |\n|---|---|---|\n| `mode` | `fast` | ' + sentence(i, 6) + ' |\n| `level` | `2` | ' + sentence(i + 1, 6) + ' |\n',
      `\n## Reference\n`,
      paragraph(i + 4),
      '\n```bash\nnpx example --page ' + i + '\n```\n',
      `\n- ${sentence(i, 8)}\n- ${sentence(i + 1, 8)}\n- ${sentence(i + 2, 8)}\n`,
      paragraph(i + 5),
    ].join('\n');
    const file = path.join(dir, 'docs', folder, `page-${i}.md`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, body);
  }
}
