/**
 * Two pins side by side, aligned row by row. Every cell is built from one pin alone (see
 * `row`): nothing is computed across the two, so there is no ratio, no "faster by", no
 * ranking and no total (invariant 8). `differs` only says the two texts are not the same.
 *
 * Byte counts are shown as the integers the profiles publish; conversions are left to each
 * pin's own brief, so every number in a cell comes from that pin's files.
 */
import type { Bytes, Component, Figure, Hardware, Profile } from './schema';
import {
  ABSENT,
  LEDGER,
  asPinnedPlacement,
  effectiveSettings,
  type Placement,
  type Settings,
} from './placement';
import {
  EXPLORED_MARK,
  notDownloadedMark,
  notLoadedMark,
  notLoadedUnder,
  observationAttribution,
  observationLine,
  settingAssignment,
} from './facts';
import { LEDGER_HEADING } from './qualifiers';
import { sentence } from './brief-format';
import { formatInteger, isKnown } from './units';

export type CompareRow = { label: string; a: string; b: string; differs: boolean };
export type CompareSection = { title: string; rows: CompareRow[] };
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

/** One aligned row: each cell is a function of its own side only. */
const row =
  (label: string, cell: (s: Side) => string) =>
  (A: Side, B: Side): CompareRow => {
    const a = cell(A);
    const b = cell(B);
    return { label, a, b, differs: a !== b };
  };
type RowSpec = ReturnType<typeof row>;

/** Union of keys in first-seen order: A's order, then what only B has. */
const union = (a: readonly string[], b: readonly string[]): string[] => [...new Set([...a, ...b])];

const bytesText = (b: Bytes): string => (isKnown(b) ? `${formatInteger(b)} bytes` : 'unknown');
const countText = (n: number | 'unknown'): string => (n === 'unknown' ? 'unknown' : formatInteger(n));
const orNotListed = (s: string | undefined): string => s ?? NOT_LISTED;

const figureText = (f: Figure): string => {
  switch (f.kind) {
    case 'named-cap':
      return `${f.name} ${f.value} ${f.unit} (named cap): ${f.qualifier}`;
    case 'observed-free':
      return `${f.label} free on ${f.where} (observed free): ${f.qualifier}`;
    default:
      return `${f.label} (${f.kind}): ${f.qualifier}`;
  }
};

function residenceText(s: Side, c: Component): string {
  if (c.presence === 'absent') return 'absent';
  const at = s.placement[c.id] ?? c.asPinned;
  const where = at === LEDGER ? LEDGER_HEADING : (s.hardware?.lanes.find((l) => l.id === at)?.label ?? at);
  const marks = [
    at === c.asPinned ? 'as pinned' : EXPLORED_MARK,
    ...(s.unloaded.has(c.id) ? [notLoadedMark(s.unloaded.get(c.id)!)] : []),
  ];
  return `${at === ABSENT ? 'absent' : where} (${marks.join('; ')})`;
}

const component = (s: Side, id: string) => s.profile.components.find((c) => c.id === id);
const compCell = (id: string, f: (c: Component, s: Side) => string) => (s: Side) => {
  const c = component(s, id);
  return c ? f(c, s) : NOT_LISTED;
};

function componentSections(A: Side, B: Side): { title: string; specs: RowSpec[] }[] {
  const ids = union(
    A.profile.components.map((c) => c.id),
    B.profile.components.map((c) => c.id),
  );
  return ids.map((id) => {
    const labels = union([component(A, id)?.label ?? ''], [component(B, id)?.label ?? '']).filter(Boolean);
    return {
      title: `Component: ${labels.join(' / ')}`,
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
          compCell(id, (c) => c.residenceText),
        ),
        row(
          'Access',
          compCell(id, (c) => c.access),
        ),
        row(
          'File size',
          compCell(id, (c) => bytesText(c.fileBytes)),
        ),
        row(
          'Per-rank storage',
          compCell(id, (c) =>
            c.perRankBytes === 'unknown' ? 'unknown' : c.perRankBytes.map(bytesText).join('; '),
          ),
        ),
        row(
          'Resident bytes',
          compCell(id, (c) => bytesText(c.residentBytes)),
        ),
        row(
          'Figures',
          compCell(id, (c) => c.figures.map(figureText).join(' | ') || 'none'),
        ),
        row(
          'Unknowns',
          compCell(id, (c) => c.unknownNotes.join(' ') || 'none'),
        ),
      ],
    };
  });
}

