/**
 * Valid pins of every shape the profile format allows, written as an outside author would
 * write them: a fast-check generator of profile and hardware files (and the stored text their
 * quotes come from), each checked by the real validator (schema and cross-checks) before a
 * test uses it. The catalogue-wide suites run on them beside the bundled pins
 * (tests/catalogue/new-pin.test.ts), so a test or a code path that assumed one pin's shape
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
import { boardRows } from '../../src/domain/board/rows';
import { profileSchema, type Profile } from '../../src/domain/profile/schema/profile';
import { loadAll } from '../../src/profiles/validate';
import { holdsRuntime } from '../../src/domain/profile/tiers';
import type { Lane } from '../../src/domain/profile/schema/hardware';

type Json = Record<string, unknown>;

/** The stored text every generated quote comes from (profiles/sources/<SOURCE_FILE>). */
export const SOURCE_FILE = 'generated-recipe-notes.txt';
const QUOTES = [
  'The launch command keeps this part where the recipe puts it.',
  'Experts of the first layers stay in host memory while the rest stay on the accelerator.',
  'The recipe does not publish resident bytes for this part.',
  'Each node holds its own copy of the dense weights.',
  'The cache keeps hot pages near compute and the home copy stays where it was.',
  'Weights are read from the shared mount at load time.',
  'This build was tested by the recipe author on one machine only.',
  'Throughput was measured with one request at a time.',
  'Roll back by restarting with the previous image.',
  'Check that the mount is reachable from every node before starting.',
];
const SITE_NOTES = [
  'The recipe does not say this in other words.',
  'A generated test sentence in this site\u2019s own words.',
  'Not stated by the source.',
];
export const SOURCE_TEXT = [
  'Source: Generated recipe notes, a test fixture, checked 2026-12-01. Excerpts, verbatim.',
  ...QUOTES,
  '',
].join('\n');

const NOTES_ID = 'gen-notes';
const CARD_ID = 'gen-card';
const SOURCES = [
  {
    id: NOTES_ID,
    name: 'Generated recipe notes',
    repo: 'example/generated-recipes',
    path: 'notes.md',
    pins: { siteNote: 'The launch command and the placement of each part.' },
    commit: '0123456789abcdef0123456789abcdef01234567',
    checked: '2026-12-01',
    dated: '2026-11-20',
    read: 'in full',
    text: SOURCE_FILE,
  },
  {
    id: CARD_ID,
    name: 'Generated model card',
    url: 'https://example.org/generated-model-card',
    // A quote of itself: hardware files without `quotesFrom` list it too.
    pins: { quote: 'This build was tested by the recipe author on one machine only.', source: CARD_ID },
    pinned: false,
    checked: '2026-12-01',
    text: SOURCE_FILE,
  },
];

/** fc.subarray with a maximum that never exceeds the array. */
const someOf = <T>(xs: readonly T[], max = xs.length, min = 0) =>
  fc.subarray([...xs], { minLength: Math.min(min, xs.length), maxLength: Math.min(max, xs.length) });

const quoteArb = fc.constantFrom(...QUOTES);
/** A sentence: a plain quote of `quotesFrom`, a quote of another source, or a site note. */
const proseArb = (plain: boolean): fc.Arbitrary<unknown> =>
  fc.oneof(
    ...(plain ? [quoteArb] : []),
    quoteArb.map((quote) => ({ quote, source: CARD_ID })),
    fc.constantFrom(...SITE_NOTES).map((siteNote) => ({ siteNote })),
  );
const prose = proseArb(true);
const proseList = (max: number) => fc.array(prose, { maxLength: max });
const bytesArb = fc.oneof(fc.constant('unknown'), fc.integer({ min: 0, max: 2 ** 40 }));
const countArb = fc.integer({ min: 1, max: 200 });
const conflictArb = <T>(value: fc.Arbitrary<T>) =>
  fc.tuple(value, value).map(([a, b]) => ({
    conflict: [
      { value: a, source: NOTES_ID, says: `All ${String(a)}` },
      { value: b, source: CARD_ID },
    ],
  }));
