/**
 * The links the theme shows besides the content's own: navbar and footer items given as `to` (a
 * route, as in Docusaurus), but not `pathname://` paths, which Docusaurus's Link treats as
 * external and so never collects for its check, nor items opened in another frame (`target:
 * '_blank'`: its Link collects only links that stay in the tab). The link check reads them like links in
 * Markdown, so a broken one is reported (as `onBrokenLinks` says) at the config file, naming the
 * item. A content folder built with --content borrows site/config.ts, written for content/: its
 * links are not checked against it.
 */
import type { LoadedConfig } from './config.ts';
import { lineAt } from './diagnostics.ts';
import type { SourceLinks } from './checks.ts';

/**
 * The line that sets an item's `to` to this route, if the config file writes it as a plain string:
 * as the route, or without its leading slash (`to: 'changelog'`), on the line that names the item's
 * label when several do (a redirect's `to: '/changelog'` is not the navbar item).
 */
export function lineOfTo(source: string, to: string, label?: string): number | undefined {
  const forms = [...new Set([to, to.replace(/^\//, '')])].map((form) => form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const lines = [...source.matchAll(new RegExp(`(?<![\\w$])["']?to["']?\\s*:\\s*['"\`](?:${forms.join('|')})['"\`]`, 'g'))].map((match) => lineAt(source, match.index));
  const text = source.split('\n');
  return (label ? lines.find((line) => text[line - 1].includes(label)) : undefined) ?? lines[0];
}

/** Whether Docusaurus's Link collects this item's `to` for its check (pelican's `{ to: '/discord', target: '_blank' }`, a client redirect, is not). */
const checked = (link: { to?: string; unchecked?: boolean; target?: string }): link is { to: string } => Boolean(link.to) && !link.unchecked && (!link.target || link.target === '_self');

/** `drawn`: the Docusaurus indexes of navbar items a site's own component drew, whose links are that component's (build/react-pages/navbar-items.ts), not the item's `to`. */
export function themeLinks({ config, configFile, configSource, ownsContent }: LoadedConfig, drawn: ReadonlyMap<number, unknown> = new Map()): SourceLinks {
  if (!ownsContent) return { file: configFile, links: [] };
  const items: { to: string; item: string; label?: string }[] = [];
  for (const item of config.navbar.items) {
    if (checked(item) && !(item.from !== undefined && drawn.has(item.from))) items.push({ to: item.to, item: `navbar item "${item.label}"`, label: item.label });
    // A version or locale dropdown's own entries too: Docusaurus renders them, so its check collects them.
    const name = item.label || (item.localeDropdown ? 'locale dropdown' : item.versionDropdown ? 'version dropdown' : '');
    for (const entry of [...(item.itemsBefore ?? []), ...(item.items ?? []), ...(item.itemsAfter ?? [])]) if (checked(entry)) items.push({ to: entry.to, item: `navbar item "${name}" > "${entry.label}"`, label: entry.label });
  }
  for (const column of config.footer.columns) {
    for (const link of column.items) if (checked(link)) items.push({ to: link.to, item: `footer link "${link.label}"${column.title ? ` (column "${column.title}")` : ''}`, label: link.label });
  }
  return {
    file: configFile,
    links: items.map(({ to, item, label }) => {
      const at = to.indexOf('#');
      const route = at < 0 ? to : to.slice(0, at);
      // A query string names no page: Docusaurus's check compares the pathname alone (geyser's footer: `download?project=geyser`).
      const query = route.indexOf('?');
      return { path: query < 0 ? route : route.slice(0, query), hash: at < 0 ? '' : to.slice(at + 1), line: lineOfTo(configSource, to, label), item };
    }),
  };
}
