/**
 * Words of scripts written without spaces between them (Chinese, Japanese, Thai, Lao, Khmer,
 * Burmese), found with `Intl.Segmenter` (Node 20 and current browsers) where the plain split at
 * non-letters would leave a whole sentence as one "word". Without a segmenter (an old browser),
 * Chinese and Japanese text falls back to single characters, which the index also holds.
 */

/** Text in a script that does not separate words with spaces. */
export const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
/** Chinese and Japanese characters, each of which is also a term of the index. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

type Segmenter = { segment(text: string): Iterable<{ segment: string; isWordLike?: boolean }> };
let segmenter: Segmenter | null | undefined;

function wordSegmenter(): Segmenter | null {
  if (segmenter === undefined) {
    const Intl_ = Intl as unknown as { Segmenter?: new (locale: string, options: { granularity: 'word' }) => Segmenter };
    // The dictionary of Chinese and Japanese words is the same whichever of the two names the segmenter.
    segmenter = Intl_.Segmenter ? new Intl_.Segmenter('zh', { granularity: 'word' }) : null;
  }
  return segmenter;
}

/** `word` (lower-case, letters and digits only) as the words a reader would search for. */
export function splitUnspaced(word: string): string[] {
  if (!UNSPACED.test(word)) return [word];
  const s = wordSegmenter();
  if (!s) return [...word].length > 1 && CJK.test(word) ? [...word] : [word];
  const words: string[] = [];
  for (const part of s.segment(word)) if (part.isWordLike !== false && part.segment.trim()) words.push(part.segment);
  return words;
}

/** The single Chinese and Japanese characters of a word of several: the index holds them too, so that a query split another way (or not at all) still finds it. */
export function cjkCharacters(word: string): string[] {
  const chars = [...word];
  return chars.length > 1 ? chars.filter((c) => CJK.test(c)) : [];
}
