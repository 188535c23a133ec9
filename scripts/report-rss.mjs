// Loaded with `node --import` by the benchmark: prints the process's peak memory (worker threads included) as it exits.
process.on('exit', () => process.stderr.write(`${JSON.stringify({ maxRssKb: process.resourceUsage().maxRSS })}\n`));
