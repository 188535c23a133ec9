/** One measured build in its own process: prints JSON with pages, milliseconds and peak memory. */
export {};
process.env.NODE_ENV ??= 'production';
const { build } = await import('../build/build.ts');

const [root, content, out] = process.argv.slice(2);
const result = await build({ root, contentDir: content || undefined, outDir: out });
console.log(JSON.stringify({ ok: result.ok, pages: result.pages, ms: result.ms, maxRssKb: process.resourceUsage().maxRSS, warnings: result.diagnostics.length }));
