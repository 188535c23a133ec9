/**
 * The order in which copies of one text come side by side: the render threads (renderer.ts) parse
 * and highlight each text once (recent.ts), and the remark stage (remark-run.ts) parses it once.
 */

/**
 * The jobs' indexes with the same text side by side (a versioned site's copies of one file, in the
 * order of the first copy).
 */
export function sameTextTogether(jobs: { body: string }[]): number[] {
  const first = new Map<string, number>();
  jobs.forEach((job, i) => first.has(job.body) || first.set(job.body, i));
  return jobs.map((_, i) => i).sort((a, b) => first.get(jobs[a].body)! - first.get(jobs[b].body)! || a - b);
}
