/**
 * Valid pins of every shape the profile format allows, written as an outside author would
 * write them: a fast-check generator of profile and hardware files (and the stored text their
 * quotes come from), each checked by the real validator (schema and cross-checks) before a
 * test uses it. Every test runs on them beside the bundled pins
 * (tests/helpers/test-catalogue.ts), so a test or a code path that assumed one pin's shape
 * fails here first.
 *
 * Shapes: whole rows in a lane, the ledger or "not-stated"; splits (parts in lanes, the
 * ledger or not stated, with their own residences, layers, ranks, executes-on); copies beside
 * a home; absent and not-stated components; conflicts and rounded counts; unified and discrete
 * hardware, several GPUs, remote tiers (NFS, RPC devices, KV backends); several nodes; options
 * that place, open or unload rows and force other settings; several licences; observations,
 * figures of every kind, serving bytes per device, links between pins.
 */
import fc from 'fast-check';
import { boardRows } from '../../src/domain/rows/rows';
import { profileSchema, type Profile } from '../../src/domain/profile/schema/profile';
import { hardwareSchema } from '../../src/domain/profile/schema/hardware';
import { proseSchema, statedBytes, statedCount } from '../../src/domain/profile/schema/primitives';
import { figureSchema } from '../../src/domain/profile/schema/figures';
import { sourceSchema } from '../../src/domain/profile/schema/sources';
import type { z } from 'zod';
import { optionsUsed, schemaOptions, type Named } from './schema-options';
import { loadAll } from '../../src/profiles/validate';
import { holdsRuntime } from '../../src/domain/profile/tiers';
import {
  NOTES_ID,
  figureArb,
  prose,
  proseList,
  someOf,
  statedBytesArb,
  statedCountArb,
  type Json,
} from './generated/values';
import { sourcesArb } from './generated/sources';
import { hardwareArb, type HwJson } from './generated/hardware';
import { COMPONENT_KINDS, componentArb, fixForces, settingsArb } from './generated/rows';

export { SOURCE_FILE, SOURCE_TEXT } from './generated/values';

function servingArb(hw: HwJson, nodes: number) {
  const slots = hw.lanes
    .filter((l) => holdsRuntime(l))
    .flatMap((l) =>
      Array.from({ length: Math.min(nodes, 2) }, (_, node) =>
        Array.from({ length: l.devicesPerNode ?? 1 }, (_, device) => ({ lane: l.id, node, device })),
      ).flat(),
    );
  return slots.length
    ? someOf(slots, 3).chain((s) =>
        fc.tuple(
          ...s.map((x) =>
            fc
              .oneof(fc.integer({ min: 1, max: 2 ** 38 }), fc.constant('unknown'))
              .map((bytes) => ({ ...x, bytes })),
          ),
        ),
      )
    : fc.constant([]);
}

const licenceArb = (componentIds: string[]) =>
  fc
    .uniqueArray(fc.constantFrom('weights', 'engine', 'drafter', 'recipe'), { minLength: 1, maxLength: 3 })
    .chain((ids) =>
      fc.tuple(
        ...ids.map((component) =>
          fc.record(
            {
              component: fc.constant(component),
              name: fc.constantFrom('Apache License 2.0', 'MIT License', 'A custom model licence'),
              spdx: fc.constantFrom('Apache-2.0', 'MIT', 'unknown', 'LicenseRef-custom'),
              commercialUse: fc.constantFrom('allowed', 'unknown', 'restricted'),
              headline: proseList(1),
              notes: proseList(2),
              ...(componentIds.length ? { coversComponent: fc.constantFrom(...componentIds) } : {}),
            },
            { requiredKeys: ['component', 'name', 'spdx', 'commercialUse'] },
          ),
        ),
      ),
    );

