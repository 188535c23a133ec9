/**
 * `@docusaurus/Translate`, `translate` and `Interpolate`: a message by its id from the page's code
 * translations, else its default message, with `{name}` placeholders filled from `values`.
 * `translate` is called outside React too (for titles and attributes), so the messages are set
 * once for the page being rendered, as Docusaurus imports them as one module.
 */
import { cloneElement, isValidElement, type ReactNode } from 'react';

let messages: Record<string, string> = {};

export function setCodeTranslations(table: Record<string, string> | undefined): void {
  messages = table ?? {};
}

type Values = Record<string, ReactNode>;

export function interpolate(text: string, values?: Values): ReactNode {
  const segments: ReactNode[] = text.split(/(\{\w+\})/).map((segment, i) => {
    if (i % 2 === 1) {
      const value = values?.[segment.slice(1, -1)];
      if (value !== undefined) return value;
    }
    return segment;
  });
  if (segments.some((s) => isValidElement(s))) return segments.map((s, i) => (isValidElement(s) ? cloneElement(s, { key: i }) : s)).filter((s) => s !== '');
  return segments.join('');
}

function message({ id, message: fallback }: { id?: string; message?: string }): string {
  if (id === undefined && fallback === undefined) throw new Error('Translate and translate() need an id or a default message');
  return messages[(id ?? fallback)!] ?? fallback ?? id!;
}

export function translate(descriptor: { id?: string; message?: string; description?: string }, values?: Record<string, string | number>): string {
  return String(interpolate(message(descriptor), values));
}

export function Translate({ children, id, values }: { children?: string; id?: string; values?: Values; description?: string }) {
  if (children !== undefined && typeof children !== 'string') throw new Error('<Translate> takes a plain string as its children');
  return <>{interpolate(message({ id, message: children }), values)}</>;
}

export function Interpolate({ children, values }: { children: string; values?: Values }) {
  if (typeof children !== 'string') throw new Error('<Interpolate> takes a plain string as its children');
  return <>{interpolate(children, values)}</>;
}
