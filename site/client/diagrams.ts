/**
 * Mermaid diagrams the build cannot draw (pie, gantt, C4, mind maps, …), drawn in the browser by
 * the official `mermaid` package. This module is a lazy chunk, loaded only by pages that have such
 * a diagram, and Mermaid itself (published by the build under /assets/mermaid/VERSION/) loads
 * only when the first one scrolls into view. Until then, and without JavaScript, the diagram's
 * source stays readable as a code block; once drawn, the source moves into a collapsed details.
 *
 * The site's Content-Security-Policy allows no inline style: Mermaid's `<style>` becomes a
 * constructed stylesheet and its `style` attributes are set through the CSSOM, which the policy
 * permits. Diagrams are drawn again, in the other theme, when the colour mode changes.
 */

interface Mermaid {
  initialize(config: Record<string, unknown>): void;
  render(id: string, text: string): Promise<{ svg: string }>;
}

let mermaid: Promise<Mermaid> | undefined;
let count = 0;
const drawn = new Set<HTMLElement>();
/** Each drawing's stylesheet, replaced when it is drawn again. */
const sheets = new WeakMap<HTMLElement, CSSStyleSheet>();

function load(url: string): Promise<Mermaid> {
  mermaid ??= (import(/* @vite-ignore */ url) as Promise<{ default: Mermaid }>).then((m) => m.default);
  return mermaid;
}

/** Moves the SVG's inline styles into the CSSOM, where the Content-Security-Policy allows them. */
function insertSvg(target: HTMLElement, svgText: string, name: string): void {
  const parsed = new DOMParser().parseFromString(svgText, 'image/svg+xml').documentElement;
  const styled = [parsed, ...parsed.querySelectorAll('[style]')];
  const inline = styled.map((el) => el.getAttribute('style') ?? '');
  for (const el of styled) {
    el.removeAttribute('style');
    el.setAttribute('data-styled', '');
  }
  const rules = [...parsed.querySelectorAll('style')].map((style) => {
    style.remove();
    return style.textContent ?? '';
  });
  const svg = document.importNode(parsed, true) as unknown as SVGSVGElement;
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', name);
  [svg, ...svg.querySelectorAll<SVGElement>('[data-styled]')].forEach((el, i) => {
    el.removeAttribute('data-styled');
    el.style.cssText = inline[i];
  });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(rules.join('\n'));
  const previous = sheets.get(target);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets.filter((s) => s !== previous), sheet];
  sheets.set(target, sheet);
  target.replaceChildren(svg);
}

async function draw(figure: HTMLElement): Promise<void> {
  const code = figure.querySelector('code');
  const route = figure.dataset.mermaid;
  if (!code || !route) return;
  // The build names Mermaid's file by route (`/assets/...`); the site may be served under a base URL.
  const url = (document.documentElement.dataset.baseUrl ?? '/') + route.slice(1);
  const source = figure.dataset.source ?? code.textContent ?? '';
  figure.dataset.source = source;
  const renderer = await load(url);
  renderer.initialize({ startOnLoad: false, securityLevel: 'strict', theme: document.documentElement.dataset.theme === 'dark' ? 'dark' : 'default' });
  try {
    const { svg } = await renderer.render(`mermaid-client-${++count}`, source);
    let image = figure.querySelector<HTMLElement>('.diagram__image');
    if (!image) {
      image = document.createElement('div');
      image.className = 'diagram__image';
      const details = document.createElement('details');
      details.className = 'diagram__source';
      details.innerHTML = '<summary>Diagram source</summary>';
      details.append(...figure.childNodes);
      figure.append(image, details);
    }
    insertSvg(image, svg, figure.dataset.name ?? 'Diagram');
    drawn.add(figure);
  } catch {
    // Mermaid could not draw it: the source stays as it is, readable.
  }
}

let observer: IntersectionObserver | undefined;

export function drawDiagrams(root: ParentNode): void {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer!.unobserve(entry.target);
      void draw(entry.target as HTMLElement);
    }
  }, { rootMargin: '200px' });
  for (const figure of root.querySelectorAll<HTMLElement>('.diagram--client')) observer.observe(figure);
}

new MutationObserver(() => {
  for (const figure of drawn) if (figure.isConnected) void draw(figure);
}).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
