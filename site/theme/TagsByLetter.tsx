import type { TagView } from '../types.ts';
import { Tags } from './Tags.tsx';

/**
 * Tags grouped under their label's first letter, upper-cased, letters and tags in each in
 * English `localeCompare` order (Docusaurus's uses the machine's locale; a build must not depend on it): Docusaurus's `listTagsByLetters`, whose letter headings' ids (`#A`) links
 * written against a Docusaurus site use.
 */
export function tagsByLetter(tags: TagView[]): { letter: string; tags: TagView[] }[] {
  const groups = new Map<string, TagView[]>();
  for (const tag of tags) {
    const letter = tag.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([letter, group]) => ({ letter, tags: [...group].sort((a, b) => a.label.localeCompare(b.label, 'en')) }));
}

/** The tags pages' list: a heading per letter, its tags with their counts. */
export function TagsByLetter({ tags }: { tags: TagView[] }) {
  return (
    <section className="tags-by-letter">
      {tagsByLetter(tags).map(({ letter, tags }) => (
        <article key={letter}>
          <h2 id={letter}>{letter}</h2>
          <Tags tags={tags} />
          <hr />
        </article>
      ))}
    </section>
  );
}
