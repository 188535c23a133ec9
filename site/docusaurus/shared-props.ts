/**
 * The modules a page's props share with other routes (build/docusaurus/shared-modules.ts): the
 * page's data names each module's JSON file where its value goes, and the browser fetches the file
 * (once for all the modules it holds) and puts the value in place before the page hydrates, as
 * Docusaurus's client loads a route's module chunks before rendering it. A hashed file under
 * `assets/`, so the browser keeps it for the next page that names it.
 */
import type { PageData } from './context.ts';

type Fetch = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** `data` with its shared modules in its props; rejects when a file cannot be fetched (the page then keeps its server HTML). */
export async function withSharedProps(data: PageData, fetchFile: Fetch = (url) => fetch(url)): Promise<PageData> {
  if (!data.sharedProps?.length) return data;
  const files = new Map<string, Promise<unknown>>();
  const load = (url: string) =>
    files.get(url) ??
    files.set(url, fetchFile(url).then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${url}: HTTP ${response.status}`))))).get(url)!;
  const values = await Promise.all(data.sharedProps.map(({ url }) => load(url)));
  const props: Record<string, unknown> = { ...data.props };
  data.sharedProps.forEach(({ at }, i) => {
    let parent = props;
    for (const key of at.slice(0, -1)) {
      const next = parent[key];
      parent = parent[key] = (Array.isArray(next) ? [...next] : { ...(next as object) }) as Record<string, unknown>;
    }
    parent[at[at.length - 1]] = values[i];
  });
  return { ...data, props };
}
