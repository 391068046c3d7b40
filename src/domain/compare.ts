/**
 * Two pins side by side, aligned row by row. Every cell is built from one pin alone (see
 * `row`): nothing is computed across the two, so there is no ratio, no "faster by", no
 * ranking and no total (invariant 8). `differs` only says the two statements are not the
 * same, qualifier included.
 *
 * Rows are aligned only where both pins state the same thing: a setting by its name, a
 * license by its component, a component by its row. Lists that have no such key (caveats,
 * reported observations, sources) are never paired: each pin's list stays its own block
 * (`ownLists`). Sources are named by their own names, never by an id this site made up.
 *
 * Byte counts are shown as the integers the profiles publish; conversions are left to each
 * pin's own brief, so every number in a cell comes from that pin's files.
 */
import type { Component, Figure, Hardware, Profile, Setting, StatedBytes, StatedCount } from './schema';
import {
  asPinnedPlacement,
  effectiveSettings,
  residenceOf,
  type Placement,
  type Settings,
} from './placement';
import { boardRows, rowName } from './rows';
import { residenceLabel } from './rules';
import { proseLine } from './prose';
import { isConflict, statedBytesText, statedCountText } from './stated';
import {
  EXPLORED_MARK,
  figureLine,
  hardwareNotes,
  laneCapacityLine,
  notDownloadedMark,
  rowMarks,
  sourceLine,
  notLoadedMark,
  notLoadedUnder,
  observationAttribution,
  observationLine,
  pinnedSourceLine,
  settingAssignment,
} from './facts';
import { sentence } from './brief-format';
import { formatInteger } from './units';

/**
 * One aligned row. `note` says why a row whose two texts differ is not marked as differing
 * (both name the same snapshot, each in its own words).
 */
export type CompareRow = { label: string; a: string; b: string; differs: boolean; note?: string };
/** What a section aligns: used to group the key differences, never shown. */
export type SectionKind =
  'hardware' | 'pins' | 'runtime' | 'drafter' | 'kv' | 'licenses' | 'component' | 'flags';
export type CompareSection = { title: string; kind: SectionKind; rows: CompareRow[] };
/** A pin with what the user chose for it; hardware, placement and settings are optional. */
export type CompareSide = {
  profile: Profile;
  hardware?: Hardware;
  placement?: Placement;
  settings?: Settings;
};
export type CompareInput = Profile | CompareSide;

/** Shown where one pin has a row the other does not. */
export const NOT_LISTED = 'not listed';

type Side = {
  profile: Profile;
  hardware?: Hardware;
  placement: Placement;
  settings: Settings;
  unloaded: Map<string, string>;
};

const isSide = (x: CompareInput): x is CompareSide =>
  'profile' in x && typeof (x as CompareSide).profile === 'object';

function toSide(x: CompareInput): Side {
  const s: CompareSide = isSide(x) ? x : { profile: x };
  const settings = effectiveSettings(s.profile, s.settings ?? {});
  return {
    profile: s.profile,
    hardware: s.hardware,
    placement: s.placement ?? asPinnedPlacement(s.profile),
    settings,
    unloaded: notLoadedUnder(s.profile, settings),
  };
}

/**
 * A pin names another in `doNotBlendWith`. The warning is shown when either pin names the
 * other: one pin's own evidence saying "do not blend" is enough to warn about both.
 */
export function namesEachOther(a: Profile, b: Profile): boolean {
  return a.doNotBlendWith.includes(b.id) || b.doNotBlendWith.includes(a.id);
}

/**
 * One aligned row: each cell is a function of its own side only. The row differs when the
 * two statements differ; `same` names what both state when their words differ but the
 * thing they name is one (a snapshot sha), and says so in `note`.
 */
const row =
  (label: string, cell: (s: Side) => string, same?: { key: (s: Side) => string | undefined; note: string }) =>
  (A: Side, B: Side): CompareRow => {
    const a = cell(A);
    const b = cell(B);
    if (a === b) return { label, a, b, differs: false };
    const ka = same?.key(A);
    const kb = same?.key(B);
    return ka !== undefined && ka === kb
      ? { label, a, b, differs: false, note: same!.note }
      : { label, a, b, differs: true };
  };
type RowSpec = ReturnType<typeof row>;

