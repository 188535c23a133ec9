/**
 * The last results of a pure function of text, kept by the text: a versioned docs site holds the
 * same file in many versions (stencil: 2,358 Markdown files, 240 different texts), and the render
 * workers get them side by side (renderer.ts), so parsing and highlighting each text once saves
 * most of their cost. Bounded by entries and by the characters of the texts kept.
 */
export function recentResults<T>(maxEntries: number, maxChars: number): (key: string, compute: () => T) => T {
  const kept = new Map<string, T>();
  let chars = 0;
  return (key, compute) => {
    const hit = kept.get(key);
    if (hit !== undefined) {
      // Map keeps insertion order: moved to the end, the entry is the newest.
      kept.delete(key);
      kept.set(key, hit);
      return hit;
    }
    const value = compute();
    if (key.length > maxChars) return value;
    kept.set(key, value);
    chars += key.length;
    for (const [old] of kept) {
      if (kept.size <= maxEntries && chars <= maxChars) break;
      kept.delete(old);
      chars -= old.length;
    }
    return value;
  };
}
