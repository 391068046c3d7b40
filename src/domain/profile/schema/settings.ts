import { z } from 'zod';
import { id, proseSchema, text } from './primitives.ts';
import { figureSchema } from './figures.ts';

export const settingOptionSchema = z.strictObject({
  /** As the source writes it; may be empty (an empty DRAFTER). */
  value: z
    .string()
    .refine((v) => ![...v].some((ch) => ch.charCodeAt(0) < 0x20), 'must not contain control characters'),
  label: text,
  consequence: proseSchema,
  /** Components this option does not load: present but not loaded under the setting. */
  unloads: z.array(id).default([]),
  /** Concurrency under this option, as the source states it. */
  concurrency: proseSchema.optional(),
  /** Other settings this option forces, as the source states it: DRAFTER=mtp forces PARALLEL=1. */
  forces: z
    .record(z.string(), z.string())
    .default({})
    .describe('Other settings this option forces, e.g. {"PARALLEL": "1"} under DRAFTER=mtp.'),
  /** Figures the source ties to this option: host RAM "~218 GiB" in one mode. */
  figures: z.array(figureSchema).default([]),
  /** Residences that the rules accept only under this option: mmap puts a table on disk. */
  opens: z
    .array(z.strictObject({ row: id, lane: id, evidence: proseSchema }))
    .default([])
    .describe(
      'Residences accepted only while this option is chosen; row is a component id or a part or copy id.',
    ),
});

export const settingSchema = z.strictObject({
  name: text,
  label: text,
  /** The option the source states as default; left out when the source does not state one. */
  default: z.string().optional(),
  options: z.array(settingOptionSchema).min(1),
});

export type Setting = z.infer<typeof settingSchema>;
