/** One problem in one file: where it is (a field path) and what is wrong, with how to fix it. */
export type ProfileError = { file: string; path: string; message: string };
