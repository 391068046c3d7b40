/**
 * The schema of a model file's header as a draft keeps it across reloads
 * (src/domain/setup/kept-header.ts writes and reads it back): every tensor and every metadata
 * value, long arrays as their length only, 64-bit integers as decimal text. Strict: a stored
 * value this code did not write fails with its path. Loaded on demand, when a kept draft is
 * rebuilt.
 */
import { z } from 'zod';

/** Array items kept up to this many (src/domain/setup/kept-header.ts KEPT_ITEMS). */
const KEPT_ITEMS = 4096;

const decimal = z.string().regex(/^-?\d{1,20}$/);
const scalar = z.union([
  z.strictObject({ type: z.enum(['u8', 'i8', 'u16', 'i16', 'u32', 'i32']), value: z.number().int() }),
  z.strictObject({ type: z.enum(['f32', 'f64']), value: z.number() }),
  z.strictObject({ type: z.enum(['u64', 'i64']), value: decimal }),
  z.strictObject({ type: z.literal('bool'), value: z.boolean() }),
  z.strictObject({ type: z.literal('string'), value: z.string() }),
]);
const keptValue = z.union([
  scalar,
  z.strictObject({
    type: z.literal('array'),
    elementType: z.string(),
    length: z.number().int().nonnegative(),
    values: z.array(scalar).max(KEPT_ITEMS).optional(),
  }),
]);

export const keptHeaderSchema = z.strictObject({
  file: z.string(),
  fileSize: z.number().int().nonnegative().optional(),
  version: z.union([z.literal(2), z.literal(3)]),
  alignment: z.number().int().positive(),
  dataOffset: z.number().int().nonnegative(),
  metadata: z.array(z.tuple([z.string(), keptValue])),
  /** [name, type id, shape (ne0 first), offset] per tensor. */
  tensors: z.array(z.tuple([z.string(), z.number().int().nonnegative(), z.array(decimal), decimal])),
});
export type KeptHeader = z.infer<typeof keptHeaderSchema>;
export type KeptScalar = z.infer<typeof scalar>;
export type KeptValue = z.infer<typeof keptValue>;

/** The kept headers of a stored draft, or where and why they are not what this code writes. */
export function readKeptHeaders(
  x: unknown,
): { ok: true; kept: KeptHeader[] } | { ok: false; message: string } {
  const r = z.array(keptHeaderSchema).max(64).safeParse(x);
  return r.success ? { ok: true, kept: r.data } : { ok: false, message: z.prettifyError(r.error) };
}
