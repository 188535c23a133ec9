/**
 * What the site offers AI assistants: a Markdown twin beside every page written in Markdown,
 * `/llms.txt` listing them, `/llms-full.txt` holding them all. In dev, only the files whose text
 * changed are written, and the twins of pages that went are removed.
 */
import type { Output } from '../output.ts';
import { llmsFullTxt, llmsTxt, type LlmsInput } from './llms-txt.ts';
import { markdownTwins } from './markdown-twins.ts';

/** The text of every file written by the last build, by output path. */
export type LlmsFiles = Map<string, string>;

/** `allDocs`: the docs of every version, which all get twins; `input.listed.docs` (each instance's last version's) are the ones llms.txt lists. */
export function writeLlmsFiles(input: LlmsInput, output: Pick<Output, 'write' | 'remove'>, previous: LlmsFiles = new Map(), allDocs: LlmsInput['listed']['docs']): LlmsFiles {
  const files: LlmsFiles = new Map([
    ...markdownTwins([...allDocs, ...input.posts, ...input.pages]),
    ['llms.txt', llmsTxt(input)],
    ['llms-full.txt', llmsFullTxt(input)],
  ]);
  for (const file of previous.keys()) if (!files.has(file)) output.remove(file);
  for (const [file, text] of files) if (previous.get(file) !== text) output.write(file, text);
  return files;
}