const observationArb = fc.record(
  {
    label: fc.constantFrom('Decode speed', 'Prefill speed'),
    stated: fc.constantFrom('60.4 tok/s', '99 vs 72 vs 37 tok/s'),
    unit: fc.constant('tok/s'),
    configuration: prose,
    command: prose,
    reportedBy: fc.constantFrom('the recipe author', 'a forum user'),
    qualifier: prose,
  },
  { requiredKeys: ['label', 'stated', 'unit', 'configuration', 'reportedBy', 'qualifier'] },
);

function profileArb(id: string, hw: HwJson, others: string[]) {
  const lanes = hw.lanes.map((l) => l.id);
  return fc
    .record({
      kinds: fc.subarray(COMPONENT_KINDS, { minLength: 1 }),
      nodes: fc.integer({ min: 1, max: 4 }),
    })
    .chain(({ kinds, nodes }) =>
      fc.tuple(fc.constant(nodes), fc.tuple(...kinds.map((k) => componentArb(k, lanes, true)))),
    )
    .chain(([nodes, components]) => {
      const draft = { components } as unknown as Profile;
      const rows = boardRows(draft);
      const rowIds = rows.map((r) => r.id);
      const presentRows = rows.filter((r) => r.component.presence === 'present').map((r) => r.id);
      const componentIds = components.map((c) => c.id as string);
      return fc.record(
        {
          $schema: fc.constant('./profile.schema.json'),
          id: fc.constant(id),
          title: fc.constant(`Generated model on generated machine ${id.slice(-2)}`),
          subtitle: fc.constant(`Generated recipe ${id.slice(-2)}`),
          summary: prose,
          quotesFrom: fc.constant(NOTES_ID),
          hardware: fc.constant(hw.id),
          hardwareMatch: fc.boolean(),
          hardwareNote: prose,
          nodes: fc.constant(nodes),
          tp: statedCountArb,
          ep: statedCountArb,
          revisionPinned: fc.boolean(),
          asPinned: fc.boolean(),
          // The source's flags stand as stated, whatever it states.
          flags: fc.record({
            commercialRecommendation: fc.boolean(),
            memoryFitClaimed: fc.boolean(),
            deploymentDone: fc.boolean(),
            runtimeClaimedBySite: fc.boolean(),
            summingCreatesFit: fc.boolean(),
          }),
          pins: fc.record(
            {
              weightPin: fc.constantFrom('unset', 'Q4_K_M'),
              checkpointRepo: fc.constant('example/generated-model'),
              checkpointRevision: fc.constantFrom('unknown', 'abcdef0123456789abcdef0123456789abcdef01'),
              manifest: fc.constantFrom('unknown', 'manifest.json'),
              runtime: fc.constantFrom('llama.cpp', 'vLLM', 'SGLang with KT-Kernel'),
              recipe: fc.constant('generated-recipe'),
              imageTag: fc.constant('v1.0'),
              imageDigest: fc.constant(
                'sha256:0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
              ),
              commit: fc.constant('v1.0'),
              command: prose,
            },
            { requiredKeys: ['weightPin', 'checkpointRepo', 'checkpointRevision', 'manifest', 'runtime'] },
          ),
          licenses: licenceArb(componentIds),
          caveats: proseList(3),
          settings: settingsArb(rowIds, presentRows, lanes).map(fixForces),
          components: fc.constant(components),
          boardNotes: proseList(2),
          otherRejectedPaths: fc.array(fc.record({ path: prose, reason: prose }), { maxLength: 2 }),
          otherResidences: fc.array(fc.record({ residence: prose, note: prose }), { maxLength: 2 }),
          model: fc.record(
            {
              name: fc.constant('Generated-MoE-1'),
              snapshot: fc.constant('fedcba9876543210fedcba9876543210fedcba98'),
              totalParameters: statedCountArb,
              activeParameters: statedCountArb,
              layers: statedCountArb,
              fileBytes: statedBytesArb,
              servingBytes: servingArb(hw, nodes),
              routedExperts: statedCountArb,
              expertsPerToken: statedCountArb,
              moeIntermediate: statedCountArb,
              notes: proseList(2),
            },
            {
              requiredKeys: [
                'name',
                'totalParameters',
                'activeParameters',
                'fileBytes',
                'routedExperts',
                'expertsPerToken',
                'moeIntermediate',
              ],
            },
          ),
          concurrency: fc.record({
            text: prose,
            contextPerRequestTokens: statedCountArb,
            sharedPoolTokens: statedCountArb,
            figures: fc.array(figureArb, { maxLength: 3 }),
          }),
          preflight: proseList(2),
          validation: proseList(2),
          rollback: proseList(2),
          sources: sourcesArb,
          observations: fc.record(
            { note: prose, speedNote: prose, items: fc.array(observationArb, { maxLength: 3 }) },
            { requiredKeys: ['note', 'items'] },
          ),
          doNotBlendWith: others.length ? someOf(others, 2) : fc.constant([]),
          blendNote: prose,
          related: others.length
            ? someOf(others, 1).chain((ids) =>
                fc.tuple(...ids.map((rid) => fc.record({ id: fc.constant(rid), lever: prose }))),
              )
            : fc.constant([]),
        },
        {
          requiredKeys: [
            'id',
            'title',
            'subtitle',
            'summary',
            'quotesFrom',
            'hardware',
            'hardwareMatch',
            'nodes',
            'tp',
            'ep',
            'revisionPinned',
            'asPinned',
            'flags',
            'pins',
            'licenses',
            'caveats',
            'components',
            'model',
            'concurrency',
            'preflight',
            'validation',
            'rollback',
            'sources',
            'observations',
          ],
        },
      );
    });
}

