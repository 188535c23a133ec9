import type { TocItem } from '../types.ts';

function List({ items }: { items: TocItem[] }) {
  return (
    <ul className="toc__list">
      {items.map((item) => (
        <li key={item.id}>
          <a className="toc__link" href={`#${item.id}`}>
            {item.text}
          </a>
          {item.children.length > 0 && <List items={item.children} />}
        </li>
      ))}
    </ul>
  );
}

export function Toc({ items }: { items: TocItem[] }) {
  if (!items.length) return null;
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <p className="toc__title" id="toc-title">
        On this page
      </p>
      <List items={items} />
    </nav>
  );
}

/**
 * The table of contents above the content on narrow screens, where the column beside it is
 * hidden: collapsed until opened, and a plain <details>, so it needs no JavaScript.
 */
export function MobileToc({ items }: { items: TocItem[] }) {
  if (!items.length) return null;
  return (
    <details className="toc-mobile">
      <summary className="toc-mobile__summary">On this page</summary>
      {/* Named apart from the column beside the article, as landmarks need distinct names. */}
      <nav aria-label="Table of contents">
        <List items={items} />
      </nav>
    </details>
  );
}

/** The table of contents beside an article, when the article has headings. */
export function TocColumn({ items }: { items: TocItem[] }) {
  if (!items.length) return null;
  return (
    <div className="doc-toc">
      <Toc items={items} />
    </div>
  );
}
