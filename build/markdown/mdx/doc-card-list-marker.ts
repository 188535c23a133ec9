/**
 * Where the current category's cards go: MDX's `<DocCardList />` leaves this in the HTML, and
 * routes/doc-card-list.ts fills it in once the sidebars are known, after Markdown. A module of its
 * own, so that the routes do not load the MDX theme (and highlight.js) with it.
 */
export const DOC_CARD_LIST_MARKER = '<!--DocCardList-->';
