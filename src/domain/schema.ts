/**
 * The profile format: one zod schema that is the single source of the domain's types.
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

const text = z.string().min(1, 'must not be empty');
/** Names that every JavaScript object already has; an id must never collide with them. */
const RESERVED_IDS = new Set(Object.getOwnPropertyNames(Object.prototype));
const id = z
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
const prose = proseSchema;

/** "unknown" is a value of its own: never 0, never NaN. */
export const UNKNOWN = 'unknown' as const;
const unknownLiteral = z.literal(UNKNOWN);

const byteCount = z.number().int('byte counts are integers').nonnegative().max(Number.MAX_SAFE_INTEGER);
/** An exact integer byte count as a source publishes it, or "unknown". */
export const bytesSchema = z.union([byteCount, unknownLiteral]);

const commitSha = z.string().regex(/^[0-9a-f]{7,64}$/, 'must be a hex commit sha');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-10-02');

/**
 * Two or more sources state different values for one fact: each value is kept with its
 * source, shown as a conflict, and treated as unknown by the calculator.
 */
const conflictOf = <T extends z.ZodType>(value: T) =>
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

const count = z.number().int().nonnegative();
/** A count as stated, "unknown", or a conflict between sources. */
const statedCount = z.union([count, unknownLiteral, conflictOf(count)]);
/** Exact bytes as stated, "unknown", or a conflict between sources. */
const statedBytes = z.union([byteCount, unknownLiteral, conflictOf(byteCount)]);

/** Non-byte figures a source states in prose. Shown with their qualifier; never bytes. */
export const figureSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('prose-size'),
    /** As printed: "about 176 GB". */
    label: text,
    value: z.number().positive(),
    unit: z.enum(['GB', 'GiB']),
    qualifier: prose,
  }),
  z.strictObject({
    kind: z.literal('named-cap'),
    name: text,
    value: z.number().positive(),
    unit: z.enum(['GB', 'GiB', 'tokens']),
    qualifier: prose,
  }),
  z.strictObject({
    kind: z.literal('startup-estimate'),
    label: text,
    value: z.number().positive(),
    unit: z.enum(['GB', 'GiB']),
    qualifier: prose,
  }),
  z.strictObject({
    kind: z.literal('observed-free'),
    label: text,
    value: z.number().nonnegative(),
    unit: z.enum(['GB', 'GiB']),
    /** Per-rank facts stay per rank. */
    where: text.optional(),
    qualifier: prose,
  }),
  z.strictObject({
    kind: z.literal('free-threshold'),
    label: text,
    value: z.number().positive(),
    unit: z.enum(['GB', 'GiB']),
    qualifier: prose,
  }),
  z.strictObject({
    kind: z.literal('token-count'),
    label: text,
    value: z.number().int().positive(),
    qualifier: prose,
  }),
  z.strictObject({
    kind: z.literal('reported-usable'),
    label: text,
    value: z.number().positive(),
    unit: z.enum(['GB', 'GiB']),
    qualifier: prose,
  }),
]);

/** The board's own groups: not hardware tiers. */
export const BOARD_GROUPS = new Set(['ledger', 'absent', 'not-stated']);

/**
 * A tier of one node: where a component can reside. Each tier has its own capacity; tiers
 * are never added together, GPUs are never summed into one pool, and nodes are separate.
 */
