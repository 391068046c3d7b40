import { z } from 'zod';
import {
  UNKNOWN,
  bytesSchema,
  commitSha,
  id,
  proseSchema,
  statedBytes,
  statedCount,
  text,
  unknownLiteral,
} from './primitives.ts';
import { figureSchema } from './figures.ts';
import { componentSchema } from './components.ts';
import { licenseSchema } from './licenses.ts';
import { settingSchema } from './settings.ts';
import { observationSchema, sourceSchema } from './sources.ts';
import { LIMITS, atMost } from './limits.ts';
import { matchPinned } from './pinned-shape.ts';

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
  summary: proseSchema.describe("Summary sentences, in the source's words where it has them."),
  quotesFrom: id
    .optional()
    .describe(
      'Id of the source that plain-string sentences quote word for word. Without it, write {"quote", "source"} or {"siteNote"}.',
    ),
  hardware: id.describe('Id of a hardware file in profiles/hardware/.'),
  hardwareMatch: z.boolean().describe('The source says its hardware matches this pin.'),
  /** What this pin's source says of the hardware's pool, beyond the hardware file. */
  hardwareNote: proseSchema.optional(),
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
    /** The launch command as the source prints it, word for word (a quote). */
    command: proseSchema.optional(),
  }),
  licenses: z
    .array(licenseSchema)
    .max(LIMITS.list, atMost('list', 'entries in one list'))
    .min(1)
    .describe('One entry per licensed part: an engine license never relicenses weights or drafter.'),
  caveats: z
    .array(proseSchema)
    .max(LIMITS.list, atMost('list', 'entries in one list'))
    .describe("The source's caveats, in its own words."),
  settings: z
    .array(settingSchema)
    .max(LIMITS.settings, atMost('settings', 'settings per profile'))
    .default([])
    .describe('Alternative settings the source states, with their stated consequences.'),
  components: z
    .array(componentSchema)
    .max(LIMITS.components, atMost('components', 'components per profile'))
    .min(1)
    .refine(
      (components) =>
        components.reduce(
          (rows, c) =>
            rows +
            matchPinned(c.asPinned, {
              whole: () => 1,
              split: ({ parts }) => parts.length,
              copies: ({ copies }) => 1 + copies.length,
            }),
          0,
        ) <= LIMITS.rows,
      atMost('rows', 'board rows per profile (each part and each copy is a row)'),
    )
    .describe('Component rows. Rows overlap and are never added together.'),
  /** Sentences about this pin's board: shown above the lanes. */
  boardNotes: z.array(proseSchema).max(LIMITS.list, atMost('list', 'entries in one list')).default([]),
  otherRejectedPaths: z
    .array(z.strictObject({ path: proseSchema, reason: proseSchema }))
    .max(LIMITS.list, atMost('list', 'entries in one list'))
    .default([]),
  otherResidences: z
    .array(z.strictObject({ residence: proseSchema, note: proseSchema }))
    .max(LIMITS.list, atMost('list', 'entries in one list'))
    .default([]),
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
      .max(LIMITS.list, atMost('list', 'entries in one list'))
      .default([])
      .describe(
        'Exact bytes per device that the source publishes as measured to serve this pin (weights, KV and workspace together). Never a sum of component rows made here, never a prose label.',
      ),
    routedExperts: statedCount,
    expertsPerToken: statedCount,
    moeIntermediate: statedCount,
    notes: z.array(proseSchema).max(LIMITS.list, atMost('list', 'entries in one list')).default([]),
  }),
  concurrency: z.strictObject({
    text: proseSchema,
    contextPerRequestTokens: statedCount,
    sharedPoolTokens: statedCount,
    figures: z.array(figureSchema).max(LIMITS.list, atMost('list', 'entries in one list')).default([]),
  }),
  preflight: z
    .array(proseSchema)
    .max(LIMITS.list, atMost('list', 'entries in one list'))
    .describe("Steps to check before starting, in the source's words."),
  validation: z
    .array(proseSchema)
    .max(LIMITS.list, atMost('list', 'entries in one list'))
    .describe('What the source reports it validated, and who did not rerun it.'),
  rollback: z
    .array(proseSchema)
    .max(LIMITS.list, atMost('list', 'entries in one list'))
    .describe('Documented ways back; source settings, not a deployment.'),
  sources: z
    .array(sourceSchema)
    .max(LIMITS.list, atMost('list', 'sources'))
    .describe(
      'Sources: what each states, its commit sha (or "pinned": false with a url), and its checked date.',
    ),
  observations: z.strictObject({
    note: proseSchema,
    /** What the source says of its speed figures: "maintainer observations, not a measurement by this site". */
    speedNote: proseSchema.optional(),
    items: z.array(observationSchema).max(LIMITS.list, atMost('list', 'entries in one list')),
  }),
  doNotBlendWith: z
    .array(id)
    .max(LIMITS.list, atMost('list', 'entries in one list'))
    .default([])
    .describe('Ids of pins whose figures must never be blended with this one.'),
  /** What this pin's source says about comparing it with the pins it names: "one run per arm". */
  blendNote: proseSchema.optional(),
  /**
   * Pins that differ from this one in one lever (another runtime on the same box, one more
   * layer of experts on the GPU), each with what the lever is. Not a warning: pins whose
   * sources mix runs go in doNotBlendWith.
   */
  related: z
    .array(z.strictObject({ id, lever: proseSchema }))
    .default([])
    .describe('Pins that differ from this one in one lever, each with the lever in words.'),
});

export type Profile = z.infer<typeof profileSchema>;
