import { z } from 'zod';
import { proseSchema, text } from './primitives.ts';

/** Non-byte figures a source states in prose. Shown with their qualifier; never bytes. */
export const figureSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('prose-size'),
    /** As printed: "about 176 GB". */
    label: text,
    value: z.number().positive(),
    unit: z.enum(['GB', 'GiB']),
    qualifier: proseSchema,
  }),
  z.strictObject({
    kind: z.literal('named-cap'),
    name: text,
    value: z.number().positive(),
    unit: z.enum(['GB', 'GiB', 'tokens']),
    qualifier: proseSchema,
  }),
  z.strictObject({
    kind: z.literal('startup-estimate'),
    label: text,
    value: z.number().positive(),
    unit: z.enum(['GB', 'GiB']),
    qualifier: proseSchema,
  }),
  z.strictObject({
    kind: z.literal('observed-free'),
    label: text,
    value: z.number().nonnegative(),
    unit: z.enum(['GB', 'GiB']),
    /** Per-rank facts stay per rank. */
    where: text.optional(),
    qualifier: proseSchema,
  }),
  z.strictObject({
    kind: z.literal('free-threshold'),
    label: text,
    value: z.number().positive(),
    unit: z.enum(['GB', 'GiB']),
    qualifier: proseSchema,
  }),
  z.strictObject({
    kind: z.literal('token-count'),
    label: text,
    value: z.number().int().positive(),
    qualifier: proseSchema,
  }),
  z.strictObject({
    kind: z.literal('reported-usable'),
    label: text,
    value: z.number().positive(),
    unit: z.enum(['GB', 'GiB']),
    qualifier: proseSchema,
  }),
]);

export type Figure = z.infer<typeof figureSchema>;
