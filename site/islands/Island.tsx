import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { islands, type IslandName } from './registry.ts';

/**
 * Server-renders an interactive component inside a marker element that names it and carries
 * its props; the client entry hydrates exactly these elements and nothing else.
 */
export function Island<N extends IslandName>({ name, props, className }: { name: N; props: Parameters<(typeof islands)[N]>[0]; className?: string }) {
  const Component = islands[name] as ComponentType<typeof props>;
  return (
    <div
      className={className}
      data-island={name}
      data-props={JSON.stringify(props)}
      dangerouslySetInnerHTML={{ __html: renderToString(<Component {...props} />) }}
    />
  );
}
