/** JSX written like HTML, made into what React renders the same way. */

/** React's names for the HTML attributes JSX authors copy from HTML. */
function domProps(props: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    const name = key === 'class' ? 'className' : key === 'for' ? 'htmlFor' : key;
    out[name] = name === 'style' && typeof value === 'string' ? styleObject(value) : value;
  }
  return out;
}

/** The props of an HTML element; an `<img>` loads lazily, as Markdown images do (and React then adds no preload link for it). */
export function intrinsicProps(tag: string, props: Record<string, unknown>): Record<string, unknown> {
  const dom = domProps(props);
  return tag === 'img' ? { loading: 'lazy', decoding: 'async', ...dom } : dom;
}

/** A style's declarations: split at each `;` outside quotes and parentheses (`url(data:image/png;base64,...)` is one value). */
function declarations(css: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === ';' && depth === 0) {
      parts.push(css.slice(start, i));
      start = i + 1;
    }
  }
  return [...parts, css.slice(start)];
}

/** A `style` attribute's declarations as the object React takes: `font-size` is `fontSize`, a custom property keeps its name. */
export function styleObject(css: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of declarations(css)) {
    const at = declaration.indexOf(':');
    if (at < 0) continue;
    const property = declaration.slice(0, at).trim();
    const name = property.startsWith('--') ? property : property.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    style[name] = declaration.slice(at + 1).trim();
  }
  return style;
}