const statedCountArb = fc.oneof(
  countArb,
  fc.constant('unknown'),
  conflictArb(countArb),
  fc.constantFrom('117B', '5.1B', '~48').map((rounded) => ({ rounded, source: CARD_ID })),
);
const statedBytesArb = fc.oneof(
  fc.integer({ min: 1, max: 2 ** 45 }),
  fc.constant('unknown'),
  conflictArb(fc.integer({ min: 1, max: 2 ** 45 })),
);

const sizeUnit = fc.constantFrom('GB', 'GiB');
/** A figure of every kind; its qualifier written with `prose` (a file without `quotesFrom` quotes none plainly). */
const figureArbOf = (prose: fc.Arbitrary<unknown>) =>
  fc.oneof(
    fc.record({
      kind: fc.constant('prose-size'),
      label: fc.constant('about 176 GB'),
      value: fc.constant(176),
      unit: fc.constant('GB'),
      qualifier: prose,
    }),
    fc.record({
      kind: fc.constant('named-cap'),
      name: fc.constant('KV_POOL_GIB'),
      value: fc.constant(12.5),
      unit: fc.constantFrom('GiB', 'tokens'),
      qualifier: prose,
    }),
    fc.record({
      kind: fc.constant('startup-estimate'),
      label: fc.constant('88.09 GiB startup estimate'),
      value: fc.constant(88.09),
      unit: fc.constant('GiB'),
      qualifier: prose,
    }),
    fc.record({
      kind: fc.constant('observed-free'),
      label: fc.constant('5.6 GiB free'),
      value: fc.constant(5.6),
      unit: fc.constant('GiB'),
      where: fc.constant('rank 0'),
      qualifier: prose,
    }),
    fc.record({
      kind: fc.constant('free-threshold'),
      label: fc.constant('110 GiB free'),
      value: fc.constant(110),
      unit: sizeUnit,
      qualifier: prose,
    }),
    fc.record({
      kind: fc.constant('token-count'),
      label: fc.constant('131072 tokens'),
      value: fc.constant(131072),
      qualifier: prose,
    }),
    fc.record({
      kind: fc.constant('observed-used'),
      label: fc.constant('~7.5 GB'),
      value: fc.constant(7.5),
      unit: fc.constant('GB'),
      where: fc.constant('GPU 0'),
      qualifier: prose,
    }),
    fc.record({
      kind: fc.constant('stated-minimum'),
      label: fc.constant('64 GB (96 GB recommended)'),
      value: fc.constant(64),
      unit: fc.constant('GB'),
      qualifier: prose,
    }),
    fc.record({
      kind: fc.constant('reported-usable'),
      label: fc.constant('about 120 GiB usable'),
      value: fc.constant(120),
      unit: fc.constant('GiB'),
      qualifier: prose,
    }),
  );
const figureArb = figureArbOf(prose);

type LaneKind = { id: string; label: string; short: string; tier: Lane['tier']; group?: string };
const MEMORY_LANES: Record<'unified' | 'discrete', LaneKind[]> = {
  unified: [{ id: 'pool', label: 'Unified pool', short: 'Shared pool', tier: 'unified-pool', group: 'UMA' }],
  discrete: [
    { id: 'gpu', label: 'GPU memory', short: 'GPU', tier: 'gpu-memory', group: 'GPU' },
    { id: 'ram', label: 'Host RAM', short: 'Host RAM', tier: 'host-ram', group: 'Host' },
  ],
};
const OTHER_LANES: LaneKind[] = [
  { id: 'disk', label: 'Local disk path', short: 'Local disk', tier: 'local-disk' },
  { id: 'nfs', label: 'NFS mount', short: 'NFS', tier: 'remote-storage' },
  { id: 'rpc', label: 'RPC device', short: 'RPC', tier: 'remote-device' },
  { id: 'kv-store', label: 'KV store backend', short: 'KV store', tier: 'kv-backend' },
];

