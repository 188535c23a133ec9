/**
 * Which docs folder holds a file (render-jobs.ts: a doc's `.md` links reach its own docs plugin
 * instance's docs only, as in Docusaurus).
 */
import path from 'node:path';

/** A docs folder with its docs plugin instance. */
export interface DocsDir {
  dir: string;
  pluginId: string;
}

/**
 * A build's docs folders, deepest first (as `within` reads each: itself, or a prefix up to a
 * separator, made once), and the folder found for each file asked about. Every page asks for its
 * own and for each file its `.md` links name: on a site with many instances and versions
 * (gofiber: 190 docs folders), comparing each file with every folder anew was 2% of its build.
 */
interface DocsDirIndex {
  deepestFirst: { docsDir: DocsDir; prefix: string }[];
  found: Map<string, DocsDir | undefined>;
}

/** By the build's list of docs folders: one array per build's context (render-jobs.ts), so a folder added between builds is found by the next. */
const docsDirIndexes = new WeakMap<DocsDir[], DocsDirIndex>();

function docsDirIndex(docsDirs: DocsDir[]): DocsDirIndex {
  let index = docsDirIndexes.get(docsDirs);
  if (!index) {
    // A stable sort: of two folders of the same length (the same folder listed twice), the first listed wins.
    const deepestFirst = [...docsDirs].sort((a, b) => b.dir.length - a.dir.length).map((docsDir) => ({ docsDir, prefix: docsDir.dir.endsWith(path.sep) ? docsDir.dir : docsDir.dir + path.sep }));
    docsDirIndexes.set(docsDirs, (index = { deepestFirst, found: new Map() }));
  }
  return index;
}

/** The docs folder of `docsDirs` that holds `file`: the deepest, should one instance's folder lie inside another's. */
export function docsDirOf(docsDirs: DocsDir[], file: string): DocsDir | undefined {
  const { deepestFirst, found } = docsDirIndex(docsDirs);
  if (!found.has(file)) found.set(file, deepestFirst.find(({ docsDir, prefix }) => file === docsDir.dir || file.startsWith(prefix))?.docsDir);
  return found.get(file);
}
