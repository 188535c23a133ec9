/**
 * How a prepared MDX document (prepare.ts) marks its elements for the Markdown extension
 * (extension.ts): private-use characters, which never occur in real text and which marked leaves
 * alone. A module of their own, so that the extension loads without the MDX parser.
 */
export const FLOW = '\uE000';
export const TEXT = '\uE002';
export const END = '\uE001';
/** Keeps a line break an inline element spanned, inside its paragraph (rendered as nothing). */
export const FILLER = '\uE003';
