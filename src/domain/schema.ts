/**
 * The profile format: one zod schema that is the single source of the domain's types.
 *
 * Kinds of number stay apart, as the seeds keep them apart: an integer byte count
 * (`Bytes`), a prose size label ("about 176 GB"), a named cap (KV_POOL_GIB 12.5), a startup
 * estimate (88.09 GiB), an observed free-memory reading (5.6 GiB on rank 0) and a reported
 * measurement (60.4 tok/s). None of them silently becomes another.
 *
 * Domain modules import only the inferred types (`import type`), so the app ships zod only
 * where a local profile file is validated.
 */
import { z } from 'zod';

const text = z.string().min(1, 'must not be empty');
/** Names that every JavaScript object already has; an id must never collide with them. */
const RESERVED_IDS = new Set(Object.getOwnPropertyNames(Object.prototype));
const id = z
  .string()
  .regex(/^[a-z0-9][a-z0-9._-]*$/, 'must be lower-case letters, digits, ".", "_" or "-"')
  .refine((v) => !RESERVED_IDS.has(v), { message: 'is a reserved name' });

/** "unknown" is a value of its own: never 0, never NaN. */
export const UNKNOWN = 'unknown' as const;
const unknownLiteral = z.literal(UNKNOWN);

/** An exact integer byte count as a source publishes it, or "unknown". */
export const bytesSchema = z.union([
  z.number().int('byte counts are integers').nonnegative().max(Number.MAX_SAFE_INTEGER),
  unknownLiteral,
]);

const commitSha = z.string().regex(/^[0-9a-f]{7,64}$/, 'must be a hex commit sha');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-10-02');

/** Non-byte figures a source states in prose. Shown with their qualifier; never bytes. */
export const figureSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('prose-size'),
    /** As printed: "about 176 GB". */
    label: text,
    value: z.number().positive(),
    unit: z.enum(['GB', 'GiB']),
    qualifier: text,
  }),
  z.strictObject({
    kind: z.literal('named-cap'),
    name: text,
    value: z.number().positive(),
    unit: z.enum(['GB', 'GiB', 'tokens']),
    qualifier: text,
  }),
  z.strictObject({
    kind: z.literal('startup-estimate'),
    label: text,
    value: z.number().positive(),
    unit: z.enum(['GB', 'GiB']),
    qualifier: text,
  }),
  z.strictObject({
    kind: z.literal('observed-free'),
    label: text,
    value: z.number().nonnegative(),
    unit: z.enum(['GB', 'GiB']),
    /** Per-rank facts stay per rank. */
    where: text,
    qualifier: text,
  }),
  z.strictObject({
    kind: z.literal('free-threshold'),
    label: text,
    value: z.number().positive(),
    unit: z.enum(['GB', 'GiB']),
    qualifier: text,
  }),
  z.strictObject({
    kind: z.literal('token-count'),
    label: text,
    value: z.number().int().positive(),
    qualifier: text,
  }),
]);

export const laneSchema = z.strictObject({
  id,
  /** "Unified pool" */
  label: text,
  /** "GPU and CPU share this pool." */
  note: text,
  /** Short form used on row cards: "Shared UMA pool". */
  short: text,
  /** Memory lanes hold runtime bytes; disk lanes hold files, which are not memory. */
  kind: z.enum(['memory', 'disk']),
  /** Heading of the group the lane belongs to on the board ("UMA"). */
  group: text.optional(),
});

export const hardwareSchema = z.strictObject({
  $schema: z.string().optional(),
  id,
  label: text,
  /** Unified: GPU and CPU share one pool per machine. Discrete: GPU memory and host RAM. */
  poolKind: z.enum(['unified', 'discrete']),
  /** How the hardware's pool is described; one pool per machine on unified memory. */
  poolNote: text,
  capacityLabel: text,
  /**
   * Usable memory per node as an exact byte count, or "unknown". A "128 GB" label is not
   * 128 GiB usable; users report less, so only a measured integer belongs here.
   */
  usableBytesPerNode: bytesSchema,
  usableNote: text,
  lanes: z
    .array(laneSchema)
    .min(1)
    .superRefine((lanes, ctx) => {
      lanes.forEach((lane, i) => {
        // "ledger" and "absent" are the board's own groups, not hardware residences.
        if (lane.id === 'ledger' || lane.id === 'absent')
          ctx.addIssue({
            code: 'custom',
            path: [i, 'id'],
            message: `"${lane.id}" is reserved for the board's own groups`,
          });
        if (lanes.findIndex((l) => l.id === lane.id) !== i)
          ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `duplicate lane id "${lane.id}"` });
      });
    }),
});

