/**
 * Docusaurus 3's `markdown.preprocessor`: a function of the config, `({ filePath, fileContent })
 * => string`, that Docusaurus's mdx-loader runs on the whole text of every Markdown and MDX file it
 * compiles (docs, posts, pages and the partials they import), front matter included, before
 * parsing. The front matter is read from the file as written (mdx-loader parses it before), so only
 * the body of what the function returns is used. The build's thread has the function from the
 * config it loaded; a render thread, which reads partials, imports the config once to get it.
 */
import path from 'node:path';
import { importSiteModule } from './import-module.ts';

export type Preprocessor = (args: { filePath: string; fileContent: string }) => unknown;

/** By the config's absolute path: the function, or undefined when the config has none. */
const byConfig = new Map<string, Promise<Preprocessor | undefined>>();

/** The config's `markdown.preprocessor`, when it is a function. */
function preprocessorOf(raw: unknown): Preprocessor | undefined {
  const markdown = (raw as { markdown?: { preprocessor?: unknown } } | undefined)?.markdown;
  return typeof markdown?.preprocessor === 'function' ? (markdown.preprocessor as Preprocessor) : undefined;
}

/** The preprocessor of the config the build's thread loaded, kept so that this thread does not import the config again for partials. */
export function keepPreprocessor(configPath: string, raw: unknown): Preprocessor | undefined {
  const preprocessor = preprocessorOf(raw);
  if (preprocessor) byConfig.set(configPath, Promise.resolve(preprocessor));
  return preprocessor;
}

function loadPreprocessor(configPath: string): Promise<Preprocessor | undefined> {
  let loading = byConfig.get(configPath);
  if (!loading) {
    loading = importSiteModule(configPath, path.basename(configPath), path.dirname(configPath), true).then(preprocessorOf);
    byConfig.set(configPath, loading);
  }
  return loading;
}

/** The text `preprocessor` makes of a file's, or why there is none (it throws, or returns no string). */
export function preprocessText(preprocessor: Preprocessor, filePath: string, fileContent: string): { text: string } | { message: string } {
  let text: unknown;
  try {
    text = preprocessor({ filePath, fileContent });
  } catch (error) {
    return { message: `the config's markdown.preprocessor failed on this file: ${(error as Error)?.message ?? String(error)}. Fix the function, or what in this file it cannot handle.` };
  }
  if (typeof text !== 'string') return { message: `the config's markdown.preprocessor returned ${text === null ? 'null' : typeof text} for this file, where Docusaurus needs a string: the file's text. Make it return the text (\`fileContent\` to leave it as it is).` };
  return { text };
}

/** `preprocessText` with the preprocessor of the config at `configPath` (loaded once per thread). */
export async function preprocessFile(configPath: string, filePath: string, fileContent: string): Promise<{ text: string } | { message: string }> {
  let preprocessor: Preprocessor | undefined;
  try {
    preprocessor = await loadPreprocessor(configPath);
  } catch (error) {
    return { message: `the config's markdown.preprocessor could not be loaded to run on this file (${(error as Error).message}). Fix what the config's loading names.` };
  }
  return preprocessor ? preprocessText(preprocessor, filePath, fileContent) : { text: fileContent };
}