const laneArb = (k: LaneKind, plain: boolean) =>
  fc.record(
    {
      id: fc.constant(k.id),
      label: fc.constant(k.label),
      note: proseArb(plain),
      short: fc.constant(k.short),
      tier: fc.constant(k.tier),
      devicesPerNode:
        k.tier === 'gpu-memory' || k.tier === 'remote-device'
          ? fc.integer({ min: 1, max: 4 })
          : fc.constant(1),
      capacityLabel: fc.constantFrom('24 GB per GPU', '128 GB', '2 TB'),
      usableBytes: bytesArb,
      usableNote: proseArb(plain),
      group: fc.constant(k.group ?? 'Storage'),
    },
    { requiredKeys: ['id', 'label', 'note', 'short', 'tier'] },
  );

const hardwareArb = (id: string) =>
  fc
    .record({
      poolKind: fc.constantFrom('unified' as const, 'discrete' as const),
      plain: fc.boolean(),
      memoryPick: fc.subarray([0, 1], { minLength: 1 }),
      others: fc.subarray(OTHER_LANES),
    })
    .chain(({ poolKind, plain, memoryPick, others }) => {
      const memory =
        poolKind === 'unified' ? MEMORY_LANES.unified : memoryPick.map((i) => MEMORY_LANES.discrete[i]!);
      return fc.record({
        id: fc.constant(id),
        label: fc.constant(`Generated ${poolKind} machine ${id.slice(-2)}`),
        poolKind: fc.constant(poolKind),
        notes: fc.array(proseArb(plain), { maxLength: 2 }),
        boardNotes: fc.array(proseArb(plain), { maxLength: 2 }),
        figures: fc.array(figureArbOf(proseArb(plain)), { maxLength: 2 }),
        sources: fc.constant(SOURCES),
        ...(plain ? { quotesFrom: fc.constant(NOTES_ID) } : {}),
        lanes: fc.tuple(...[...memory, ...others].map((k) => laneArb(k, plain))),
      });
    });

type HwJson = { id: string; lanes: { id: string; tier: Lane['tier']; devicesPerNode?: number }[] };

const COMPONENT_KINDS = [
  { id: 'checkpoint', label: 'Checkpoint', kind: 'checkpoint' },
  { id: 'routed-experts', label: 'Routed experts', kind: 'routed-experts' },
  { id: 'dense-weights', label: 'Dense weights', kind: 'dense-weights' },
  { id: 'kv-cache', label: 'KV cache', kind: 'kv-cache' },
  { id: 'vision-tower', label: 'Vision tower', kind: 'vision-tower' },
  { id: 'draft-model', label: 'Draft model', kind: 'drafter' },
  { id: 'engram', label: 'Engram', kind: 'engram' },
  { id: 'ple', label: 'Per-layer embeddings', kind: 'ple' },
  { id: 'mtp-head', label: 'MTP head', kind: 'mtp-head' },
  { id: 'workspace', label: 'Workspace', kind: 'workspace' },
];

const ref = (lane: string) => fc.record({ lane: fc.constant(lane), evidence: prose });
const refs = (lanes: string[]) => fc.tuple(...lanes.map(ref));
const refusals = (lanes: string[]) =>
  fc.tuple(...lanes.map((lane) => fc.record({ lane: fc.constant(lane), reason: prose })));
const GROUPS = ['ledger', 'not-stated'];