const residenceRef = z.strictObject({ lane: id, evidence: text });
const refusalRef = z.strictObject({ lane: id, reason: text });

export const componentSchema = z.strictObject({
  id,
  label: text,
  kind: z.enum([
    'checkpoint',
    'routed-experts',
    'dense-weights',
    'engram',
    'kv-cache',
    'drafter',
    'workspace',
    'ple',
    'vision-tower',
    'recurrent-state',
    'other',
  ]),
  /** Absent is not zero bytes: an absent component is never placed. */
  presence: z
    .enum(['present', 'absent'])
    .describe('Absent is not zero bytes. "Present but not loaded" comes from settings.options[].unloads.'),
  /** Why it is absent, or why it cannot be placed: shown on refusal. */
  absentReason: text.optional(),
  /** The board group the row starts in: a lane id, or "ledger" for the logical checkpoint. */
  asPinned: z.union([id, z.literal('ledger'), z.literal('absent')]),
  /** "EXL3 stores routed experts at 4 bits a weight..." */
  summary: text,
  /** "Unified pool. Not an NVMe expert tier." */
  residenceText: text,
  /** Lanes the evidence describes for this component. */
  residences: z.array(residenceRef),
  /** Lanes the evidence rules out, each with its reason. */
  refusals: z.array(refusalRef),
  /** "Sparse routed matmul" */
  access: text,
  fileBytes: bytesSchema.describe(
    'Exact integer file bytes as published, or "unknown". Never a prose label.',
  ),
  /** One entry per rank when published; otherwise "unknown". */
  perRankBytes: z.union([z.array(bytesSchema).min(1), unknownLiteral]),
  /** Resident bytes in memory as published, or "unknown". */
  residentBytes: bytesSchema,
  overlap: z
    .enum(['file-ledger', 'overlaps-ledger', 'runtime', 'separate', 'not-in-recipe'])
    .describe('How this row overlaps the checkpoint file ledger; overlapping rows are never added into it.'),
  figures: z.array(figureSchema).default([]),
  unknownNotes: z.array(text).default([]),
  sources: z.array(id).default([]),
});

export const licenseSchema = z.strictObject({
  component: id,
  /** "Apache License 2.0" */
  name: text,
  spdx: z.union([text, unknownLiteral]),
  commercialUse: z.enum(['allowed', 'unknown', 'restricted']),
  /** Shown in the caveat-style summary line. */
  headline: z.array(text).default([]),
  /** Further notes shown in the full license list. */
  notes: z.array(text).default([]),
  /** The component row this license covers, when a setting can unload it. */
  coversComponent: id.optional(),
});

export const settingOptionSchema = z.strictObject({
  value: z.string(),
  label: text,
  consequence: text,
  /** Components this option does not load: present but not loaded under the setting. */
  unloads: z.array(id).default([]),
  /** Concurrency under this option, as the source states it. */
  concurrency: text.optional(),
  /** Other settings this option forces, as the source states it: DRAFTER=mtp forces PARALLEL=1. */
  forces: z
    .record(z.string(), z.string())
    .default({})
    .describe('Other settings this option forces, e.g. {"PARALLEL": "1"} under DRAFTER=mtp.'),
});

export const settingSchema = z.strictObject({
  name: text,
  label: text,
  default: z.string(),
  options: z.array(settingOptionSchema).min(1),
});

export const sourceSchema = z.strictObject({
  id,
  /** Repository or page name, when the source gives one. */
  name: text.optional(),
  pins: text,
  commit: commitSha,
  checked: z.union([isoDate, unknownLiteral]),
});

export const observationSchema = z.strictObject({
  label: text,
  /** The figure as stated: "60.4 tok/s" or "99 vs 72 vs 37 tok/s". */
  stated: text,
  unit: text,
  configuration: text,
  reportedBy: text,
  qualifier: text,
});

const countOrUnknown = z.union([z.number().int().nonnegative(), unknownLiteral]);

