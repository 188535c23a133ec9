/**
 * "Copy page" and "Open as Markdown" above a doc: the page's Markdown twin, for AI assistants.
 * The link works without JavaScript; the button needs it (hidden until the head script runs), and
 * the head script answers it from the first paint (build/head-input.ts). The status line announces
 * the result.
 */
import { useHref } from './Link.tsx';

export function PageActions({ markdown }: { markdown: string }) {
  const url = useHref()(markdown);
  return (
    <div className="page-actions">
      <span className="page-actions__status" role="status" />
      <button type="button" className="page-actions__button needs-js" data-copy-page={url}>
        Copy page
      </button>
      <a className="page-actions__button" href={url} type="text/markdown">
        Open as Markdown
      </a>
    </div>
  );
}