/** Union of keys in first-seen order: A's order, then what only B has. */
const union = (a: readonly string[], b: readonly string[]): string[] => [...new Set([...a, ...b])];

const P = proseLine;
const orNotListed = (s: string | undefined): string => s ?? NOT_LISTED;

/** Bytes as the pin publishes them: an integer, "unknown", or a conflict with its sources. */
const bytesText = (p: Profile, b: StatedBytes): string =>
  isConflict(b) ? statedBytesText(p, b) : b === 'unknown' ? 'unknown' : `${formatInteger(b)} bytes`;
const countText = (p: Profile, n: StatedCount): string => statedCountText(p, n);

/** Where each row of the component sits on this side, with its marks. */
function residenceText(s: Side, c: Component): string {
  if (c.presence === 'absent') return 'absent';
  if (c.presence === 'not-stated') return 'presence not stated';
  const hw = s.hardware;
  return boardRows(s.profile)
    .filter((r) => r.component === c)
    .map((r) => {
      const at = residenceOf(s.placement, r);
      const where = hw ? residenceLabel(hw, at) : at;
      const marks = [
        ...rowMarks(r),
        at === r.asPinned ? 'as pinned' : EXPLORED_MARK,
        ...(s.unloaded.has(c.id) ? [notLoadedMark(s.unloaded.get(c.id)!)] : []),
      ];
      return `${r.role === 'whole' ? '' : `${rowName(r)}: `}${where} (${marks.join('; ')})`;
    })
    .join(' | ');
}

const component = (s: Side, id: string) => s.profile.components.find((c) => c.id === id);
const compCell = (id: string, f: (c: Component, s: Side) => string) => (s: Side) => {
  const c = component(s, id);
  return c ? f(c, s) : NOT_LISTED;
};

type Spec = { title: string; kind: SectionKind; specs: RowSpec[] };

function componentSections(A: Side, B: Side): Spec[] {
  const ids = union(
    A.profile.components.map((c) => c.id),
    B.profile.components.map((c) => c.id),
  );
  return ids.map((id) => {
    const labels = union([component(A, id)?.label ?? ''], [component(B, id)?.label ?? '']).filter(Boolean);
    return {
      title: `Component: ${labels.join(' / ')}`,
      kind: 'component',
      specs: [
        row(
          'Label',
          compCell(id, (c) => c.label),
        ),
        row(
          'Presence',
          compCell(id, (c) => c.presence),
        ),
        row(
          'Residence',
          compCell(id, (c, s) => residenceText(s, c)),
        ),
        row(
          'Residence note',
          compCell(id, (c) => P(c.residenceText)),
        ),
        row(
          'Access',
          compCell(id, (c) => c.access),
        ),
        row(
          'File size',
          compCell(id, (c, s) => bytesText(s.profile, c.fileBytes)),
        ),
        row(
          'Per-rank storage',
          compCell(id, (c, s) =>
            c.perRankBytes === 'unknown'
              ? 'unknown'
              : c.perRankBytes.map((b) => bytesText(s.profile, b)).join('; '),
          ),
        ),
        row(
          'Resident bytes',
          compCell(id, (c, s) => bytesText(s.profile, c.residentBytes)),
        ),
        row(
          'Figures',
          compCell(id, (c) => c.figures.map(figureLine).join(' | ') || 'none'),
        ),
        row(
          'Unknowns',
          compCell(id, (c) => c.unknownNotes.map(P).join(' ') || 'none'),
        ),
      ],
    };
  });
}

/** Every figure a pin states, wherever it stands: its concurrency and its components. */
const allFigures = (p: Profile): Figure[] => [
  ...p.concurrency.figures,
  ...p.components.flatMap((c) => c.figures),
  ...p.settings.flatMap((s) => s.options.flatMap((o) => o.figures)),
];

/**
 * A token count with the pin's own words for it: the figures of the same pin that state
 * that count, each with its kind and qualifier. Two pins that print the same number for
 * different things ("the per-request window" and "a bake-off table cell") do not read the same.
 */
