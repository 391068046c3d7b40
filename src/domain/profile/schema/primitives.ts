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

export const text = z.string().min(1, 'must not be empty');
/** Names that every JavaScript object already has; an id must never collide with them. */
export const RESERVED_IDS = new Set(Object.getOwnPropertyNames(Object.prototype));
export const id = z
  .string()
  .regex(/^[a-z0-9][a-z0-9._-]*$/, 'must be lower-case letters, digits, ".", "_" or "-"')
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

export const byteCount = z
  .number()
  .int('byte counts are integers')
  .nonnegative()
  .max(Number.MAX_SAFE_INTEGER);
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
      .min(2, 'a conflict holds at least two stated values'),
  });

export const count = z.number().int().nonnegative();
/** A count as stated, "unknown", or a conflict between sources. */
export const statedCount = z.union([count, unknownLiteral, conflictOf(count)]);
/** Exact bytes as stated, "unknown", or a conflict between sources. */
export const statedBytes = z.union([byteCount, unknownLiteral, conflictOf(byteCount)]);

export type Prose = z.infer<typeof proseSchema>;
export type Bytes = z.infer<typeof bytesSchema>;
export type StatedCount = z.infer<typeof statedCount>;
export type StatedBytes = z.infer<typeof statedBytes>;