export type GeneratedPin = { profile: Json; hardware: Json };

/** One generated pin and its own hardware file. */
export const generatedPinArb = (n: number, others: string[]): fc.Arbitrary<GeneratedPin> => {
  const suffix = String(n).padStart(2, '0');
  return hardwareArb(`generated-machine-${suffix}`).chain((hardware) =>
    profileArb(`generated-pin-${suffix}`, hardware as unknown as HwJson, others).map((profile) => ({
      profile,
      hardware,
    })),
  );
};

/** The shapes a generated catalogue must hold between its pins (each a test of the catalogue-wide suites). */
export const SHAPES = {
  split: (p: Profile) => p.components.some((c) => typeof c.asPinned === 'object' && 'split' in c.asPinned),
  copies: (p: Profile) => p.components.some((c) => typeof c.asPinned === 'object' && 'copies' in c.asPinned),
  conflict: (p: Profile) =>
    [p.tp, p.ep, p.model.layers, p.model.fileBytes].some((v) => typeof v === 'object' && 'conflict' in v),
  'not-stated component': (p: Profile) => p.components.some((c) => c.presence === 'not-stated'),
  'not-stated residence': (p: Profile) =>
    p.components.some((c) => c.presence === 'present' && c.asPinned === 'not-stated'),
  absent: (p: Profile) => p.components.some((c) => c.presence === 'absent'),
  'option places rows': (p: Profile) => p.settings.some((s) => s.options.some((o) => o.places.length > 0)),
  'option unloads rows': (p: Profile) => p.settings.some((s) => s.options.some((o) => o.unloads.length > 0)),
  'several nodes': (p: Profile) => p.nodes > 1,
  'several licences': (p: Profile) => p.licenses.length > 1,
  observations: (p: Profile) => p.observations.items.length > 0,
} satisfies Record<string, (p: Profile) => boolean>;

export const HARDWARE_SHAPES = {
  unified: (h: HwJson & { poolKind?: string }) => h.poolKind === 'unified',
  discrete: (h: HwJson & { poolKind?: string }) => h.poolKind === 'discrete',
  'several GPUs': (h: HwJson) => h.lanes.some((l) => l.tier === 'gpu-memory' && (l.devicesPerNode ?? 1) > 1),
  'remote storage': (h: HwJson) => h.lanes.some((l) => l.tier === 'remote-storage'),
  'remote device': (h: HwJson) => h.lanes.some((l) => l.tier === 'remote-device'),
  'kv backend': (h: HwJson) => h.lanes.some((l) => l.tier === 'kv-backend'),
} satisfies Record<string, (h: HwJson) => boolean>;

