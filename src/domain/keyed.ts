/**
 * Maps keyed by strings that are data (pin, row, lane and setting ids from profiles, links,
 * storage and local files): built without a prototype and read through own properties only, so "__proto__",
 * "constructor" or "toString" is a key like any other and never a built-in.
 */

/**
 * A JSON object read from outside (a file, storage, the network, a drag's data): an object,
 * not null, not an array. The one guard every reader of such input uses.
 */
export const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** An empty map with no prototype. */
export const keyed = <T>(): Record<string, T> => Object.create(null) as Record<string, T>;

/** `record[key]` if the record itself holds it; never an inherited property. */
export const own = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;