export const profileSchema = z.strictObject({
  $schema: z.string().optional(),
  id,
  title: text.describe('Page title, e.g. "GLM-5.3-Flash on 2 DGX Sparks".'),
  subtitle: text.describe('Short name of the recipe pin, e.g. "Mia TensorFold TP2".'),
  summary: text.describe("Summary sentences, in the source's words where it has them."),
  hardware: id.describe('Id of a hardware file in profiles/hardware/.'),
  hardwareMatch: z.boolean().describe('The source says its hardware matches this pin.'),
  /** What this pin's source says of the hardware's pool, beyond the hardware file. */
  hardwareNote: text.optional(),
  nodes: z
    .number()
    .int()
    .positive()
    .max(64)
    .describe('Machines; each is its own memory pool, never summed into one.'),
  tp: countOrUnknown.describe('Tensor parallel size, or "unknown".'),
  ep: countOrUnknown.describe('Expert parallel size, or "unknown".'),
  revisionPinned: z.boolean().describe('The weight revision is pinned (false: unresolved).'),
  asPinned: z.boolean().describe('The recipe is shown as pinned by its source.'),
  flags: z.strictObject({
    commercialRecommendation: z.boolean(),
    memoryFitClaimed: z.boolean(),
    deploymentDone: z.boolean(),
    runtimeClaimedBySite: z.boolean(),
    summingCreatesFit: z.boolean(),
  }),
  pins: z.strictObject({
    weightPin: z.union([text, z.literal('unset')]),
    checkpointRepo: text,
    checkpointRevision: z.union([commitSha, unknownLiteral]),
    manifest: z.union([text, unknownLiteral]),
    runtime: text,
    recipe: text.optional(),
    imageTag: text.optional(),
    imageDigest: text.optional(),
    commit: text,
  }),
  licenses: z
    .array(licenseSchema)
    .min(1)
    .describe('One entry per licensed part: an engine license never relicenses weights or drafter.'),
  caveats: z.array(text).describe("The source's caveats, in its own words."),
  settings: z
    .array(settingSchema)
    .default([])
    .describe('Alternative settings the source states, with their stated consequences.'),
  components: z
    .array(componentSchema)
    .min(1)
    .describe('Component rows. Rows overlap and are never added together.'),
  otherRejectedPaths: z.array(z.strictObject({ path: text, reason: text })).default([]),
  otherResidences: z.array(z.strictObject({ residence: text, note: text })).default([]),
  model: z.strictObject({
    name: text,
    snapshot: commitSha,
    totalParameters: countOrUnknown,
    activeParameters: countOrUnknown,
    fileBytes: bytesSchema,
    servingBytesPerNode: z
      .union([z.array(bytesSchema).min(1), unknownLiteral])
      .default('unknown')
      .describe(
        'Exact bytes per node that the source publishes as measured to serve this pin on that node (weights, KV pool and workspace together). Never a sum of component rows made here, never a prose label.',
      ),
    routedExperts: countOrUnknown,
    expertsPerToken: countOrUnknown,
    moeIntermediate: countOrUnknown,
    notes: z.array(text).default([]),
  }),
  concurrency: z.strictObject({
    text,
    contextPerRequestTokens: countOrUnknown,
    sharedPoolTokens: countOrUnknown,
    figures: z.array(figureSchema).default([]),
  }),
  preflight: z.array(text).describe("Steps to check before starting, in the source's words."),
  validation: z.array(text).describe('What the source reports it validated, and who did not rerun it.'),
  rollback: z.array(text).describe('Documented ways back; source settings, not a deployment.'),
  sources: z.array(sourceSchema).describe('Pinned sources: what each pins, its commit sha and checked date.'),
  observations: z.strictObject({
    note: text,
    items: z.array(observationSchema),
  }),
  doNotBlendWith: z
    .array(id)
    .default([])
    .describe('Ids of pins whose figures must never be blended with this one.'),
});

export type Bytes = z.infer<typeof bytesSchema>;
export type Figure = z.infer<typeof figureSchema>;
export type Lane = z.infer<typeof laneSchema>;
export type Hardware = z.infer<typeof hardwareSchema>;
export type Component = z.infer<typeof componentSchema>;
export type License = z.infer<typeof licenseSchema>;
export type Setting = z.infer<typeof settingSchema>;
export type Source = z.infer<typeof sourceSchema>;
export type Observation = z.infer<typeof observationSchema>;
export type Profile = z.infer<typeof profileSchema>;
