import { z } from 'zod';
import { isBoardGroupId } from './board-group-ids.ts';
import { UNKNOWN, bytesSchema, id, proseSchema, text } from './primitives.ts';
import { figureSchema } from './figures.ts';
import { sourceSchema } from './sources.ts';
import { LIMITS, atMost } from './limits.ts';

/**
 * A tier of one node: where a component can reside. Each tier has its own capacity; tiers
 * are never added together, GPUs are never summed into one pool, and nodes are separate.
 */
export const laneSchema = z.strictObject({
  id,
  /** "Unified pool", "GPU memory", "Host RAM" */
  label: text,
  /** "GPU and CPU share this pool." */
  note: proseSchema,
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
  usableNote: proseSchema.optional(),
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
  notes: z.array(proseSchema).max(LIMITS.list, atMost('list', 'entries in one list')).default([]),
  /** What the board says about these lanes, after "Do not add these rows together.": "CPU and a unified pool are one residence, not extra capacity." */
  boardNotes: z.array(proseSchema).max(LIMITS.list, atMost('list', 'entries in one list')).default([]),
  /** Stated figures about this hardware that are not bytes: "about 119.7 to 121.7 GiB visible". */
  figures: z.array(figureSchema).max(LIMITS.list, atMost('list', 'entries in one list')).default([]),
  /** Where the hardware facts come from; plain-string sentences quote `quotesFrom`. */
  sources: z
    .array(z.lazy(() => sourceSchema))
    .max(LIMITS.list, atMost('list', 'sources'))
    .default([]),
  quotesFrom: id.optional(),
  lanes: z
    .array(laneSchema)
    .max(LIMITS.lanes, atMost('lanes', 'lanes per hardware file'))
    .min(1)
    .superRefine((lanes, ctx) => {
      lanes.forEach((lane, i) => {
        if (isBoardGroupId(lane.id))
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

export type Lane = z.infer<typeof laneSchema>;
export type Hardware = z.infer<typeof hardwareSchema>;
