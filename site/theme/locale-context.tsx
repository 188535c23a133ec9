/**
 * The locale a page is rendered in, for the theme's parts: its interface strings by Docusaurus's
 * ids (an id with no message shows the English text the part passes) and its date format.
 */
import { createContext, useContext } from 'react';
import { translate, type Messages } from '../../shared/translate.ts';
import { formatDate, formatShortDate } from './format-date.ts';

export interface PageLocale {
  /** `<html lang>`: dates are written in its format. */
  lang: string;
  /** The calendar dates are counted in (`gregory`, `islamic`, `persian`...). */
  calendar?: string;
  messages: Messages;
}

export const LocaleContext = createContext<PageLocale>({ lang: 'en', messages: {} });

/** `t(id, english, values)`: the locale's message of `id`, else the English text, with `{name}` placeholders filled. */
export function useTranslate(): (id: string, message: string, values?: Record<string, unknown>) => string {
  const { messages } = useContext(LocaleContext);
  return (id, message, values) => translate(messages, { id, message }, values);
}

/** A `YYYY-MM-DD...` date as the locale writes it ("May 1, 2024", "2024年5月1日"). */
export function useFormatDate(): (iso: string) => string {
  const { lang, calendar } = useContext(LocaleContext);
  return (iso) => formatDate(iso, lang, calendar);
}

/** A doc's "Last updated" date as Docusaurus writes it for the locale ("Nov 22, 2025", "2025年11月22日"). */
export function useFormatShortDate(): (iso: string) => string {
  const { lang } = useContext(LocaleContext);
  return (iso) => formatShortDate(iso, lang);
}
