import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { islands, type IslandName } from './registry.ts';

/** An island's HTML is a function of its name and props, which most pages share (the colour-mode toggle, the search box): each is rendered once. */
const rendered = new Map<string, string>();
const MAX_RENDERED = 500;

function serverHtml(name: IslandName, json: string, render: () => string): string {
  const key = `${name}\n${json}`;
  let html = rendered.get(key);
  if (html === undefined) {
    if (rendered.size >= MAX_RENDERED) rendered.clear();
    rendered.set(key, (html = render()));
  }
  return html;
}

/**
 * Server-renders an interactive component inside a marker element that names it and carries
 * its props; the client entry hydrates exactly these elements and nothing else.
 */
export function Island<N extends IslandName>({ name, props, className }: { name: N; props: Parameters<(typeof islands)[N]>[0]; className?: string }) {
  const Component = islands[name] as ComponentType<typeof props>;
  const json = JSON.stringify(props);
  return <div className={className} data-island={name} data-props={json} dangerouslySetInnerHTML={{ __html: serverHtml(name, json, () => renderToString(<Component {...props} />)) }} />;
}
