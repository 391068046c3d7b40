/**
 * How much log the reader takes on, checked before any line is read, so a pasted 50 MB log or
 * two million empty lines is refused at once with the limit named instead of blocking. Real
 * llama.cpp logs at -v, with every tensor listed, are a few MB and tens of thousands of lines.
 */
export const LOG_LIMITS = {
  /** Characters of pasted text (UTF-16 units, as the browser counts them). */
  characters: 64 * 1024 * 1024,
  lines: 1_000_000,
  /** Figures read from one log: past this the reading stops and says so. */
  figures: 200_000,
  /** A longer line is not read (named as unreadable): no runtime line comes near it. */
  lineCharacters: 16 * 1024,
} as const;

export type LogLimits = { [K in keyof typeof LOG_LIMITS]: number };
export type LogLimit = { limit: keyof typeof LOG_LIMITS; max: number; found: number };

/** The first limit the text is over, counted without splitting it; undefined when within all. */
export function overLogLimit(text: string, limits: LogLimits = LOG_LIMITS): LogLimit | undefined {
  if (text.length > limits.characters)
    return { limit: 'characters', max: limits.characters, found: text.length };
  let lines = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
    if (++lines > limits.lines) return { limit: 'lines', max: limits.lines, found: lines };
  return undefined;
}

export const limitText = (l: LogLimit): string =>
  l.limit === 'figures'
    ? `Reading stopped at the limit of ${l.max.toLocaleString('en-US')} figures; the lines after it were not read.`
    : `Not read: the log has ${l.limit === 'lines' ? 'more than ' : ''}${l.found.toLocaleString('en-US')} ${l.limit}, over the limit of ${l.max.toLocaleString('en-US')} ${l.limit}.`;
