/**
 * Docusaurus's `translate()` and `<Translate>` over plain data: a message by its id in the locale's
 * messages (its `code.json`, over the interface strings Docusaurus ships), else the text written
 * in the code, with `{name}` placeholders filled. The build's theme, the MDX components and React
 * pages all read messages through it.
 */

/** Messages of one locale, by id. */
export type Messages = Record<string, string>;

export interface TranslateParams {
  id?: string;
  /** The text in the code, used when the locale has no message of this id; the id when there is neither. */
  message?: string;
  description?: string;
}

/** The message of `id` (else `message`, else the id), with its `{name}` placeholders as `values` gives them. */
export function translate(messages: Messages | undefined, { id, message }: TranslateParams, values?: Record<string, unknown>): string {
  const text = (id !== undefined ? messages?.[id] : undefined) ?? message ?? id ?? '';
  return values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text;
}

/** A message split at its placeholders, for `<Translate values>` whose values may be elements: text parts and the names between them. */
export function messageParts(text: string): { text: string; name?: string }[] {
  const parts: { text: string; name?: string }[] = [];
  let last = 0;
  for (const m of text.matchAll(/\{(\w+)\}/g)) {
    parts.push({ text: text.slice(last, m.index) }, { text: m[0], name: m[1] });
    last = m.index + m[0].length;
  }
  parts.push({ text: text.slice(last) });
  return parts.filter((p) => p.text);
}

/** The order Docusaurus lists a locale's plural categories in; Intl's own order differs by locale (French: many, one, other). */
const PLURAL_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** Plural rules of a locale; English's where Intl takes no such locale (`en_US`), as theme-common's useLocalePluralForms falls back. */
function pluralRules(lang: string): Intl.PluralRules {
  try {
    return new Intl.PluralRules(lang);
  } catch {
    return new Intl.PluralRules('en');
  }
}

/**
 * One form of a message of plural forms separated by `|` ("One min read|{readingTime} min read"),
 * as theme-common's usePluralForm picks it: the forms follow the locale's plural categories in
 * Docusaurus's order, and a message with fewer forms than the locale has uses its last for the rest.
 */
export function pluralForm(message: string, count: number, lang: string): string {
  const forms = message.split('|');
  if (forms.length === 1) return message;
  const rules = pluralRules(lang);
  const categories = rules.resolvedOptions().pluralCategories as string[];
  const at = PLURAL_ORDER.filter((c) => categories.includes(c)).indexOf(rules.select(count));
  return forms[Math.min(at, forms.length - 1)];
}
