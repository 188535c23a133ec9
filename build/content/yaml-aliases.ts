/**
 * What a YAML reader's aliases made of a value. Both readers share an alias's value rather than
 * copying it, so the value is small as objects but may be huge as a tree (an alias bomb that only
 * js-yaml reads), or may hold itself (`a: &x [*x]`). Each object is walked once.
 */
export type AliasShape = { circular: true } | { circular: false; copies: number };

export function aliasShape(value: unknown): AliasShape {
  const size = new Map<object, number>();
  const within = new Set<object>();
  let circular = false;
  // The objects a value holds, counted as a tree: a shared one once for each place it stands.
  const treeSize = (v: unknown): number => {
    if (typeof v !== 'object' || v === null || circular) return 0;
    const known = size.get(v);
    if (known !== undefined) return known;
    if (within.has(v)) {
      circular = true;
      return 0;
    }
    within.add(v);
    let n = 1;
    for (const child of Object.values(v)) n += treeSize(child);
    within.delete(v);
    size.set(v, n);
    return n;
  };
  const total = treeSize(value);
  return circular ? { circular } : { circular, copies: total - size.size };
}