/**
 * Value types read by one function wherever they stand are counted by name, once, in profile and
 * hardware files alike: a sentence (proseText), a figure (figureLine), a source (one source
 * reader), a stated count or byte count (statedCountText, statedBytesText). Every other option is
 * counted at its own place: a tier, an asPinned shape, a copy's kind, a part's lane, ...
 */
const NAMED: Named = new Map<z.ZodType, string>([
  [proseSchema, 'sentence'],
  [figureSchema, 'figure'],
  [sourceSchema, 'source'],
  [statedCount, 'stated count'],
  [statedBytes, 'stated bytes'],
]);

/** Every option the schemas give an author (tests/helpers/schema-options.ts), read from the schemas. */
export const SCHEMA_OPTIONS = [
  ...new Set([
    ...schemaOptions(profileSchema, NAMED, 'profile'),
    ...schemaOptions(hardwareSchema, NAMED, 'hardware'),
  ]),
];

/** The options of SCHEMA_OPTIONS that `pins` take between them, as their files are written. */
export function optionsHeld(pins: readonly GeneratedPin[]): Set<string> {
  const held = new Set<string>();
  for (const p of pins) {
    optionsUsed(profileSchema, p.profile, NAMED, 'profile', held);
    optionsUsed(hardwareSchema, p.hardware, NAMED, 'hardware', held);
  }
  return held;
}

/** The shapes and schema options that `pins` do not hold between them. */
function lacking(pins: readonly GeneratedPin[]): string[] {
  const held = optionsHeld(pins);
  const profiles = pins.map((p) => profileSchema.parse(p.profile));
  return [
    ...Object.entries(SHAPES)
      .filter(([, has]) => !profiles.some(has))
      .map(([k]) => k),
    ...Object.entries(HARDWARE_SHAPES)
      .filter(([, has]) => !pins.some((p) => has(p.hardware as unknown as HwJson)))
      .map(([k]) => k),
    ...SCHEMA_OPTIONS.filter((o) => !held.has(o)),
  ];
}

/** Candidates drawn for each pin; the one that leaves the catalogue lacking least is kept. */
const TRIES = 24;

/**
 * `count` valid pins from a fixed seed, each with its own hardware file, together holding
 * every shape above and every option of the schemas. Throws with the validator's errors if the
 * generator ever writes an invalid file (a bug in this generator, not in the app), and names
 * what the pins lack if they lack anything.
 */
export function generatedCatalogue(count: number, seed = 20261202): GeneratedPin[] {
  const ids = Array.from({ length: count }, (_, i) => `generated-pin-${String(i).padStart(2, '0')}`);
  const pins: GeneratedPin[] = [];
  let rng = seed;
  for (let i = 0; i < count; i++) {
    const arb = generatedPinArb(
      i,
      ids.filter((x) => x !== ids[i]),
    );
    const before = lacking(pins).length;
    let best: { pin: GeneratedPin; left: number } | undefined;
    for (let attempt = 0; attempt < TRIES && (best?.left ?? 1) > 0; attempt++) {
      const [pin] = fc.sample(arb, { seed: rng++, numRuns: 1 });
      const left = before === 0 ? 0 : lacking([...pins, pin!]).length;
      if (!best || left < best.left) best = { pin: pin!, left };
    }
    pins.push(best!.pin);
  }
  const result = loadAll(
    pins.map((p, i) => ({ file: `generated/hardware/${i}.json`, text: JSON.stringify(p.hardware) })),
    pins.map((p, i) => ({ file: `generated/${i}.json`, text: JSON.stringify(p.profile) })),
  );
  if (result.errors.length)
    throw new Error(
      `the generator wrote an invalid file:\n${result.errors.map((e) => `${e.file} ${e.path}: ${e.message}`).join('\n')}`,
    );
  const left = lacking(pins);
  if (left.length) throw new Error(`the generated pins lack:\n${left.join('\n')}`);
  return pins;
}
