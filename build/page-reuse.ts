/**
 * Pages a production build takes from the output it replaces instead of rendering them again. A
 * route is reused when its file, its props and the site view hash as they did when that output's
 * page was written, and the file there is still the one written then (same size and modification
 * time, so a dev server writing into the same folder is noticed): the file is hard-linked into the
 * new output (copied where links fail), with its twin file. The records sit beside the Markdown cache
 * (persistent-cache.ts) and are keyed by the generator, the output folder and the content folder.
 * Other files made from one input (the search index's) are reused the same way, as a group.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { readCacheFile, writeCacheFile } from './persistent-cache.ts';
import { linkFile } from './write-routes.ts';
import type { CopyFile } from './assets.ts';
import type { Output } from './output.ts';
import type { Route } from './routes/index.ts';

export interface PageRecord {
  hash: string;
  stamp: string;
  ids: string[];
}

/** Files written together from one input: the hash of the input, and each file (relative to the output) with its stamp. */
export interface GroupRecord {
  hash: string;
  files: [string, string][];
}

export interface PageReuse {
  /** The complete output the build replaces, if there is one. */
  previousDir?: string;
  previous: Map<string, PageRecord>;
  /** This build's records, by route path, filled as its pages are written or reused. */
  next: Map<string, PageRecord>;
  previousGroups: Map<string, GroupRecord>;
  nextGroups: Map<string, GroupRecord>;
}

interface RecordsFile {
  pages: [string, PageRecord][];
  groups: [string, GroupRecord][];
}

/** `generator` is `generatorKey()`: a change of how pages are rendered (build/render.tsx, site/) starts afresh. */
export function startPageReuse(outDir: string, contentDir: string, generator: string): PageReuse & { file: string } {
  const file = recordsFile(outDir, contentDir, generator);
  const previousDir = existsSync(outDir) ? realpathSync(outDir) : undefined;
  const records = readCacheFile<RecordsFile>(file);
  return { file, previousDir, previous: new Map(records?.pages), next: new Map(), previousGroups: new Map(records?.groups), nextGroups: new Map() };
}

export function savePageRecords(reuse: PageReuse & { file: string }): void {
  writeCacheFile(reuse.file, { pages: [...reuse.next], groups: [...reuse.nextGroups] } satisfies RecordsFile);
}

function recordsFile(outDir: string, contentDir: string, generator: string): string {
  return path.join('pages', `${createHash('sha256').update(generator).update(outDir).update('\0').update(contentDir).digest('hex').slice(0, 16)}.json`);
}

export function routeHash(siteKey: string, route: Route): string {
  // A page whose HTML is on disk (route-body.ts) is the same when the hash of that HTML is.
  return createHash('sha256').update(siteKey).update('\0').update(route.file).update('\0').update(route.body?.sha ?? '').update('\0').update(JSON.stringify(route.props)).digest('hex');
}

function stampOf(file: string): string | undefined {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat && `${stat.size}:${stat.mtimeMs}`;
}

/** Links a group's files from the previous output when it wrote them from the same input, unchanged since; returns whether it did. */
export function reuseGroup(reuse: PageReuse, name: string, hash: string, outDir: string): boolean {
  const record = reuse.previousGroups.get(name);
  const { previousDir } = reuse;
  if (!previousDir || !record || record.hash !== hash || record.files.some(([file, stamp]) => stampOf(path.join(previousDir, file)) !== stamp)) return false;
  for (const [file] of record.files) {
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    linkFile(path.join(previousDir, file), path.join(outDir, file));
  }
  recordGroup(reuse, name, hash, record.files.map(([file]) => file), outDir);
  return true;
}

/** Records a group of files of this build, as written to `outDir` (or linked there). */
export function recordGroup(reuse: PageReuse, name: string, hash: string, files: string[], outDir: string): void {
  const stamps = files.map((file): [string, string | undefined] => [file, stampOf(path.join(outDir, file))]);
  if (stamps.every((entry): entry is [string, string] => entry[1] !== undefined)) reuse.nextGroups.set(name, { hash, files: stamps });
}

/**
 * Writes through `output`, except that a file the previous output holds with the same text,
 * unchanged since, is linked from there (the Markdown twins and llms files: one write each on a
 * cold build, a link on the next).
 */
export function reusingWriter(reuse: PageReuse, output: Pick<Output, 'dir' | 'write' | 'remove'>): Pick<Output, 'write' | 'remove'> {
  return {
    write(file, data) {
      const hash = createHash('sha256').update(data).digest('base64');
      if (reuseGroup(reuse, `text:${file}`, hash, output.dir)) return;
      output.write(file, data);
      recordGroup(reuse, `text:${file}`, hash, [file], output.dir);
    },
    remove: output.remove,
  };
}

/** Copies a file into `outDir` with `copy`, or links the copy the previous output holds when the source has the same size and modification time as then (static files, images). */
export function reusingCopier(reuse: PageReuse, outDir: string, copy: CopyFile): CopyFile {
  return (source, target) => {
    const file = path.relative(outDir, target);
    const hash = `${source}\0${stampOf(source)}`;
    if (reuseGroup(reuse, `copy:${file}`, hash, outDir)) return;
    copy(source, target);
    recordGroup(reuse, `copy:${file}`, hash, [file], outDir);
  };
}

/** Links the route's page from the previous output when it is the same; returns its element ids, or undefined to render it. */
export function reusePage(reuse: PageReuse, route: Route, hash: string, outDir: string): string[] | undefined {
  const record = reuse.previous.get(route.path);
  if (!reuse.previousDir || !record || record.hash !== hash || stampOf(path.join(reuse.previousDir, route.file)) !== record.stamp) return undefined;
  for (const file of [route.file, route.twin]) {
    if (!file) continue;
    const target = path.join(outDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    linkFile(path.join(reuse.previousDir, file), target);
  }
  return record.ids;
}

/** Records a page of this build, as written to `outDir` (or linked there). */
export function recordPage(reuse: PageReuse, route: Route, hash: string, ids: string[], outDir: string): void {
  const stamp = stampOf(path.join(outDir, route.file));
  if (stamp) reuse.next.set(route.path, { hash, stamp, ids });
}
