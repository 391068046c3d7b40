/**
 * The shapes of a component's `asPinned`, as one closed, tagged union with one exhaustive
 * matcher. The profile format stays as authors write it (a string, `{ "split" }`, or
 * `{ "home", "copies" }`); the tag is internal. A shape added to the schema is a type error in
 * `pinnedShape` (its `assertNever`) until it is tagged here, and then in every `matchPinned`
 * call until that caller handles it.
 */
import type { Component } from './components.ts';

type AsPinned = Component['asPinned'];
// Strings have a `split` method: take the object forms first.
type ObjectForm = Exclude<AsPinned, string>;
type SplitForm = Extract<ObjectForm, { split: unknown }>;
type CopiesForm = Extract<ObjectForm, { copies: unknown }>;

export type PinnedShape =
  /** The whole component in one place: a lane id, "ledger", "absent" or "not-stated". */
  | { shape: 'whole'; at: Extract<AsPinned, string> }
  /** Parts of one component in different places, each its own row; never added together. */
  | { shape: 'split'; parts: SplitForm['split'] }
  /** A home and one or more copies (a cache, write-through pages), never counted twice. */
  | { shape: 'copies'; home: CopiesForm['home']; copies: CopiesForm['copies'] };

/** For a value the types say cannot exist: a shape or tier nobody handles is a compile error here. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}

export function pinnedShape(a: AsPinned): PinnedShape {
  if (typeof a === 'string') return { shape: 'whole', at: a };
  if ('split' in a) return { shape: 'split', parts: a.split };
  if ('copies' in a) return { shape: 'copies', home: a.home, copies: a.copies };
  return assertNever(a);
}

type Handlers<T> = { [K in PinnedShape['shape']]: (s: Extract<PinnedShape, { shape: K }>) => T };

/** One answer per shape; every caller names every shape. */
export function matchPinned<T>(a: AsPinned, on: Handlers<T>): T {
  const s = pinnedShape(a);
  switch (s.shape) {
    case 'whole':
      return on.whole(s);
    case 'split':
      return on.split(s);
    case 'copies':
      return on.copies(s);
    default:
      return assertNever(s);
  }
}