function sectionSpecs(A: Side, B: Side): { title: string; specs: RowSpec[] }[] {
  const settingNames = union(
    A.profile.settings.map((s) => s.name),
    B.profile.settings.map((s) => s.name),
  );
  const licenseNames = union(
    A.profile.licenses.map((l) => l.component),
    B.profile.licenses.map((l) => l.component),
  );
  const sourceIds = union(
    A.profile.sources.map((s) => s.id),
    B.profile.sources.map((s) => s.id),
  );
  const caveats = Math.max(A.profile.caveats.length, B.profile.caveats.length);
  const observations = Math.max(A.profile.observations.items.length, B.profile.observations.items.length);
  const nth = <T>(xs: readonly T[], i: number): T | undefined => xs[i];
  const kv = (s: Side) => s.profile.components.find((c) => c.kind === 'kv-cache');
  const drafter = (s: Side) => s.profile.components.find((c) => c.kind === 'drafter');

  return [
    {
      title: 'Hardware and shape',
      specs: [
        row('Hardware', (s) => (s.hardware ? `${s.hardware.id} (${s.hardware.label})` : s.profile.hardware)),
        row('Hardware match', (s) =>
          s.profile.hardwareMatch ? 'matches this pin' : 'does not match this pin',
        ),
        row(
          'Pool',
          (s) => [s.hardware?.poolNote, s.profile.hardwareNote].filter(Boolean).join(' ') || 'unknown',
        ),
        row('Nodes', (s) => String(s.profile.nodes)),
        row('TP', (s) => String(s.profile.tp)),
        row('EP', (s) => String(s.profile.ep)),
        row('Recipe state', (s) => (s.profile.asPinned ? 'as-pinned recipe' : 'not the as-pinned recipe')),
      ],
    },
    {
      title: 'Pins and revisions',
      specs: [
        row('Weight revision', (s) => (s.profile.revisionPinned ? 'pinned' : 'unresolved')),
        row('Checkpoint', (s) => s.profile.pins.checkpointRepo),
        row('Checkpoint revision', (s) => s.profile.pins.checkpointRevision),
        row('Weight pin', (s) => s.profile.pins.weightPin),
        row('Manifest', (s) => s.profile.pins.manifest),
        row('Commit', (s) => s.profile.pins.commit),
        row('Model', (s) => `${s.profile.model.name}, snapshot ${s.profile.model.snapshot}`),
        row('Total parameters', (s) => countText(s.profile.model.totalParameters)),
        row('Active parameters', (s) => countText(s.profile.model.activeParameters)),
        row('Official file bytes', (s) => bytesText(s.profile.model.fileBytes)),
        row('Routed experts', (s) => countText(s.profile.model.routedExperts)),
        row('Experts per token', (s) => countText(s.profile.model.expertsPerToken)),
        row('MoE intermediate', (s) => countText(s.profile.model.moeIntermediate)),
      ],
    },
    {
      title: 'Runtime and kit',
      specs: [
        row('Runtime', (s) => s.profile.pins.runtime),
        row('Recipe', (s) => orNotListed(s.profile.pins.recipe)),
        row('Image tag', (s) => orNotListed(s.profile.pins.imageTag)),
        row('Image digest', (s) => orNotListed(s.profile.pins.imageDigest)),
      ],
    },
    {
      title: 'Drafter and concurrency',
      specs: [
        ...settingNames.map((name) =>
          row(`Setting ${name}`, (s) => {
            const setting = s.profile.settings.find((x) => x.name === name);
            if (!setting) return NOT_LISTED;
            const value = s.settings[name] ?? setting.default;
            const option = setting.options.find((o) => o.value === value);
            const chosen =
              value === setting.default
                ? 'default'
                : `chosen; default ${settingAssignment(name, setting.default)}`;
            return [
              `${settingAssignment(name, value)} (${chosen})`,
              ...(option?.concurrency ? [`concurrency: ${option.concurrency}`] : []),
              `options: ${setting.options.map((o) => settingAssignment(name, o.value)).join(', ')}`,
            ].join('; ');
          }),
        ),
        row('Drafter', (s) => {
          const d = drafter(s);
          return d ? `${d.label}: ${residenceText(s, d)}. ${d.residenceText}` : NOT_LISTED;
        }),
        row('Concurrency', (s) => s.profile.concurrency.text),
      ],
    },
    {
      title: 'KV window and pool',
      specs: [
        row('Context per request (tokens)', (s) => countText(s.profile.concurrency.contextPerRequestTokens)),
        row('Shared pool (tokens)', (s) => countText(s.profile.concurrency.sharedPoolTokens)),
        row(
          'Named caps and figures',
          (s) => s.profile.concurrency.figures.map(figureText).join(' | ') || 'none',
        ),
        row('KV cache', (s) => {
          const c = kv(s);
          return c ? `${c.residenceText} ${c.summary}` : NOT_LISTED;
        }),
      ],
    },
    {
      title: 'Licenses',
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
    {
      title: 'Caveats',
      specs: Array.from({ length: caveats }, (_, i) =>
        row(`Caveat ${i + 1}`, (s) => orNotListed(nth(s.profile.caveats, i))),
      ),
    },
    ...componentSections(A, B),
    {
      title: 'Sources',
      specs: sourceIds.map((id) =>
        row(id, (s) => {
          const src = s.profile.sources.find((x) => x.id === id);
          return src
            ? [src.pins, `Commit ${src.commit}`, `Checked ${src.checked}`].map(sentence).join(' ')
            : NOT_LISTED;
        }),
      ),
    },
    {
      title: 'Reported observations',
      specs: [
        row('Note', (s) => s.profile.observations.note),
        // Side by side by position only: each cell keeps its own configuration and qualifier.
        ...Array.from({ length: observations }, (_, i) =>
          row(`Observation ${i + 1}`, (s) => {
            const o = nth(s.profile.observations.items, i);
            return o ? `${observationLine(o)} ${observationAttribution(o)}` : NOT_LISTED;
          }),
        ),
      ],
    },
    {
      title: 'Flags and links',
      specs: [
        row('Commercial recommendation', (s) => String(s.profile.flags.commercialRecommendation)),
        row('Memory fit claimed', (s) => String(s.profile.flags.memoryFitClaimed)),
        row('Deployment done', (s) => String(s.profile.flags.deploymentDone)),
        row('Runtime claimed by this site', (s) => String(s.profile.flags.runtimeClaimedBySite)),
        row('Summing components creates a fit', (s) => String(s.profile.flags.summingCreatesFit)),
        row('Do not blend with', (s) => s.profile.doNotBlendWith.join(', ') || 'none'),
      ],
    },
  ];
}

/** The comparison, section by section, each row aligned across the two pins. */
export function compareProfiles(a: CompareInput, b: CompareInput): CompareSection[] {
  const A = toSide(a);
  const B = toSide(b);
  return sectionSpecs(A, B).map(({ title, specs }) => ({ title, rows: specs.map((spec) => spec(A, B)) }));
}
