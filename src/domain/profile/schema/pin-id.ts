/**
 * The one pattern for ids (pins, hardware, components, lanes, sources): lower-case letters,
 * digits, ".", "_" and "-", starting with a letter or digit. The schema checks it, the store
 * asks it before fetching a pin, and the preload script before preloading one.
 */
export const ID_PATTERN = /^[a-z0-9][a-z0-9._-]*$/;

export const isPinId = (id: string): boolean => ID_PATTERN.test(id);