export const laneSchema = z.strictObject({
  id,
  /** "Unified pool", "GPU memory", "Host RAM" */
  label: text,
  /** "GPU and CPU share this pool." */
  note: prose,
  /** Short form used on row cards: "Shared UMA pool". */
  short: text,
  /** What the tier is. Memory tiers hold runtime bytes; disk and storage tiers hold files. */
  tier: z
    .enum([
      'unified-pool',
      'gpu-memory',
      'host-ram',
      'local-disk',
      'remote-storage',
      'remote-device',
      'kv-backend',
    ])
    .describe(
      "unified-pool: GPU and CPU share one pool per machine. gpu-memory: one GPU's own memory (set devicesPerNode for several). host-ram: CPU memory beside discrete GPUs. local-disk: files on the node. remote-storage: an NFS mount or shared file system. remote-device: an RPC host. kv-backend: a named KV storage backend (LMCache, Mooncake, 3FS).",
    ),
  /** Devices of this tier per node, each with its own capacity: two GPUs are two capacities. */
  devicesPerNode: z.number().int().positive().max(64).default(1),
  /** As the hardware's maker or the source labels it: "24 GB GDDR6X per GPU". */
  /** Left out when the source does not state it. */
  capacityLabel: text.optional(),
  /**
   * Usable bytes of one device of this tier, as an exact integer that someone measured, or
   * "unknown". A "128 GB" label is not 128 GiB usable.
   */
  usableBytes: bytesSchema.default(UNKNOWN),
  /** Why usable bytes are unknown, or who measured them. */
  usableNote: prose.optional(),
  /** Heading of the group the lane belongs to on the board ("UMA"). */
  group: text.optional(),
});

export const hardwareSchema = z.strictObject({
  $schema: z.string().optional(),
  id,
  label: text,
  /** Unified: GPU and CPU share one pool per machine. Discrete: GPU memory and host RAM apart. */
  poolKind: z.enum(['unified', 'discrete']),
  /** Sentences about this hardware's memory ("Each DGX Spark has one unified memory pool."): the wording lives here, not in code. */
  notes: z.array(prose).default([]),
  /** What the board says about these lanes, after "Do not add these rows together.": "CPU and a unified pool are one residence, not extra capacity." */
  boardNotes: z.array(prose).default([]),
  /** Stated figures about this hardware that are not bytes: "about 119.7 to 121.7 GiB visible". */
  figures: z.array(figureSchema).default([]),
  /** Where the hardware facts come from; plain-string sentences quote `quotesFrom`. */
  sources: z.array(z.lazy(() => sourceSchema)).default([]),
  quotesFrom: id.optional(),
  lanes: z
    .array(laneSchema)
    .min(1)
    .superRefine((lanes, ctx) => {
      lanes.forEach((lane, i) => {
        if (BOARD_GROUPS.has(lane.id))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'id'],
            message: `"${lane.id}" is reserved for the board's own groups: choose another lane id`,
          });
        if (lanes.findIndex((l) => l.id === lane.id) !== i)
          ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `duplicate lane id "${lane.id}"` });
      });
    }),
});

/** A residence the evidence describes, with the evidence in the source's words. */
const residenceRef = z.strictObject({ lane: id, evidence: prose });
const refusalRef = z.strictObject({ lane: id, reason: prose });
/** Where a row starts: a lane, the logical checkpoint ("ledger"), or "not-stated". */
const startLane = z.union([id, z.literal('ledger'), z.literal('not-stated')]);

/** Where a row executes when the source says it differs from where it lives. */
const executesOn = z.strictObject({ lane: id, evidence: prose });

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
  ranks: prose.optional(),
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
  evidence: prose,
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
  absentReason: prose.optional(),
  /** The source says this is present but not loaded, independent of any setting. */
  notLoaded: prose.optional(),
  asPinned: asPinnedSchema.describe(
    'A lane id, "ledger", "absent", "not-stated", {"split": [parts]} or {"home": {...}, "copies": [...]}.',
  ),
  /** Per-rank scope of the whole row, as the source states it: "rank 0 only". */
  ranks: prose.optional(),
  executesOn: executesOn.optional(),
  /** "EXL3 stores routed experts at 4 bits a weight..." */
  summary: prose,
  /** "Unified pool. Not an NVMe expert tier." */
  residenceText: prose,
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
  unknownNotes: z.array(prose).default([]),
  sources: z.array(id).default([]),
});

export const licenseSchema = z.strictObject({
  component: id,
  /** "Apache License 2.0" */
  name: text,
  spdx: z.union([text, unknownLiteral]),
  commercialUse: z.enum(['allowed', 'unknown', 'restricted']),
  /** Shown in the caveat-style summary line. */
  headline: z.array(prose).default([]),
  /** Further notes shown in the full license list. */
  notes: z.array(prose).default([]),
  /** The component row this license covers, when a setting can unload it. */
  coversComponent: id.optional(),
});

