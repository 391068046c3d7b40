/**
 * Generated components (whole, split, copies, absent, not stated) and the settings whose options
 * place, open or unload them and force each other (tests/helpers/generated-pins.ts).
 */
import fc from 'fast-check';
import {
  CARD_ID,
  NOTES_ID,
  bytesArb,
  figureArb,
  prose,
  proseList,
  someOf,
  statedBytesArb,
  type Json,
} from './values';

export const COMPONENT_KINDS = [
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
        refuses: fc.boolean(),
      })
      .chain(({ lane, own, layers, share, ranks, executesOn, refuses }) => {
        const ownLanes = GROUPS.includes(lane) || own.includes(lane) ? own : [...own, lane];
        // A part that names its own residences may rule out the lanes it does not name.
        const ruledOut = own.length && refuses ? lanes.filter((l) => !ownLanes.includes(l)) : [];
        return fc.record({
          id: fc.constant(`${cid}-part-${i}`),
          label: fc.constant(`Part ${i + 1} of the ${cid.replace(/-/g, ' ')}`),
          scope: fc.constantFrom('first N layers\u2019 experts', 'rank 0 only', 'the other layers'),
          lane: fc.constant(lane),
          ...(share === null ? {} : { share: fc.constant(share) }),
          ...(layers === null ? {} : { layers: fc.constant(layers) }),
          ...(own.length === 0 ? {} : { residences: refs(ownLanes) }),
          ...(ruledOut.length === 0 ? {} : { refusals: refusals(ruledOut) }),
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

export function componentArb(k: (typeof COMPONENT_KINDS)[number], lanes: string[], plain: boolean) {
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
              fc.array(fc.oneof(fc.integer({ min: 0, max: 2 ** 36 }), fc.constant('unknown')), {
                minLength: 1,
                maxLength: 4,
              }),
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

export function settingsArb(rowIds: string[], presentRows: string[], lanes: string[]) {
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
export function fixForces(settings: Json[]): Json[] {
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