/** Where a present component sits: one place, a split, or a home with copies. */
function asPinnedArb(cid: string, described: string[], lanes: string[]) {
  const starts = [...described, ...GROUPS];
  const part = (i: number) =>
    fc
      .record({
        lane: fc.constantFrom(...starts),
        own: fc.subarray(lanes),
        layers: fc.option(
          fc
            .integer({ min: 0, max: 40 })
            .chain((from) =>
              fc.record(
                { from: fc.constant(from), to: fc.integer({ min: from, max: 60 }) },
                { requiredKeys: ['from'] },
              ),
            ),
        ),
        share: fc.option(fc.constantFrom('30 of 48 layers', 'unknown')),
        ranks: fc.option(prose),
        executesOn: fc.option(fc.constantFrom(...lanes)),
      })
      .chain(({ lane, own, layers, share, ranks, executesOn }) => {
        const ownLanes = GROUPS.includes(lane) || own.includes(lane) ? own : [...own, lane];
        return fc.record({
          id: fc.constant(`${cid}-part-${i}`),
          label: fc.constant(`Part ${i + 1} of the ${cid.replace(/-/g, ' ')}`),
          scope: fc.constantFrom('first N layers\u2019 experts', 'rank 0 only', 'the other layers'),
          lane: fc.constant(lane),
          ...(share === null ? {} : { share: fc.constant(share) }),
          ...(layers === null ? {} : { layers: fc.constant(layers) }),
          ...(own.length === 0 ? {} : { residences: refs(ownLanes) }),
          ...(ranks === null ? {} : { ranks: fc.constant(ranks) }),
          ...(executesOn === null ? {} : { executesOn: ref(executesOn) }),
        });
      });
  const whole = fc.constantFrom(...starts);
  const split = fc
    .integer({ min: 2, max: 4 })
    .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => part(i))))
    .map((split) => ({ split }));
  const copies = fc.constantFrom(...starts).chain((home): fc.Arbitrary<unknown> => {
    const copyLanes = lanes.filter((l) => l !== home);
    if (copyLanes.length === 0) return fc.constant(home);
    return fc
      .uniqueArray(fc.constantFrom(...copyLanes), { minLength: 1, maxLength: 2 })
      .chain((cl) =>
        fc.tuple(
          ...cl.map((lane, i) =>
            fc.record(
              {
                id: fc.constant(`${cid}-copy-${i}`),
                label: fc.constant(`Copy ${i + 1} of the ${cid.replace(/-/g, ' ')}`),
                kind: fc.constantFrom('cache', 'write-through', 'page-cache', 'prefetch'),
                lane: fc.constant(lane),
                evidence: prose,
                residences: fc
                  .subarray(lanes.filter((l) => l !== lane))
                  .chain((more) => refs([lane, ...more])),
                refusals: fc.subarray(lanes.filter((l) => l !== lane)).chain(refusals),
              },
              { requiredKeys: ['id', 'label', 'kind', 'lane', 'evidence'] },
            ),
          ),
        ),
      )
      .chain((cps) =>
        fc.record({
          home: fc.record(
            { lane: fc.constant(home), label: fc.constant('Home copy') },
            { requiredKeys: ['lane'] },
          ),
          copies: fc.constant(cps),
        }),
      );
  });
  return fc.oneof(whole, split, copies);
}

