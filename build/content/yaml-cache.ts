/**
 * YAML the `yaml` package read, by its text, kept on disk between builds: most builds read the same
 * front matter, authors.yml and tags.yml again, and the package's first documents cost a build of
 * this site about a tenth of its time. A build with the disk cache opens it (`openYamlCache`) and
 * saves what it used (`saveYamlCache`); `--no-cache` never reads it. Only values that JSON gives
 * back as they were are kept, and every hit is a fresh copy, so no reader can change another's.
 * Reading or writing never fails a build: a damaged or missing file is a cold start.
 */
import { readCacheFile, writeCacheFile } from '../persistent-cache.ts';

/** Each text, and its value as JSON. */
type Stored = [string, string][];

/** Bumped when what is stored for the same text changes. */
const FORMAT = 1;

let open: { file: string; known: Map<string, string>; used: Map<string, string> } | undefined;

/**
 * Starts a build's use of the cache of this generator (`generatorKey()`, which names the `yaml`
 * package's version among the rest; `file`: another file, for tests); values parsed from here on are kept.
 */
export function openYamlCache(generator: string, file = `yaml/values.${FORMAT}.${generator}.json`): void {
  const stored = readCacheFile<Stored>(file);
  open = { file, known: new Map(Array.isArray(stored) ? stored : []), used: new Map() };
}

/** The value stored for `text`, as a fresh copy; undefined when none is, or the cache is not open. */
export function cachedYaml(text: string): { value: unknown } | undefined {
  const json = open?.known.get(text) ?? open?.used.get(text);
  if (json === undefined) return undefined;
  open!.used.set(text, json);
  return { value: JSON.parse(json) };
}

/** Keeps the value `text` read as, when JSON holds it exactly. */
export function rememberYaml(text: string, value: unknown): void {
  if (open && jsonSafe(value)) open.used.set(text, JSON.stringify(value));
}

/** Writes the values this build used (so texts no longer read drop out) when they differ from the file's; closes the cache. */
export function saveYamlCache(): void {
  if (!open) return;
  const { file, known, used } = open;
  open = undefined;
  if (used.size === known.size && [...used].every(([text, json]) => known.get(text) === json)) return;
  writeCacheFile(file, [...used] satisfies Stored);
}

function jsonSafe(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) return value.every(jsonSafe);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.keys(value).every((key) => key !== '__proto__') && Object.values(value).every(jsonSafe);
}
