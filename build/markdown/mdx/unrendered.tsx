/**
 * What a page shows that Docusaurus does not render on the server: the tabs of a `lazy` Tabs other
 * than the selected one (Docusaurus's TabItem renders null until it is chosen in the browser), or of
 * any Tabs when the site's own render the selected one only (site-tabs.tsx), so
 * Docusaurus never collects or checks the links in them. This build still draws every tab (they
 * work without JavaScript), marked for the checks (server-rendered.ts).
 */
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { selectedTab, Tabs, type TabItemProps, type TabsProps } from '../../../site/docusaurus/theme-parts.tsx';
import { runtime } from './runtime.ts';
import { END, START } from './server-rendered.ts';

/** `@theme/Tabs` in MDX: this build's tabs, with those Docusaurus leaves for the browser marked (a `lazy` one's, or the site's own Tabs', site-tabs.tsx). */
export function MdxTabs(props: TabsProps & { lazy?: boolean; children?: ReactNode }): ReactNode {
  const own = runtime().siteTabs;
  if (!(own ? own[props.lazy === true ? 'lazy' : 'plain'] : props.lazy === true)) return <Tabs {...props} />;
  const items = Children.toArray(props.children);
  const chosen = selectedTab(items, props.defaultValue);
  const marked = items.map((item) => {
    if (!isValidElement(item) || (item.props as TabItemProps).value === chosen) return item;
    const tab = item as ReactElement<TabItemProps & { children?: ReactNode }>;
    return cloneElement(tab, {}, START, tab.props.children, END);
  });
  return <Tabs {...props}>{marked}</Tabs>;
}
