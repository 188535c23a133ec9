/**
 * The links the theme shows besides the content's own: navbar and footer items given as `to` (a
 * route, as in Docusaurus), but not `pathname://` paths, which Docusaurus's Link treats as
 * external and so never collects for its check. The link check reads them like links in
 * Markdown, so a broken one is reported (as `onBrokenLinks` says) at the config file, naming the
 * item. A content folder built with --content borrows site/config.ts, written for content/: its
 * links are not checked against it.
 */
import type { LoadedConfig } from './config.ts';
import { lineAt } from './diagnostics.ts';
import type { SourceLinks } from './checks.ts';

/** The line that sets `to` to this route, if the config file writes it as a plain string. */
function lineOfTo(source: string, to: string): number | undefined {
  const quoted = to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const at = source.search(new RegExp(`(?<![\\w$])["']?to["']?\\s*:\\s*['"\`]${quoted}['"\`]`));
  return at < 0 ? undefined : lineAt(source, at);
}

export function themeLinks({ config, configFile, configSource, ownsContent }: LoadedConfig): SourceLinks {
  if (!ownsContent) return { file: configFile, links: [] };
  const items: { to: string; item: string }[] = [];
  for (const item of config.navbar.items) {
    if (item.to && !item.unchecked) items.push({ to: item.to, item: `navbar item "${item.label}"` });
    for (const entry of item.items ?? []) if (entry.to && !entry.unchecked) items.push({ to: entry.to, item: `navbar item "${item.label}" > "${entry.label}"` });
  }
  for (const column of config.footer.columns) {
    for (const link of column.items) if (link.to && !link.unchecked) items.push({ to: link.to, item: `footer link "${link.label}"${column.title ? ` (column "${column.title}")` : ''}` });
  }
  return {
    file: configFile,
    links: items.map(({ to, item }) => {
      const at = to.indexOf('#');
      return { path: at < 0 ? to : to.slice(0, at), hash: at < 0 ? '' : to.slice(at + 1), line: lineOfTo(configSource, to), item };
    }),
  };
}
