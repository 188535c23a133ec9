/** Counts in titles as Docusaurus's English words them: "One post", "2 posts". */
export function postCount(n: number): string {
  return n === 1 ? 'One post' : `${n} posts`;
}

export function docCount(n: number): string {
  return n === 1 ? 'One doc' : `${n} docs`;
}
