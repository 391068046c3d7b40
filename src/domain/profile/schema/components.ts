import { z } from 'zod';
import { UNKNOWN, bytesSchema, id, proseSchema, statedBytes, text, unknownLiteral } from './primitives.ts';
import { figureSchema } from './figures.ts';

/** A residence the evidence describes, with the evidence in the source's words. */
const residenceRef = z.strictObject({ lane: id, evidence: proseSchema });
const refusalRef = z.strictObject({ lane: id, reason: proseSchema });
/** Where a row starts: a lane, the logical checkpoint ("ledger"), or "not-stated". */
const startLane = z.union([id, z.literal('ledger'), z.literal('not-stated')]);

/** Where a row executes when the source says it differs from where it lives. */
const executesOn = z.strictObject({ lane: id, evidence: proseSchema });

const partSchema = z.strictObject({
  id,
  /** "Experts of the first 30 layers" */
  label: text,
  /** The part's scope as the source states it: "first N layers' experts", "rank 0 only". */
  scope: text,
  lane: startLane,
  /** The share of the component in this part as stated ("30 of 48 layers"), or "unknown". */
  share: z.union([text, unknownLiteral]).default(UNKNOWN),
  /** Residences this part may take; without it, the component's residences apply. */
  residences: z.array(residenceRef).optional(),
  refusals: z.array(refusalRef).optional(),
  ranks: proseSchema.optional(),
  executesOn: executesOn.optional(),
});

const copySchema = z.strictObject({
  id,
  /** "GPU cache of hot experts" */
  label: text,
  /** cache: a subset kept near compute; write-through: the same pages in both tiers; page-cache: mmap'd file pages. */
  kind: z.enum(['cache', 'write-through', 'page-cache', 'prefetch']),
  lane: id,
  /** What the source says of the copy. */
  evidence: proseSchema,
  residences: z.array(residenceRef).optional(),
  refusals: z.array(refusalRef).optional(),
});

/**
 * Where a component sits as pinned. A string is the whole component in one place: a lane id,
 * "ledger" (the logical checkpoint), "absent" or "not-stated" (the source does not say).
 * A split puts parts of one component in different lanes; copies keep a home and one or
 * more copies (a cache, write-through pages) that are never counted twice.
 */
const asPinnedSchema = z.union([
  startLane,
  z.literal('absent'),
  z.strictObject({ split: z.array(partSchema).min(2, 'a split has at least two parts') }),
  z.strictObject({
    home: z.strictObject({ lane: startLane, label: text.optional() }),
    copies: z.array(copySchema).min(1, 'copies need at least one copy beside the home'),
  }),
]);

export const componentSchema = z.strictObject({
  id,
  label: text,
  /** An open id ("routed-experts", "ple", "kv-cache", "mtp-head"): any model family's parts. */
  kind: id,
  /** How the kind reads, when the label does not say it: "Per-layer embeddings". */
  kindLabel: text.optional(),
  /** Absent is not zero bytes. "not-stated": the source does not say whether the pin has it. */
  presence: z
    .enum(['present', 'absent', 'not-stated'])
    .describe(
      'Absent is not zero bytes. "not-stated": the source does not say whether this exists in the pin. "Present but not loaded" comes from notLoaded or settings.options[].unloads.',
    ),
  /** Why it is absent, or why it cannot be placed: shown on refusal. */
  absentReason: proseSchema.optional(),
  /** The source says this is present but not loaded, independent of any setting. */
  notLoaded: proseSchema.optional(),
  asPinned: asPinnedSchema.describe(
    'A lane id, "ledger", "absent", "not-stated", {"split": [parts]} or {"home": {...}, "copies": [...]}.',
  ),
  /** Per-rank scope of the whole row, as the source states it: "rank 0 only". */
  ranks: proseSchema.optional(),
  executesOn: executesOn.optional(),
  /** "EXL3 stores routed experts at 4 bits a weight..." */
  summary: proseSchema,
  /** "Unified pool. Not an NVMe expert tier." */
  residenceText: proseSchema,
  /** Lanes the evidence describes for this component. */
  residences: z.array(residenceRef),
  /** Lanes the evidence rules out, each with its reason. */
  refusals: z.array(refusalRef),
  /** "Sparse routed matmul" */
  access: text,
  fileBytes: statedBytes.describe(
    'Exact integer file bytes as published, "unknown", or a conflict. Never a prose label.',
  ),
  /** One entry per rank when published; otherwise "unknown". */
  perRankBytes: z.union([z.array(bytesSchema).min(1), unknownLiteral]),
  /** Resident bytes in memory as published, or "unknown". */
  residentBytes: bytesSchema,
  overlap: z
    .enum(['file-ledger', 'overlaps-ledger', 'runtime', 'separate', 'not-in-recipe'])
    .describe('How this row overlaps the checkpoint file ledger; overlapping rows are never added into it.'),
  figures: z.array(figureSchema).default([]),
  unknownNotes: z.array(proseSchema).default([]),
  sources: z.array(id).default([]),
});

export type Component = z.infer<typeof componentSchema>;
export type Part = z.infer<typeof partSchema>;
export type Copy = z.infer<typeof copySchema>;