function tokensStatement(p: Profile, n: StatedCount): string {
  if (typeof n !== 'number') return countText(p, n);
  const count = formatInteger(n);
  const own = [
    ...new Set(
      allFigures(p)
        .filter(
          (f) =>
            (f.kind === 'token-count' && f.value === n) ||
            (f.kind === 'named-cap' && f.unit === 'tokens' && f.value === n),
        )
        .map(figureLine),
    ),
  ];
  if (!own.length) return `${count} tokens; this pin states no qualifier for it`;
  const text = own.join(' | ');
  return text.includes(count) ? text : `${count} tokens: ${text}`;
}

const modelText = (s: Side): string =>
  `${s.profile.model.name}, ${s.profile.model.snapshot ? `snapshot ${s.profile.model.snapshot}` : 'revision not published'}`;

function sectionSpecs(A: Side, B: Side): Spec[] {
  const settingNames = union(
    A.profile.settings.map((s) => s.name),
    B.profile.settings.map((s) => s.name),
  );
  const licenseNames = union(
    A.profile.licenses.map((l) => l.component),
    B.profile.licenses.map((l) => l.component),
  );
  const kv = (s: Side) => s.profile.components.find((c) => c.kind === 'kv-cache');
  const drafter = (s: Side) => s.profile.components.find((c) => c.kind === 'drafter');

  return [
    {
      title: 'Hardware and shape',
      kind: 'hardware',
      specs: [
        row('Hardware', (s) => (s.hardware ? s.hardware.label : s.profile.hardware)),
        row('Hardware match', (s) =>
          s.profile.hardwareMatch ? 'matches this pin' : 'does not match this pin',
        ),
        row(
          'Pool',
          (s) =>
            [
              ...(s.hardware ? hardwareNotes(s.hardware) : []),
              ...(s.profile.hardwareNote ? [P(s.profile.hardwareNote)] : []),
            ].join(' ') || 'not stated',
        ),
        row('Tiers', (s) => (s.hardware ? s.hardware.lanes.map(laneCapacityLine).join(' | ') : 'unknown')),
        row('Nodes', (s) => String(s.profile.nodes)),
        row('TP', (s) => countText(s.profile, s.profile.tp)),
        row('EP', (s) => countText(s.profile, s.profile.ep)),
        row('Recipe state', (s) => (s.profile.asPinned ? 'as-pinned recipe' : 'not the as-pinned recipe')),
      ],
    },
    {
      title: 'Pins and revisions',
      kind: 'pins',
      specs: [
        row('Weight revision', (s) => (s.profile.revisionPinned ? 'pinned' : 'unresolved')),
        row('Checkpoint', (s) => s.profile.pins.checkpointRepo),
        row('Checkpoint revision', (s) => s.profile.pins.checkpointRevision),
        row('Weight pin', (s) => s.profile.pins.weightPin),
        row('Manifest', (s) => s.profile.pins.manifest),
        row('Commit', (s) => s.profile.pins.commit ?? 'not published'),
        row('Model', modelText, {
          key: (s) => s.profile.model.snapshot,
          note: 'both pins name the same snapshot; each cell keeps its own pin’s name for the model',
        }),
        row('Total parameters', (s) => countText(s.profile, s.profile.model.totalParameters)),
        row('Active parameters', (s) => countText(s.profile, s.profile.model.activeParameters)),
        row('Official file bytes', (s) => bytesText(s.profile, s.profile.model.fileBytes)),
        row('Layers', (s) => countText(s.profile, s.profile.model.layers)),
        row('Routed experts', (s) => countText(s.profile, s.profile.model.routedExperts)),
        row('Experts per token', (s) => countText(s.profile, s.profile.model.expertsPerToken)),
        row('MoE intermediate', (s) => countText(s.profile, s.profile.model.moeIntermediate)),
      ],
    },
    {
      title: 'Runtime and kit',
      kind: 'runtime',
      specs: [
        row('Runtime', (s) => s.profile.pins.runtime),
        row('Recipe', (s) => orNotListed(s.profile.pins.recipe)),
        row('Image tag', (s) => orNotListed(s.profile.pins.imageTag)),
        row('Image digest', (s) => orNotListed(s.profile.pins.imageDigest)),
      ],
    },
    {
      title: 'Drafter and concurrency',
      kind: 'drafter',
      specs: [
        row('Concurrency', (s) => P(s.profile.concurrency.text)),
        ...settingNames.map((name) =>
          row(`Setting ${name}`, (s) => {
            const setting = s.profile.settings.find((x) => x.name === name);
            if (!setting) return NOT_LISTED;
            const value = s.settings[name];
            const option = setting.options.find((o) => o.value === value);
            return [
              settingState(setting, value),
              ...(option ? [P(option.consequence)] : []),
              ...(option?.concurrency ? [`concurrency: ${P(option.concurrency)}`] : []),
              `options: ${setting.options.map((o) => settingAssignment(name, o.value)).join(', ')}`,
            ].join('; ');
          }),
        ),
        row('Drafter', (s) => {
          const d = drafter(s);
          return d ? `${d.label}: ${residenceText(s, d)}. ${P(d.residenceText)}` : NOT_LISTED;
        }),
      ],
    },
    {
      title: 'KV window and pool',
      kind: 'kv',
      specs: [
        row('Context per request', (s) =>
          tokensStatement(s.profile, s.profile.concurrency.contextPerRequestTokens),
        ),
        row('Shared pool', (s) => tokensStatement(s.profile, s.profile.concurrency.sharedPoolTokens)),
        row(
          'Named caps and figures',
          (s) => s.profile.concurrency.figures.map(figureLine).join(' | ') || 'none',
        ),
        row('KV cache', (s) => {
          const c = kv(s);
          return c ? `${P(c.residenceText)} ${P(c.summary)}` : NOT_LISTED;
        }),
      ],
    },
    {
      title: 'Licenses',
      kind: 'licenses',
      specs: licenseNames.map((name) =>
        row(name, (s) => {
          const l = s.profile.licenses.find((x) => x.component === name);
          if (!l) return NOT_LISTED;
          const off = l.coversComponent ? s.unloaded.get(l.coversComponent) : undefined;
          return [
            l.name,
            `SPDX ${l.spdx}`,
            `Commercial use ${l.commercialUse}`,
            ...(off ? [notDownloadedMark(off)] : []),
          ]
            .map(sentence)
            .join(' ');
        }),
      ),
    },
    ...componentSections(A, B),
    {
      title: 'Flags',
      kind: 'flags',
      specs: [
        row('Commercial recommendation', (s) => String(s.profile.flags.commercialRecommendation)),
        row('Memory fit claimed', (s) => String(s.profile.flags.memoryFitClaimed)),
        row('Deployment done', (s) => String(s.profile.flags.deploymentDone)),
        row('Runtime claimed by this site', (s) => String(s.profile.flags.runtimeClaimedBySite)),
        row('Summing components creates a fit', (s) => String(s.profile.flags.summingCreatesFit)),
      ],
    },
  ];
}