export const settingOptionSchema = z.strictObject({
  /** As the source writes it; may be empty (an empty DRAFTER). */
  value: z
    .string()
    .refine((v) => ![...v].some((ch) => ch.charCodeAt(0) < 0x20), 'must not contain control characters'),
  label: text,
  consequence: prose,
  /** Components this option does not load: present but not loaded under the setting. */
  unloads: z.array(id).default([]),
  /** Concurrency under this option, as the source states it. */
  concurrency: prose.optional(),
  /** Other settings this option forces, as the source states it: DRAFTER=mtp forces PARALLEL=1. */
  forces: z
    .record(z.string(), z.string())
    .default({})
    .describe('Other settings this option forces, e.g. {"PARALLEL": "1"} under DRAFTER=mtp.'),
  /** Figures the source ties to this option: host RAM "~218 GiB" in one mode. */
  figures: z.array(figureSchema).default([]),
  /** Residences that the rules accept only under this option: mmap puts a table on disk. */
  opens: z
    .array(z.strictObject({ row: id, lane: id, evidence: prose }))
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

export const sourceSchema = z
  .strictObject({
    id,
    /** The source's own title or name: shown as its name. */
    name: text.optional(),
    url: z
      .string()
      .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL')
      .optional(),
    /** "owner/name" and a path inside it, for repository files. */
    repo: text.optional(),
    path: text.optional(),
    /** What the source states for this pin. */
    pins: prose,
    /** False for a page, card or post with no commit: shown as "unpinned". */
    pinned: z.boolean().default(true),
    commit: commitSha.optional(),
    checked: z.union([isoDate, unknownLiteral]),
    /** The stored text of this source (or the excerpts quoted), under profiles/sources/: quotes are checked against it. */
    text: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9._-]*\.(txt|md)$/,
        'must be a file name in profiles/sources/, like "mia-readme.txt"',
      )
      .optional(),
  })
  .superRefine((s, ctx) => {
    if (s.pinned && !s.commit)
      ctx.addIssue({
        code: 'custom',
        path: ['commit'],
        message:
          'no commit: give the commit sha this source was read at, or mark the source unpinned ("pinned": false) with its url or name and a checked date',
      });
    if (!s.pinned && s.commit)
      ctx.addIssue({
        code: 'custom',
        path: ['commit'],
        message: 'an unpinned source has no commit: remove "commit" or set "pinned": true',
      });
    if (!s.pinned && !s.url && !s.name && !s.repo)
      ctx.addIssue({
        code: 'custom',
        path: ['url'],
        message: 'an unpinned source needs a url or a name so a reader can find it',
      });
    if (!s.pinned && s.checked === UNKNOWN)
      ctx.addIssue({
        code: 'custom',
        path: ['checked'],
        message: 'an unpinned source needs the date it was checked: its text can change',
      });
  });

export const observationSchema = z.strictObject({
  label: text,
  /** The figure as stated: "60.4 tok/s" or "99 vs 72 vs 37 tok/s". */
  stated: text,
  unit: text,
  configuration: prose,
  reportedBy: text,
  qualifier: prose,
});

/** Exact serving bytes that a source publishes for one device of one lane on one node. */
const servingFigure = z.strictObject({
  lane: id,
  /** 0-based node index. */
  node: z.number().int().nonnegative(),
  /** 0-based device index within the lane (a GPU), 0 for a single-device tier. */
  device: z.number().int().nonnegative().default(0),
  bytes: bytesSchema,
});

