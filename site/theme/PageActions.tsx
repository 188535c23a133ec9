/**
 * "Copy page" and "Open as Markdown" above a doc: the page's Markdown twin, for AI assistants.
 * The link works without JavaScript; the button needs it (hidden until the head script runs),
 * and its code loads on first use (site/client/copy-page.ts). The status line announces the result.
 */
export function PageActions({ markdown }: { markdown: string }) {
  return (
    <div className="page-actions">
      <span className="page-actions__status" role="status" />
      <button type="button" className="page-actions__button needs-js" data-copy-page={markdown}>
        Copy page
      </button>
      <a className="page-actions__button" href={markdown} type="text/markdown">
        Open as Markdown
      </a>
    </div>
  );
}
