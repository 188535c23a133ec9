import type { TocItem } from '../types.ts';
import { useTranslate } from './locale-context.tsx';

/** The headings as nested lists; the outer one carries Infima's table-of-contents classes (`top`). */
function List({ items, top = false }: { items: TocItem[]; top?: boolean }) {
  return (
    <ul className={top ? 'toc__list table-of-contents table-of-contents__left-border' : 'toc__list'}>
      {items.map((item) => (
        <li key={item.id}>
          <a className="toc__link table-of-contents__link toc-highlight" href={`#${item.id}`}>
            {item.text}
          </a>
          {item.children.length > 0 && <List items={item.children} />}
        </li>
      ))}
    </ul>
  );
}

export function Toc({ items }: { items: TocItem[] }) {
  const t = useTranslate();
  if (!items.length) return null;
  return (
    <nav className="toc theme-doc-toc-desktop thin-scrollbar" aria-labelledby="toc-title">
      <p className="toc__title" id="toc-title">
        {t('theme.TOCCollapsible.toggleButtonLabel', 'On this page')}
      </p>
      <List items={items} top />
    </nav>
  );
}

/**
 * The table of contents above the content on narrow screens, where the column beside it is
 * hidden: collapsed until opened, and a plain <details>, so it needs no JavaScript.
 */
export function MobileToc({ items }: { items: TocItem[] }) {
  const t = useTranslate();
  if (!items.length) return null;
  return (
    <details className="toc-mobile theme-doc-toc-mobile">
      <summary className="toc-mobile__summary">{t('theme.TOCCollapsible.toggleButtonLabel', 'On this page')}</summary>
      {/* Named apart from the column beside the article, as landmarks need distinct names. */}
      <nav aria-label="Table of contents">
        <List items={items} top />
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
