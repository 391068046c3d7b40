/** One problem in one file: where it is (a field path) and what is wrong, with how to fix it. */
export type ProfileError = {
  file: string;
  path: string;
  message: string;
  /** The id of the list item the path starts in (`components[2]` is "kv-cache"), when it has one. */
  id?: string;
};

/** Where a problem is, as an author reads it: `components[2] (id "kv-cache").residences[0].lane`. */
export function placeOf(e: Pick<ProfileError, 'path' | 'id'>): string {
  const head = /^[A-Za-z]+\[\d+\]/.exec(e.path);
  return head && e.id !== undefined
    ? `${head[0]} (id ${JSON.stringify(e.id)})${e.path.slice(head[0].length)}`
    : e.path;
}