function componentArb(k: (typeof COMPONENT_KINDS)[number], lanes: string[], plain: boolean) {
  void plain;
  return fc
    .record({
      presence: fc.constantFrom('present', 'present', 'present', 'absent', 'not-stated'),
      described: fc.subarray(lanes),
    })
    .chain(({ presence, described }) => {
      const rest = lanes.filter((l) => !described.includes(l));
      const absent = presence === 'absent';
      return fc
        .record(
          {
            id: fc.constant(k.id),
            label: fc.constant(k.label),
            kind: fc.constant(k.kind),
            kindLabel: fc.constant(`${k.label} (generated)`),
            presence: fc.constant(presence),
            absentReason: absent ? prose : prose,
            notLoaded: prose,
            asPinned: presence === 'present' ? asPinnedArb(k.id, described, lanes) : fc.constant(presence),
            ranks: prose,
            executesOn: lanes.length ? ref(lanes[0]!) : fc.constant(undefined),
            summary: prose,
            residenceText: prose,
            residences: absent ? fc.constant([]) : refs(described),
            refusals: fc.subarray(rest).chain(refusals),
            access: fc.constantFrom('Sparse routed matmul', 'File read at load', 'Not stated'),
            fileBytes: statedBytesArb,
            perRankBytes: fc.oneof(
              fc.constant('unknown'),
              fc.array(fc.integer({ min: 0, max: 2 ** 36 }), { minLength: 1, maxLength: 4 }),
            ),
            residentBytes: bytesArb,
            overlap: fc.constantFrom(
              'file-ledger',
              'overlaps-ledger',
              'runtime',
              'separate',
              'not-in-recipe',
            ),
            figures: fc.array(figureArb, { maxLength: 2 }),
            unknownNotes: proseList(2),
            sources: fc.subarray([NOTES_ID, CARD_ID]),
          },
          {
            requiredKeys: [
              'id',
              'label',
              'kind',
              'presence',
              'asPinned',
              'summary',
              'residenceText',
              'residences',
              'refusals',
              'access',
              'fileBytes',
              'perRankBytes',
              'residentBytes',
              'overlap',
              ...(absent ? (['absentReason'] as const) : []),
            ],
          },
        )
        .map((c) => {
          // Only a present component can be "not loaded"; executes-on names a real lane.
          const out: Json = { ...c };
          if (presence !== 'present') delete out.notLoaded;
          if (out.executesOn === undefined) delete out.executesOn;
          return out;
        });
    });
}

const rowInLane = (rows: string[], lanes: string[]) =>
  rows.length && lanes.length
    ? fc.array(
        fc.record({ row: fc.constantFrom(...rows), lane: fc.constantFrom(...lanes), evidence: prose }),
        { maxLength: 2 },
      )
    : fc.constant([]);

function settingsArb(rowIds: string[], presentRows: string[], lanes: string[]) {
  const NAMES = ['DRAFTER', 'LOAD', 'OFFLOAD'];
  return fc.subarray(NAMES).chain((names) =>
    fc.tuple(
      ...names.map((name) =>
        fc.integer({ min: 1, max: 3 }).chain((n) => {
          const values = Array.from({ length: n }, (_, i) =>
            i === 0 && name === 'DRAFTER' ? '' : `${name.toLowerCase()}-${i}`,
          );
          const others = NAMES.filter((x) => names.includes(x) && x !== name);
          return fc.record(
            {
              name: fc.constant(name),
              label: fc.constant(`${name[0]}${name.slice(1).toLowerCase()} setting`),
              default: fc.constantFrom(...values),
              recipe: fc.constantFrom(...values),
              options: fc.tuple(
                ...values.map((value, i) =>
                  fc.record(
                    {
                      value: fc.constant(value),
                      label: fc.constant(value === '' ? '(empty)' : `Option ${i + 1}`),
                      consequence: prose,
                      unloads: someOf(rowIds, 2),
                      concurrency: prose,
                      forces: others.length
                        ? fc
                            .option(fc.constantFrom(...others))
                            .map((o): Record<string, string> => (o ? { [o]: `${o.toLowerCase()}-0` } : {}))
                        : fc.constant({}),
                      figures: fc.array(figureArb, { maxLength: 1 }),
                      places: rowInLane(presentRows, lanes),
                      opens: rowInLane(rowIds, lanes),
                    },
                    { requiredKeys: ['value', 'label', 'consequence'] },
                  ),
                ),
              ),
            },
            { requiredKeys: ['name', 'label', 'options'] },
          );
        }),
      ),
    ),
  );
}

/**
 * A forced value must be an option of the forced setting. What the recipe itself runs with forces
 * the other settings to their own recipe values (a recipe that forced another of its settings
 * away from the value it states would contradict itself); any other option may force any value.
 */
