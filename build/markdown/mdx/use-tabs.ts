/**
 * `@docusaurus/theme-common/internal`'s `useTabs(props)` (Docusaurus 3.0 to 3.8), which a site's own
 * swizzled Tabs calls (site-tabs.tsx), as the server renders it: the tabs' values, the default
 * one selected, nothing to select with.
 */
import { Children, isValidElement, type ReactNode } from 'react';
import { selectedTab } from '../../../site/docusaurus/theme-parts.tsx';

interface TabsProps {
  values?: { value: string; label?: string; attributes?: Record<string, unknown> }[];
  defaultValue?: string | null;
  lazy?: boolean;
  block?: boolean;
  children?: ReactNode;
}

type ItemProps = { value: string; label?: string; attributes?: Record<string, unknown>; default?: boolean };

export function useTabs(props: TabsProps) {
  const items = Children.toArray(props.children).flatMap((child) => (isValidElement(child) ? [child.props as ItemProps] : []));
  const tabValues = props.values ?? items.map(({ value, label, attributes, default: isDefault }) => ({ value, label, attributes, default: isDefault }));
  const selectedValue = props.defaultValue === null ? null : selectedTab(props.children, props.defaultValue);
  return { selectedValue, selectValue: () => undefined, tabValues, lazy: props.lazy, block: props.block };
}
