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
import type { Figure } from '../profile/schema/figures';
import type { Profile } from '../profile/schema/profile';
import type { StatedCount } from '../profile/schema/primitives';
import { figureLine } from '../text/figure-lines';
import { hardwareNotes, laneCapacityLine } from '../text/lane-lines';
import { notDownloadedMark } from '../text/licence-lines';
import { settingAssignment } from '../placement/settings';
import { formatInteger } from '../units/bytes';
import { sentence, yesNo } from '../text/sentence';
import { componentSections, residenceText } from './component-rows';
import { settingState } from '../text/setting-lines';
import {
  NOT_LISTED_CELL,
  P,
  UNKNOWN_CELL,
  bytesCell,
  countCell,
  field,
  orNotListed,
  orUnknown,
  row,
  toSide,
  union,
  type Cell,
  type CompareInput,
  type CompareRow,
  type CompareSection,
  type Side,
  type Spec,
} from './compare-side';
import { own } from '../keyed';

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
function tokensStatement(p: Profile, n: StatedCount): string | Cell {
  if (typeof n !== 'number') return countCell(p, n);
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

// Long because: a table, one entry per compare section in the order the page and the briefs
// show them, each a list of one-line fields; split, the order would be spread over files.
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
        field('hardware', (s) => (s.hardware ? s.hardware.label : s.profile.hardware)),
        field('hardware-match', (s) =>
          s.profile.hardwareMatch ? 'matches this pin' : 'does not match this pin',
        ),
        field(
          'pool',
          (s) =>
            [
              ...(s.hardware ? hardwareNotes(s.hardware) : []),
              ...(s.profile.hardwareNote ? [P(s.profile.hardwareNote)] : []),
            ].join(' ') || 'not stated',
        ),
        field('tiers', (s) =>
          s.hardware ? s.hardware.lanes.map(laneCapacityLine).join(' | ') : UNKNOWN_CELL,
        ),
        field('nodes', (s) => String(s.profile.nodes)),
        field('tp', (s) => countCell(s.profile, s.profile.tp)),
        field('ep', (s) => countCell(s.profile, s.profile.ep)),
        field('recipe-state', (s) => (s.profile.asPinned ? 'as-pinned recipe' : 'not the as-pinned recipe')),
      ],
    },
    {
      title: 'Pins and revisions',
      kind: 'pins',
      specs: [
        field('weight-revision', (s) => (s.profile.revisionPinned ? 'pinned' : 'unresolved')),
        field('checkpoint', (s) => s.profile.pins.checkpointRepo),
        field('checkpoint-revision', (s) => orUnknown(s.profile.pins.checkpointRevision)),
        field('weight-pin', (s) => s.profile.pins.weightPin),
        field('manifest', (s) => orUnknown(s.profile.pins.manifest)),
        field('commit', (s) => s.profile.pins.commit ?? 'not published'),
        field('model', modelText, {
          key: (s) => s.profile.model.snapshot,
          note: 'both pins name the same snapshot; each cell keeps its own pin’s name for the model',
        }),
        field('total-parameters', (s) => countCell(s.profile, s.profile.model.totalParameters)),
        field('active-parameters', (s) => countCell(s.profile, s.profile.model.activeParameters)),
        field('official-file-bytes', (s) => bytesCell(s.profile, s.profile.model.fileBytes)),
        field('layers', (s) => countCell(s.profile, s.profile.model.layers)),
        field('routed-experts', (s) => countCell(s.profile, s.profile.model.routedExperts)),
        field('experts-per-token', (s) => countCell(s.profile, s.profile.model.expertsPerToken)),
        field('moe-intermediate', (s) => countCell(s.profile, s.profile.model.moeIntermediate)),
      ],
    },
    {
      title: 'Runtime and kit',
      kind: 'runtime',
      specs: [
        field('runtime', (s) => s.profile.pins.runtime),
        field('recipe', (s) => orNotListed(s.profile.pins.recipe)),
        field('image-tag', (s) => orNotListed(s.profile.pins.imageTag)),
        field('image-digest', (s) => orNotListed(s.profile.pins.imageDigest)),
      ],
    },
    {
      title: 'Drafter and concurrency',
      kind: 'drafter',
      specs: [
        field('concurrency', (s) => P(s.profile.concurrency.text)),
        ...settingNames.map((name) =>
          row({ of: 'setting', name }, `Setting ${name}`, (s) => {
            const setting = s.profile.settings.find((x) => x.name === name);
            if (!setting) return NOT_LISTED_CELL;
            const value = own(s.settings, name);
            const option = setting.options.find((o) => o.value === value);
            return [
              settingState(setting, value),
              ...(option ? [P(option.consequence)] : []),
              ...(option?.concurrency ? [`concurrency: ${P(option.concurrency)}`] : []),
              `options: ${setting.options.map((o) => settingAssignment(name, o.value)).join(', ')}`,
            ].join('; ');
          }),
        ),
        field('drafter', (s) => {
          const d = drafter(s);
          return d ? `${d.label}: ${residenceText(s, d)}. ${P(d.residenceText)}` : NOT_LISTED_CELL;
        }),
      ],
    },
    {
      title: 'KV window and pool',
      kind: 'kv',
      specs: [
        field('context-per-request', (s) =>
          tokensStatement(s.profile, s.profile.concurrency.contextPerRequestTokens),
        ),
        field('shared-pool', (s) => tokensStatement(s.profile, s.profile.concurrency.sharedPoolTokens)),
        field('named-caps', (s) => s.profile.concurrency.figures.map(figureLine).join(' | ') || 'none'),
        field('kv-cache', (s) => {
          const c = kv(s);
          return c ? `${P(c.residenceText)} ${P(c.summary)}` : NOT_LISTED_CELL;
        }),
      ],
    },
    {
      title: 'Licenses',
      kind: 'licenses',
      specs: licenseNames.map((name) =>
        decidingCommercialUse(name, (s) => {
          const l = s.profile.licenses.find((x) => x.component === name);
          if (!l) return NOT_LISTED_CELL;
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
        field('commercial-recommendation', (s) => yesNo(s.profile.flags.commercialRecommendation)),
        field('memory-fit-claimed', (s) => yesNo(s.profile.flags.memoryFitClaimed)),
        field('deployment-done', (s) => yesNo(s.profile.flags.deploymentDone)),
        field('runtime-claimed', (s) => yesNo(s.profile.flags.runtimeClaimedBySite)),
        field('summing-creates-fit', (s) => yesNo(s.profile.flags.summingCreatesFit)),
      ],
    },
  ];
}

/** The comparison, section by section, each row aligned across the two pins. */
/** A license row, marked when its commercial use is restricted or unknown in either pin. */
const decidingCommercialUse =
  (name: string, cell: (s: Side) => string | Cell) =>
  (A: Side, B: Side): CompareRow => {
    const r = row({ of: 'license', component: name }, name, cell)(A, B);
    const deciding = [A, B].some((s) => {
      const l = s.profile.licenses.find((x) => x.component === name);
      return l !== undefined && l.commercialUse !== 'allowed';
    });
    return deciding ? { ...r, decides: 'commercial-use' } : r;
  };

export function compareProfiles(a: CompareInput, b: CompareInput): CompareSection[] {
  const A = toSide(a);
  const B = toSide(b);
  return sectionSpecs(A, B).map(({ title, kind, specs, subject }) => ({
    title,
    kind,
    rows: specs.map((spec) => spec(A, B)),
    ...(subject ? { subject } : {}),
  }));
}
