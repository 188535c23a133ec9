/**
 * What the site offers AI assistants: a Markdown twin beside every page written in Markdown,
 * `/llms.txt` listing them, `/llms-full.txt` holding them all. In dev, only the files whose text
 * changed are written, and the twins of pages that went are removed.
 */
import { createHash } from 'node:crypto';
import type { Output } from '../output.ts';
import { llmsFullTxt, llmsTxt, type LlmsInput } from './llms-txt.ts';
import { markdownTwins, markdownTwinText } from './markdown-twins.ts';

/** A hash of the text of every file written by the last build, by output path: the texts themselves are not kept (the build's thread would hold every page's twin). */
export type LlmsFiles = Map<string, string>;

/** `allDocs`: the docs of every version, which all get twins; `input.listed.docs` (each instance's last version's) are the ones llms.txt lists. */
export function writeLlmsFiles(input: LlmsInput, output: Pick<Output, 'write' | 'remove'>, previous: LlmsFiles = new Map(), allDocs: LlmsInput['listed']['docs']): LlmsFiles {
  const twins = markdownTwins([...allDocs, ...input.posts, ...input.pages]);
  const names = new Set([...twins.keys(), 'llms.txt', 'llms-full.txt']);
  for (const file of previous.keys()) if (!names.has(file)) output.remove(file);
  const files: LlmsFiles = new Map();
  const put = (file: string, text: string) => {
    const hash = createHash('sha256').update(text).digest('base64');
    files.set(file, hash);
    if (previous.get(file) !== hash) output.write(file, text);
  };
  for (const [file, source] of twins) put(file, markdownTwinText(source));
  put('llms.txt', llmsTxt(input));
  put('llms-full.txt', llmsFullTxt(input));
  return files;
}
