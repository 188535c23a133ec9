/**
 * Node's own `process`, which node-bundle.mjs puts in place of every free `process` of the
 * generator's bundles (esbuild's `inject`). A site's code runs in this process at build time, and
 * some of it replaces the global (livecodes's src/utils.ts sets `globalThis.process = { ...process,
 * env: ... }` for the browser): the generator's exit code then went to that copy, and a build
 * that failed ended with exit 0. Docusaurus evaluates its server bundle apart from its own code.
 */
import process from 'node:process';

export { process };
