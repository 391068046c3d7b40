/**
 * Maps keyed by strings that are data (pin, row, lane and setting ids from profiles, links,
 * storage and local files): built without a prototype and read through own properties only, so "__proto__",
 * "constructor" or "toString" is a key like any other and never a built-in.
 */

/** An empty map with no prototype. */
export const keyed = <T>(): Record<string, T> => Object.create(null) as Record<string, T>;

/** `record[key]` if the record itself holds it; never an inherited property. */
export const own = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;
