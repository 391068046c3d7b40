/** The names a kept draft goes by, apart from the storage code, so the first page load carries only these strings. */
export const DRAFTS_KEY = 'placement-explorer.command-drafts.v1';
/** The file name a draft opens under, as a local pin: "your command (draft-…)". */
export const DRAFT_FILE = 'your command';