export const profileSchema = z.strictObject({
  $schema: z.string().optional(),
  id,
  title: text.describe('Page title, e.g. "GLM-5.3-Flash on 2 DGX Sparks".'),
  subtitle: text.describe('Short name of the recipe pin, e.g. "Mia TensorFold TP2".'),
  summary: prose.describe("Summary sentences, in the source's words where it has them."),
  quotesFrom: id
    .optional()
    .describe(
      'Id of the source that plain-string sentences quote word for word. Without it, write {"quote", "source"} or {"siteNote"}.',
    ),
  hardware: id.describe('Id of a hardware file in profiles/hardware/.'),
  hardwareMatch: z.boolean().describe('The source says its hardware matches this pin.'),
  /** What this pin's source says of the hardware's pool, beyond the hardware file. */
  hardwareNote: prose.optional(),
  nodes: z
    .number()
    .int()
    .positive()
    .max(64)
    .describe('Machines; each is its own memory pool, never summed into one.'),
  tp: statedCount.describe('Tensor parallel size, "unknown", or a conflict.'),
  ep: statedCount.describe('Expert parallel size, "unknown", or a conflict.'),
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
    /** The recipe's commit or tag, when it has one. */
    commit: text.optional(),
  }),
  licenses: z
    .array(licenseSchema)
    .min(1)
    .describe('One entry per licensed part: an engine license never relicenses weights or drafter.'),
  caveats: z.array(prose).describe("The source's caveats, in its own words."),
  settings: z
    .array(settingSchema)
    .default([])
    .describe('Alternative settings the source states, with their stated consequences.'),
  components: z
    .array(componentSchema)
    .min(1)
    .describe('Component rows. Rows overlap and are never added together.'),
  /** Sentences about this pin's board: shown above the lanes. */
  boardNotes: z.array(prose).default([]),
  otherRejectedPaths: z.array(z.strictObject({ path: prose, reason: prose })).default([]),
  otherResidences: z.array(z.strictObject({ residence: prose, note: prose })).default([]),
  model: z.strictObject({
    name: text,
    /** The official snapshot's commit; left out when the source publishes none ("revision not published"). */
    snapshot: commitSha.optional(),
    totalParameters: statedCount,
    activeParameters: statedCount,
    layers: statedCount.default(UNKNOWN),
    fileBytes: statedBytes,
    servingBytes: z
      .array(servingFigure)
      .default([])
      .describe(
        'Exact bytes per device that the source publishes as measured to serve this pin (weights, KV and workspace together). Never a sum of component rows made here, never a prose label.',
      ),
    routedExperts: statedCount,
    expertsPerToken: statedCount,
    moeIntermediate: statedCount,
    notes: z.array(prose).default([]),
  }),
  concurrency: z.strictObject({
    text: prose,
    contextPerRequestTokens: statedCount,
    sharedPoolTokens: statedCount,
    figures: z.array(figureSchema).default([]),
  }),
  preflight: z.array(prose).describe("Steps to check before starting, in the source's words."),
  validation: z.array(prose).describe('What the source reports it validated, and who did not rerun it.'),
  rollback: z.array(prose).describe('Documented ways back; source settings, not a deployment.'),
  sources: z
    .array(sourceSchema)
    .describe(
      'Sources: what each states, its commit sha (or "pinned": false with a url), and its checked date.',
    ),
  observations: z.strictObject({
    note: prose,
    /** What the source says of its speed figures: "maintainer observations, not a measurement by this site". */
    speedNote: prose.optional(),
    items: z.array(observationSchema),
  }),
  doNotBlendWith: z
    .array(id)
    .default([])
    .describe('Ids of pins whose figures must never be blended with this one.'),
  /** What this pin's source says about comparing it with the pins it names: "one run per arm". */
  blendNote: prose.optional(),
});

export type Prose = z.infer<typeof proseSchema>;
export type Bytes = z.infer<typeof bytesSchema>;
export type StatedCount = z.infer<typeof statedCount>;
export type StatedBytes = z.infer<typeof statedBytes>;
export type Figure = z.infer<typeof figureSchema>;
export type Lane = z.infer<typeof laneSchema>;
export type Hardware = z.infer<typeof hardwareSchema>;
export type Component = z.infer<typeof componentSchema>;
export type Part = z.infer<typeof partSchema>;
export type Copy = z.infer<typeof copySchema>;
export type License = z.infer<typeof licenseSchema>;
export type Setting = z.infer<typeof settingSchema>;
export type Source = z.infer<typeof sourceSchema>;
export type Observation = z.infer<typeof observationSchema>;
export type Profile = z.infer<typeof profileSchema>;
