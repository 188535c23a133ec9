/**
 * A Prism theme (`themeConfig.prism.theme` and `darkTheme` of a Docusaurus site: an object of
 * prism-react-renderer, `{plain, styles: [{types, style, languages?}]}`) as CSS for this build's
 * highlight.js markup. Docusaurus paints each Prism token with its theme's style and the block with
 * `plain` (as `--prism-color` and `--prism-background-color`); here each Prism token type is the
 * highlight.js classes that mark the same kind of token (highlight.js's class reference). The rules
 * are unlayered, so they win over the generator's own highlight colours (assets/css/code.css, in the
 * `site` layer), and come before the site's custom CSS, which wins over them, as in Docusaurus.
 */
import type { PrismTheme, SiteConfig } from '../site/config-types.ts';

/** Prism token types and the highlight.js classes of the same tokens; a later entry of the theme wins, as in prism-react-renderer. */
const HLJS_CLASSES: Record<string, string[]> = {
  comment: ['.hljs-comment', '.hljs-quote'],
  prolog: ['.hljs-meta'],
  doctype: ['.hljs-meta'],
  cdata: ['.hljs-meta'],
  string: ['.hljs-string'],
  char: ['.hljs-char'],
  'attr-value': ['.hljs-tag .hljs-string'],
  'template-string': ['.hljs-string'],
  regex: ['.hljs-regexp'],
  interpolation: ['.hljs-subst'],
  // highlight.js's `type` is a primitive type (Java's and C's `int`), a keyword to Prism.
  keyword: ['.hljs-keyword', '.hljs-type', '.hljs-doctag', '.hljs-template-tag'],
  atrule: ['.hljs-keyword'],
  // Go's `error` and `int` are highlight.js's type and Prism's builtin.
  builtin: ['.hljs-built_in', '.language-go .hljs-type'],
  function: ['.hljs-title', '.hljs-title.function_'],
  'class-name': ['.hljs-title.class_'],
  number: ['.hljs-number'],
  boolean: ['.hljs-literal'],
  constant: ['.hljs-variable.constant_', '.hljs-symbol'],
  symbol: ['.hljs-symbol'],
  variable: ['.hljs-variable', '.hljs-template-variable'],
  parameter: ['.hljs-params'],
  operator: ['.hljs-operator'],
  punctuation: ['.hljs-punctuation'],
  property: ['.hljs-property', '.hljs-attribute', '.language-json .hljs-attr', '.language-yaml .hljs-attr', '.language-yml .hljs-attr'],
  'attr-name': ['.hljs-attr'],
  tag: ['.hljs-tag', '.hljs-name'],
  selector: ['.hljs-selector-tag', '.hljs-selector-id', '.hljs-selector-class', '.hljs-selector-attr', '.hljs-selector-pseudo'],
  decorator: ['.hljs-meta'],
  annotation: ['.hljs-meta'],
  url: ['.hljs-link'],
  title: ['.hljs-section'],
  inserted: ['.hljs-addition'],
  deleted: ['.hljs-deletion'],
  bold: ['.hljs-strong'],
  italic: ['.hljs-emphasis'],
};

/** The style keys a theme sets that CSS can take, and a value that cannot end the declaration it is written into. */
const PROPERTIES: Record<string, string> = { color: 'color', backgroundColor: 'background-color', fontStyle: 'font-style', fontWeight: 'font-weight', textDecorationLine: 'text-decoration-line', textDecoration: 'text-decoration', opacity: 'opacity' };
const safe = (value: unknown): value is string | number => (typeof value === 'string' && /^[^;{}<>\\]+$/.test(value)) || typeof value === 'number';

function declarations(style: Record<string, unknown>): string {
  return Object.entries(style)
    .filter(([key, value]) => PROPERTIES[key] && safe(value))
    .map(([key, value]) => `${PROPERTIES[key]}:${value}`)
    .join(';');
}

/** One colour mode's rules, each selector under `scope` (`[data-theme='dark']`). */
function themeRules(theme: PrismTheme, scope: string): string {
  const plain: string[] = [];
  if (safe(theme.plain.color)) plain.push(`--prism-color:${theme.plain.color}`);
  if (safe(theme.plain.backgroundColor)) plain.push(`--prism-background-color:${theme.plain.backgroundColor}`);
  // A token the theme does not style is drawn in `plain`, as Prism draws it: the generator's own colours would show through otherwise.
  const rules = [`${scope} .code-block{${plain.join(';')}}`, `${scope} .code-block .hljs{color:var(--prism-color)}`, `${scope} .code-block .hljs [class*='hljs-']{color:inherit;background:none;font-style:inherit;font-weight:inherit}`];
  for (const { types, style, languages } of theme.styles) {
    const body = declarations(style);
    const classes = [...new Set(types.flatMap((type) => HLJS_CLASSES[type] ?? []))];
    // A live code block's editor (site/client/live-code.tsx) is Prism's own markup: its tokens' classes are the types.
    if (!body || (!classes.length && !types.length)) continue;
    // A class for one language (`.language-go .hljs-type`) names the block's <code> itself.
    const selectors = languages?.length
      ? languages.filter((l) => /^[\w-]+$/.test(l)).flatMap((l) => classes.filter((c) => !c.startsWith('.language-')).map((c) => `${scope} .code-block code.language-${l} ${c}`))
      : [...classes.map((c) => (c.startsWith('.language-') ? `${scope} .code-block code${c}` : `${scope} .code-block .hljs ${c}`)), ...types.filter((t) => /^[\w-]+$/.test(t)).map((t) => `${scope} .playgroundEditor .token.${t}`)];
    if (selectors.length) rules.push(`${selectors.join(',')}{${body}}`);
  }
  return rules.join('\n');
}

/**
 * The config's Prism themes as CSS: `theme` in light mode, `darkTheme` in dark mode (Docusaurus's
 * `usePrismTheme`). A mode without a theme (one the build could not read) keeps the generator's colours.
 */
export function prismThemeCss(config: SiteConfig): string {
  const { theme, darkTheme } = config.prism;
  return [theme && themeRules(theme, ":root:not([data-theme='dark'])"), darkTheme && themeRules(darkTheme, "[data-theme='dark']")].filter(Boolean).join('\n');
}
