/**
 * Font Awesome's SVG core (`@fortawesome/fontawesome-svg-core`, which react-fontawesome draws
 * with) puts its stylesheet into `<head>` when it first draws an icon in the browser (its
 * `config.autoAddCss`, on by default: `ensureCss`, 7.2.0 index.js), so a Docusaurus page has it once
 * hydrated; on the server it writes none. A page here is not hydrated for the site's components, and
 * an icon without it is drawn 0 by 0 (actix's home page features) or as large as its box. So the
 * core's module imports the stylesheet the package ships beside it (`styles.css`, the text of its
 * `dom.css()` with the default prefixes), as the sites that turn autoAddCss off import it: a page
 * that draws with the core gets its rules in its CSS.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';

/** The core's entry modules: CommonJS `index.js`, and ES `index.mjs` (6 and 7) or `index.es.js` (Font Awesome 5's core, 1.2.x). */
const CORE = /[\\/]@fortawesome[\\/]fontawesome-svg-core[\\/]index(?:\.es)?\.m?js$/;

/** The ES entries, which get an `import` of the sheet; the CommonJS one a `require`. */
const ES_ENTRY = /\.(?:mjs|es\.js)$/;

export function fontAwesomeCss(): Plugin {
  return {
    name: 'fontawesome-css',
    setup(b) {
      b.onLoad({ filter: CORE }, async (args) => {
        const sheet = path.join(path.dirname(args.path), 'styles.css');
        if (!existsSync(sheet)) return undefined;
        const code = await readFile(args.path, 'utf8');
        const load = ES_ENTRY.test(args.path) ? 'import "./styles.css";' : 'require("./styles.css");';
        return { contents: `${code}\n${load}\n`, loader: 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
}
