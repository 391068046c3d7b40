/**
 * The profile format's building blocks: text, ids, prose (a sentence with its provenance),
 * "unknown", exact byte counts, and stated values that can be a conflict between sources.
 * The profile schema is split by section (profile/schema/*.ts); every domain type is
 * inferred from it.
 *
 * Kinds of number stay apart, as the sources keep them apart: an integer byte count
 * (`Bytes`), a prose size label ("about 176 GB"), a named cap (KV_POOL_GIB 12.5), a startup
 * estimate (88.09 GiB), an observed free-memory reading (5.6 GiB on rank 0) and a reported
 * measurement (60.4 tok/s). None of them silently becomes another. Where sources disagree,
 * a fact holds every stated value with its source (`conflict`), and counts as unknown.
 *
 * Domain modules import only the inferred types (`import type`), so the app ships zod only
 * where a local profile file is validated.
 */
import { z } from 'zod';
import { LIMITS, atMost } from './limits.ts';
import { ID_PATTERN } from './pin-id';

export const text = z
  .string()
  .min(1, 'must not be empty')
  .max(LIMITS.textLength, atMost('textLength', 'characters'));
/** Any string the format holds (a setting value may be empty), within the length limit. */
export const anyText = z.string().max(LIMITS.textLength, atMost('textLength', 'characters'));
/** Names that every JavaScript object already has; an id must never collide with them. */
export const RESERVED_IDS = new Set(Object.getOwnPropertyNames(Object.prototype));
export const id = z
  .string()
  .max(LIMITS.idLength, atMost('idLength', 'characters in an id'))
  .regex(ID_PATTERN, 'must be lower-case letters, digits, ".", "_" or "-"')
  .refine((v) => !RESERVED_IDS.has(v), { message: 'is a reserved name' });

/**
 * A sentence of a profile. A plain string quotes the profile's `quotesFrom` source word for
 * word; `{ "quote", "source" }` quotes another source; `{ "siteNote" }` is this site's own
 * wording, marked as such wherever it is shown. A test checks every quote against the
 * source's stored text in profiles/sources/.
 */
export const proseSchema = z.union([
  text,
  z.strictObject({ quote: text, source: id }),
  z.strictObject({ siteNote: text }),
]);

/** "unknown" is a value of its own: never 0, never NaN. */
export const UNKNOWN = 'unknown' as const;
export const unknownLiteral = z.literal(UNKNOWN);

/** A JSON number holds integers exactly only up to 2^53 − 1; a larger byte count would be rounded. */
export const BYTES_LIMIT_MESSAGE = `byte counts are at most 2^53 − 1 (${Number.MAX_SAFE_INTEGER.toLocaleString('en-US')}): a larger number cannot be stated exactly in JSON`;
export const byteCount = z
  .number()
  .int({
    error: (issue) =>
      issue.code === 'too_big'
        ? BYTES_LIMIT_MESSAGE
        : issue.code === 'too_small'
          ? 'byte counts are not negative'
          : 'byte counts are integers',
  })
  .nonnegative('byte counts are not negative');
/** An exact integer byte count as a source publishes it, or "unknown". */
export const bytesSchema = z.union([byteCount, unknownLiteral]);

export const commitSha = z.string().regex(/^[0-9a-f]{7,64}$/, 'must be a hex commit sha');
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-10-02');

/**
 * Two or more sources state different values for one fact: each value is kept with its
 * source, shown as a conflict, and treated as unknown by the calculator.
 */
export const conflictOf = <T extends z.ZodType>(value: T) =>
  z.strictObject({
    conflict: z
      .array(
        z.strictObject({
          value,
          /** Id of the source that states this value. */
          source: id,
          /** The source's own words for it: "All 48 layers". */
          says: text.optional(),
        }),
      )
      .max(LIMITS.conflictValues, atMost('conflictValues', 'stated values per conflict'))
      .min(2, 'a conflict holds at least two stated values'),
  });

export const count = z.number().int().nonnegative();
/**
 * A count a source states only as a rounded figure ("117B"): kept as the source prints it,
 * with its source, shown as a rounded figure and never as an exact count; the calculator
 * treats it as unknown.
 */
export const roundedCount = z.strictObject({
  /** The figure as printed: "117B". */
  rounded: text,
  /** Id of the source that states it. */
  source: id,
  /** The source's own words around it: "117B parameters with 5.1B active parameters". */
  says: text.optional(),
});
/** A count as stated, "unknown", a conflict between sources, or a stated rounded figure. */
export const statedCount = z.union([count, unknownLiteral, conflictOf(count), roundedCount]);
/** Exact bytes as stated, "unknown", or a conflict between sources. */
export const statedBytes = z.union([byteCount, unknownLiteral, conflictOf(byteCount)]);

export type Prose = z.infer<typeof proseSchema>;
export type Bytes = z.infer<typeof bytesSchema>;
export type StatedCount = z.infer<typeof statedCount>;
export type StatedBytes = z.infer<typeof statedBytes>;