function fixForces(settings: Json[]): Json[] {
  const inRecipe = (s: Json) => (s.recipe ?? s.default) as string | undefined;
  const byName = new Map(settings.map((s) => [s.name as string, s]));
  return settings.map((s) => ({
    ...s,
    options: (s.options as Json[]).map((o) => ({
      ...o,
      forces: Object.fromEntries(
        Object.keys((o.forces ?? {}) as Json).flatMap((k) => {
          const target = byName.get(k);
          if (!target) return [];
          const values = (target.options as Json[]).map((x) => x.value as string);
          const forced = o.value === inRecipe(s) ? inRecipe(target) : values.at(-1);
          return forced === undefined ? [] : [[k, forced]];
        }),
      ),
    })),
  }));
}

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
        fc.tuple(...s.map((x) => fc.integer({ min: 1, max: 2 ** 38 }).map((bytes) => ({ ...x, bytes })))),
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

const observationArb = fc.record({
  label: fc.constantFrom('Decode speed', 'Prefill speed'),
  stated: fc.constantFrom('60.4 tok/s', '99 vs 72 vs 37 tok/s'),
  unit: fc.constant('tok/s'),
  configuration: prose,
  reportedBy: fc.constantFrom('the recipe author', 'a forum user'),
  qualifier: prose,
});

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
          flags: fc.record({
            commercialRecommendation: fc.constant(false),
            memoryFitClaimed: fc.constant(false),
            deploymentDone: fc.constant(false),
            runtimeClaimedBySite: fc.constant(false),
            summingCreatesFit: fc.constant(false),
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
            figures: fc.array(figureArb, { maxLength: 2 }),
          }),
          preflight: proseList(2),
          validation: proseList(2),
          rollback: proseList(2),
          sources: fc.constant(SOURCES),
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
 * `count` valid pins from a fixed seed, each with its own hardware file, together holding
 * every shape above. Throws with the validator's errors if the generator ever writes an invalid
 * file (a bug in this generator, not in the app).
 */
export function generatedCatalogue(count: number, seed = 20261202): GeneratedPin[] {
  const ids = Array.from({ length: count }, (_, i) => `generated-pin-${String(i).padStart(2, '0')}`);
  const pins: GeneratedPin[] = [];
  const missing = () => [
    ...Object.entries(SHAPES)
      .filter(([, has]) => !pins.some((p) => has(profileSchema.parse(p.profile))))
      .map(([k]) => k),
    ...Object.entries(HARDWARE_SHAPES)
      .filter(([, has]) => !pins.some((p) => has(p.hardware as unknown as HwJson)))
      .map(([k]) => k),
  ];
  let rng = seed;
  for (let i = 0; i < count; i++) {
    // Each pin is drawn until it adds a shape the catalogue still lacks (or after a few tries).
    const before = missing().length;
    let chosen: GeneratedPin | undefined;
    for (let attempt = 0; attempt < 200; attempt++) {
      const [candidate] = fc.sample(
        generatedPinArb(
          i,
          ids.filter((x) => x !== ids[i]),
        ),
        { seed: rng++, numRuns: 1 },
      );
      pins.push(candidate!);
      const adds = missing().length < before;
      pins.pop();
      chosen = candidate;
      if (adds || before === 0) break;
    }
    pins.push(chosen!);
  }
  const result = loadAll(
    pins.map((p, i) => ({ file: `generated/hardware/${i}.json`, text: JSON.stringify(p.hardware) })),
    pins.map((p, i) => ({ file: `generated/${i}.json`, text: JSON.stringify(p.profile) })),
  );
  if (result.errors.length)
    throw new Error(
      `the generator wrote an invalid file:\n${result.errors.map((e) => `${e.file} ${e.path}: ${e.message}`).join('\n')}`,
    );
  const lacking = missing();
  if (lacking.length) throw new Error(`the generated pins lack shapes: ${lacking.join(', ')}`);
  return pins;
}