/** "DRAFTER=dflash2 (default)", "DRAFTER=mtp (chosen; default DRAFTER=dflash2)", or not chosen. */
export function settingState(setting: Setting, value: string | undefined): string {
  const chosen =
    setting.default === undefined
      ? 'the source states no default'
      : value === setting.default
        ? 'default'
        : `chosen; default ${settingAssignment(setting.name, setting.default)}`;
  return value === undefined
    ? `${setting.name} not chosen (${chosen})`
    : `${settingAssignment(setting.name, value)} (${chosen})`;
}

/** The comparison, section by section, each row aligned across the two pins. */
export function compareProfiles(a: CompareInput, b: CompareInput): CompareSection[] {
  const A = toSide(a);
  const B = toSide(b);
  return sectionSpecs(A, B).map(({ title, kind, specs }) => ({
    title,
    kind,
    rows: specs.map((spec) => spec(A, B)),
  }));
}

/**
 * The lists of one pin that have no key to align them by: its caveats, its reported
 * observations (each with its configuration, qualifier and who reported it) and its
 * sources, named by their own names. Shown as that pin's own block, never paired.
 */
export type OwnLists = {
  caveats: string[];
  observationNote: string;
  speedNote?: string;
  observations: string[];
  sources: string[];
};
export function ownLists(p: Profile): OwnLists {
  return {
    caveats: p.caveats.map(P),
    observationNote: P(p.observations.note),
    ...(p.observations.speedNote ? { speedNote: P(p.observations.speedNote) } : {}),
    observations: p.observations.items.map((o) => `${observationLine(o)} ${observationAttribution(o)}`),
    sources: p.sources.map((s) => `${pinnedSourceLine(s)}; ${sourceLine(s)}`),
  };
}
