import { z } from 'zod';
import { anyText, id, proseSchema, text } from './primitives.ts';
import { figureSchema } from './figures.ts';
import { LIMITS, atMost } from './limits.ts';

/** A row (a component, part or copy id) in a lane, with the source's words for it. */
const rowInLane = z.strictObject({ row: id, lane: id, evidence: proseSchema });

export const settingOptionSchema = z.strictObject({
  /** As the source writes it; may be empty (an empty DRAFTER). */
  value: anyText.refine(
    (v) => ![...v].some((ch) => ch.charCodeAt(0) < 0x20),
    'must not contain control characters',
  ),
  label: text,
  consequence: proseSchema,
  /** Components (or a part or copy of one) this option does not load: present but not loaded under the setting. */
  unloads: z.array(id).max(LIMITS.list, atMost('list', 'entries in one list')).default([]),
  /** Concurrency under this option, as the source states it. */
  concurrency: proseSchema.optional(),
  /** Other settings this option forces, as the source states it: DRAFTER=mtp forces PARALLEL=1. */
  forces: z
    .record(anyText, anyText)
    .default({})
    .describe('Other settings this option forces, e.g. {"PARALLEL": "1"} under DRAFTER=mtp.'),
  /** Figures the source ties to this option: host RAM "~218 GiB" in one mode. */
  figures: z.array(figureSchema).max(LIMITS.list, atMost('list', 'entries in one list')).default([]),
  /**
   * Rows this option places, as the source states it: while it is in force the row sits in
   * that lane (`--cpu-moe` keeps every routed expert in host RAM), and it goes back when
   * another option is chosen. A place is also a residence the option opens.
   */
  places: z
    .array(rowInLane)
    .max(LIMITS.list, atMost('list', 'entries in one list'))
    .default([])
    .describe(
      "Rows this option puts in a lane while it is in force (row: a component, part or copy id); the source's words say so.",
    ),
  /** Residences that the rules accept only under this option: mmap puts a table on disk. */
  opens: z
    .array(rowInLane)
    .max(LIMITS.list, atMost('list', 'entries in one list'))
    .default([])
    .describe(
      'Residences accepted only while this option is chosen; row is a component id or a part or copy id.',
    ),
});

export const settingSchema = z.strictObject({
  name: text,
  label: text,
  /**
   * The runtime's (or kit's) default, as the source states it; left out when the source does
   * not state one. The recipe runs with it when it passes no value of its own.
   */
  default: anyText.optional(),
  /**
   * The value this recipe passes (its command, or its text), as the source writes it; left out
   * when the recipe passes none (then it runs with `default`, if the source states one).
   */
  recipe: anyText
    .optional()
    .describe(
      'The value this recipe passes (what its command sets), one of the options; apart from the runtime default.',
    ),
  options: z.array(settingOptionSchema).max(LIMITS.options, atMost('options', 'options per setting')).min(1),
});

export type Setting = z.infer<typeof settingSchema>;
