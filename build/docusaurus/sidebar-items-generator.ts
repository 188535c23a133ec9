/**
 * A docs instance's `sidebarItemsGenerator`, the site's own function, as the config gives it when
 * it runs with the site's packages; build/sidebar-items-generator.ts runs it.
 */
import { standInPackage } from './stand-in-package.ts';
import type { MappedConfig } from './map-config.ts';
import type { RealOptions } from './real-config.ts';

/** Called with Docusaurus's arguments (build/sidebar-items-generator.ts), it returns sidebar items, or a promise of them. */
export type SidebarItemsGenerator = (args: Record<string, unknown>) => unknown;

/** The generators each docs instance's options give, taken from the config as it runs with the site's packages, by instance id; and why any is not run. */
export async function loadSidebarItemsGenerators(mapped: MappedConfig, realOptions: RealOptions): Promise<{ generators: Record<string, SidebarItemsGenerator>; warnings: string[] }> {
  const listed = mapped.docsInstances.filter((d) => typeof d.options.sidebarItemsGenerator === 'function');
  if (!listed.length) return { generators: {}, warnings: [] };
  const real = await realOptions();
  if (!(real instanceof Map)) return { generators: {}, warnings: [`the sidebarItemsGenerator the config gives is not run, and the sidebars are generated as Docusaurus's default does: the config, loaded with the site's installed packages, fails (${real.failure}).`] };
  const generators: Record<string, SidebarItemsGenerator> = {};
  const warnings: string[] = [];
  for (const { id } of listed) {
    const generator = real.get(`docs:${id}`)?.sidebarItemsGenerator;
    const missing = standInPackage(generator);
    if (typeof generator === 'function' && !missing) generators[id] = generator as SidebarItemsGenerator;
    else warnings.push(`the sidebarItemsGenerator of docs instance "${id}" is not run${missing ? `: the package "${missing}" is not installed in the site` : ''}; its sidebars are generated as Docusaurus's default does.`);
  }
  return { generators, warnings };
}

