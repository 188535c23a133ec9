/**
 * A `:::name` container opener ends a list item's paragraph rather than going on in it as a lazy
 * line, as Docusaurus's parsers read it: micromark's directive construct (Docusaurus 3) and
 * remark-admonitions (Docusaurus 2) interrupt a paragraph, so a `:::warning` line at the margin
 * right under `3. **Return and Refund**` closes the list, and the admonition and its closing `:::`
 * stand after it (saleor-docs). marked ends an item's lazy lines only at a fence, heading, HTML
 * block, quote, rule or bullet indented less than the item's content; its fence test is widened
 * to openers at those indents. An opener indented as the item's content stays in the item.
 * A GFM table's rows end at an opener too: micromark ends the table there (kargo's
 * `| String() | string | … |` then `:::info`), where marked took the opener, the admonition's body
 * and its closing `:::` for three more rows.
 */
/** What of marked's tokenizer rules is read here: the test that ends a list item at a fence. */
interface Rules {
  other: { fencesBeginRegex: (indent: number) => RegExp };
  block?: { table?: RegExp };
}

/** marked's GFM table with an opener among the lines that end its rows (its row lookahead begins `(?! *\n|`). */
function tableEndingAtOpeners(table: RegExp): RegExp {
  const rows = '(?:\\n((?:(?! *\\n|';
  const at = table.source.indexOf(rows);
  if (at < 0) return table;
  const end = at + rows.length;
  return new RegExp(`${table.source.slice(0, end)} {0,3}:{3,}[ \\t]*[A-Za-z]|${table.source.slice(end)}`, table.flags);
}

/** `rules` with the list item's fence test also taking a container opener. */
export function withOpenerInterrupts<R extends Rules>(rules: R): R {
  const fenceOrOpener = new Map<number, RegExp>();
  const fencesBeginRegex = (indent: number): RegExp => {
    // As marked's own: the test for an item whose content starts at `indent` allows 0 to 3 spaces, and fewer than `indent`.
    const most = Math.max(0, Math.min(3, indent - 1));
    let test = fenceOrOpener.get(most);
    if (!test) {
      test = new RegExp(`(?:${rules.other.fencesBeginRegex(indent).source})|^ {0,${most}}:{3,}[ \\t]*[A-Za-z]`);
      fenceOrOpener.set(most, test);
    }
    return test;
  };
  const block = rules.block?.table ? { block: { ...rules.block, table: tableEndingAtOpeners(rules.block.table) } } : {};
  return { ...rules, ...block, other: { ...rules.other, fencesBeginRegex } };
}
