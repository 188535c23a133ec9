/**
 * Docusaurus reads YAML with js-yaml 3 (through gray-matter), which takes a mapping entry that
 * follows a flow collection or a quoted value on the same line as the next entry of the mapping:
 * `authors: [hamza] tags: [release]` is two keys there (yew's blog). js-yaml 4 fixed that parse
 * ("bad indentation of a mapping entry", its changelog's #418) and the `yaml` package refuses it
 * too, so such front matter stopped a build Docusaurus finishes. This puts each such entry on a
 * line of its own, at the indentation of the mapping, which is how js-yaml 3 reads it.
 */
import { YAMLException } from 'js-yaml';

/** Entries js-yaml 3 would read on one line; past this the text is given up as malformed. */
const MAX_SPLITS = 50;

/** What ends a value js-yaml 3 lets a same-line entry follow: a flow collection or a quoted scalar. */
const CLOSED_VALUE = /:\s+.*[\]}"']\s*$/;
/** A plain key and its colon, as the entry that follows starts. */
const KEY = /^[^\s#:'"[\]{},][^:#]*:(?:\s|$)/;

/**
 * Reads `text` with `load` (js-yaml 4); where it stops on an entry that js-yaml 3 reads on the
 * same line, the entry is moved to a line of its own and the text read again. Throws what `load`
 * throws when that is not the reason.
 */
export function loadSameLineEntries(text: string, load: (text: string) => unknown): unknown {
  let current = text;
  for (let split = 0; ; split++) {
    try {
      return load(current);
    } catch (thrown) {
      if (!(thrown instanceof YAMLException) || thrown.reason !== 'bad indentation of a mapping entry' || split === MAX_SPLITS) throw thrown;
      const { mark } = thrown;
      const lineStart = current.lastIndexOf('\n', mark.position - 1) + 1;
      const before = current.slice(lineStart, mark.position);
      // js-yaml 3 refuses it in a sequence's item (`- a: [1] b: 2`) too.
      if (!CLOSED_VALUE.test(before) || /^\s*-\s/.test(before) || !KEY.test(current.slice(mark.position))) throw thrown;
      const indent = /^\s*/.exec(before)![0];
      current = `${current.slice(0, lineStart)}${before.trimEnd()}\n${indent}${current.slice(mark.position)}`;
    }
  }
}
