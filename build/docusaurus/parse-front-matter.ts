/**
 * Docusaurus 3's `markdown.parseFrontMatter`: an async function of the config,
 * `({ filePath, fileContent, defaultParseFrontMatter }) => ({ frontMatter, content })`, that
 * Docusaurus calls on every doc, post and page in place of its own front matter reader. Sites use
 * it to change what files say (saleor/saleor-docs titles its generated API pages and turns their
 * pagination off; apify/apify-docs sets slugs and images). Here it runs on each file as read, and
 * what it returns is the file's front matter and body from then on.
 */
export interface ParsedFrontMatter {
  frontMatter: Record<string, unknown>;
  content: string;
}
export type FrontMatterParser = (params: { filePath: string; fileContent: string; defaultParseFrontMatter: (params: { filePath: string; fileContent: string }) => Promise<ParsedFrontMatter> }) => unknown;

/** The config's `markdown.parseFrontMatter`, when it is a function. */
export function frontMatterParserOf(raw: unknown): FrontMatterParser | undefined {
  const markdown = (raw as { markdown?: { parseFrontMatter?: unknown } } | undefined)?.markdown;
  return typeof markdown?.parseFrontMatter === 'function' ? (markdown.parseFrontMatter as FrontMatterParser) : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `file` with the front matter and body `parser` gives it. Its default reader gives what this build
 * read from the file (the body as Docusaurus's reader trims it). Where the function throws or
 * returns something else than `{ frontMatter, content }`, why, to report at the file.
 */
export async function parseWith<F extends { path: string; text: string; frontMatter: Record<string, unknown>; body: string }>(parser: FrontMatterParser, file: F): Promise<F | { message: string }> {
  const defaultParseFrontMatter = async ({ filePath }: { filePath: string }) => {
    if (filePath !== file.path) throw new Error(`defaultParseFrontMatter was given another file (${filePath}) than the one being read`);
    return { frontMatter: { ...file.frontMatter }, content: file.body.trim() };
  };
  let result: unknown;
  try {
    result = await parser({ filePath: file.path, fileContent: file.text, defaultParseFrontMatter });
  } catch (error) {
    return { message: `the config's markdown.parseFrontMatter failed on this file: ${(error as Error)?.message ?? String(error)}. Fix the function, or what in this file it cannot handle.` };
  }
  if (!isRecord(result) || !isRecord(result.frontMatter) || typeof result.content !== 'string') {
    return { message: "the config's markdown.parseFrontMatter did not return { frontMatter, content } for this file, as Docusaurus needs: an object of front matter and the text after it. Return what `defaultParseFrontMatter(params)` gives, changed." };
  }
  const body = result.content === file.body.trim() ? file.body : result.content;
  return { ...file, frontMatter: result.frontMatter, body };
}
