/**
 * Plain-text layout for the copied briefs: headings on their own line, "- " bullets, a
 * blank line between blocks. Nothing here escapes, wraps or drops characters: the brief is
 * pasted into a chat as text, so profile strings go out exactly as written ("<", "&" and
 * "*" included), and no markup needs rendering to be read.
 */

/**
 * One block of lines; blocks are separated by one blank line. A titled block's first line
 * is its heading (the compare view shows it as one); the text is the same either way.
 */
export type Block = readonly string[] & { readonly titled?: true };

/** A block whose first line is its heading. */
export const titled = (lines: readonly string[]): Block =>
  Object.assign([...lines], { titled: true as const });

export const bullet = (text: string): string => `- ${text}`;
/** A continuation line under a bullet. */
export const indent = (text: string): string => `  ${text}`;

/** A heading followed by its lines; a heading with nothing under it says so. */
export const section = (heading: string, lines: readonly string[], whenEmpty = 'None listed.'): Block =>
  titled([heading, ...(lines.length ? lines : [whenEmpty])]);

/** Joins blocks with one blank line, drops empty blocks, ends with one newline. */
export const renderBlocks = (blocks: readonly Block[]): string =>
  `${blocks
    .filter((b) => b.length > 0)
    .map((b) => b.join('\n'))
    .join('\n\n')}\n`;
