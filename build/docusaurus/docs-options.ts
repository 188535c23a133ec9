/** A docs plugin instance's options (`@docusaurus/plugin-content-docs`, the preset's `docs`) as the site config's docs fields. */
import path from 'node:path';
import type { SiteConfigInput } from '../../site/config-types.ts';
import { str, bool, strings, excludeOf, type Raw } from './option-values.ts';

export type DocsFields = Omit<NonNullable<SiteConfigInput['docs']>, 'enabled'>;

const routeBase = (value: unknown): string => (str(value) ?? 'docs').replace(/^\/+|\/+$/g, '');

export const editUrl = (options: Raw): string | undefined => (typeof options.editUrl === 'function' || typeof options.editUrl === 'string' ? (options.editUrl as string) : undefined);

/** A docs plugin instance's options as the site config's docs fields (the same defaults for every instance, as in Docusaurus). */
export function docsFields(options: Raw): DocsFields {
  return {
    path: str(options.path) ?? 'docs',
    routeBasePath: routeBase(options.routeBasePath),
    editUrl: editUrl(options),
    editCurrentVersion: options.editCurrentVersion === true,
    editLocalizedFiles: options.editLocalizedFiles === true,
    showLastUpdate: options.showLastUpdateTime === true || options.showLastUpdateAuthor === true,
    include: strings(options.include),
    exclude: excludeOf(options.exclude),
    sidebarCollapsed: bool(options.sidebarCollapsed),
    sidebarCollapsible: bool(options.sidebarCollapsible),
    breadcrumbs: bool(options.breadcrumbs),
  };
}

export function sidebarPathOf(options: Raw, siteDir: string): string | false | undefined {
  return options.sidebarPath === false ? false : str(options.sidebarPath) ? path.resolve(siteDir, String(options.sidebarPath)) : undefined;
}
