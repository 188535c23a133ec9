/**
 * Issue 17's date items, which live with front-matter parsing: a comment after a date is YAML's,
 * and a date-time without a zone is UTC, whatever time zone the building machine is in.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

let site: TempSite | undefined;
const zone = process.env.TZ;
afterEach(() => {
  site?.cleanup();
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

async function postDate(frontMatterDate: string, tz: string): Promise<string> {
  process.env.TZ = tz;
  site = tempSite();
  site.write('blog/2025-01-02-hello.md', `---\ntitle: Hello\ndate: ${frontMatterDate}\n---\nText.\n`);
  const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
  expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
  return /<time dateTime="([^"]+)"/.exec(readFileSync(path.join(site.out, 'blog/2025/01/02/hello/index.html'), 'utf8'))![1];
}

describe('post dates', () => {
  it('a comment after the date is not part of it', async () => {
    expect(await postDate('2025-10-26 # published', 'UTC')).toBe('2025-10-26T00:00:00.000Z');
  });

  for (const tz of ['Pacific/Kiritimati', 'America/Los_Angeles']) {
    it(`a date-time without a zone is UTC, also when the machine is in ${tz}`, async () => {
      expect(await postDate('2025-10-26 10:30', tz)).toBe('2025-10-26T10:30:00.000Z');
      expect(await postDate('2025-10-26T23:30:00', tz)).toBe('2025-10-26T23:30:00.000Z');
    });
  }

  it('a date-time with a zone keeps it', async () => {
    expect(await postDate('2025-10-26T10:30:00+02:00', 'America/Los_Angeles')).toBe('2025-10-26T08:30:00.000Z');
  });
});
