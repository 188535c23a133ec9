/**
 * Runs a TypeScript entry of the generator (`node build/launch.mjs cli.ts ARGS` calls the exported
 * `main(args)` of build/cli.ts) as one esbuild bundle on plain Node: it starts in a fraction of the
 * time a module-by-module loader such as tsx takes, which is most of a small site's build. The
 * bundle is kept until a source file of build/, shared/ or site/ changes, so most runs load it
 * without starting esbuild at all.
 */
import path from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import { generatorBundle } from './node-bundle.mjs';

// V8 optimises a function once it has run this many bytecodes (default about 66,000). A build
// runs for seconds through large libraries (Mermaid, the diagram layout engine, marked,
// highlight.js, React), and at the default V8 spent about a third of the CPU of a cold build of
// SpecWeave's docs-site compiling code it then ran a few times; later optimisation of what stays
// hot costs little. Set before any of the generator loads, and so for its worker threads too.
v8.setFlagsFromString('--interrupt-budget=1000000');

const [entry, ...args] = process.argv.slice(2);
// React picks its build when it loads, which in a bundle is before the entry's own code runs.
process.env.NODE_ENV ??= entry === 'dev.ts' ? 'development' : 'production';

const generator = path.resolve(import.meta.dirname, '..');

const file = await generatorBundle(path.join(generator, 'build', entry));
const { main } = await import(pathToFileURL(file).href);
try {
  await main(args);
} catch (error) {
  // A mistake in the command or the files ends as one line; `--debug` shows where the generator was.
  const debug = args.includes('--debug');
  const known = error?.name === 'UserError' || error?.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' || error?.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE';
  console.error(debug ? error : `error: ${error?.message ?? error}${known ? '' : ' (run again with --debug to see where)'}`);
  process.exitCode = 1;
}
