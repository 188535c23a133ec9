/**
 * A page's Markdown HTML kept on disk (spool.ts) travels with its route as `body`, the screen's
 * `html` left empty, and is read back by the thread that renders the page: the build's thread
 * never holds every page's HTML at once. A post's HTML that lists show whole is read back once.
 */
import { isSpooled, textOf, type Spooled, type SpooledText } from '../spool.ts';
import type { Route } from './types.ts';

/** The screen's `html` and the route's `body` for a page's HTML. */
export function pageBody(html: SpooledText): { html: string; body?: Spooled } {
  return isSpooled(html) ? { html: '', body: html } : { html };
}

/** The route with its body read into its screen, ready to render. */
export function withBody(route: Route): Route {
  if (!route.body) return route;
  const html = textOf(route.body);
  const { screen } = route.props;
  if (screen.kind === 'doc' || screen.kind === 'page') return { ...route, props: { ...route.props, screen: { ...screen, html } } };
  if (screen.kind === 'blogPost') return { ...route, props: { ...route.props, screen: { ...screen, post: { ...screen.post, html } } } };
  throw new Error(`the route of ${route.path} has a body, but its ${screen.kind} screen shows none`);
}

/** Texts read back for lists, by handle: every list a post is on shares one copy, as it shared the rendered one. */
const readBack = new WeakMap<Spooled, string>();

/** A text to show inside a page's props (a post on a list page). */
export function shownText(text: SpooledText): string {
  if (!isSpooled(text)) return text;
  let read = readBack.get(text);
  if (read === undefined) readBack.set(text, (read = textOf(text)));
  return read;
}
