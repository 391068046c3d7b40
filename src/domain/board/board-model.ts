/**
 * The one board model: `(pin, exploration) -> { residences, notStated, absent, elsewhere }`.
 * Every surface that says where a pin's rows sit formats this and nothing else: the board's
 * lanes and row cards, the full brief, the short brief, the compact compare boards and the
 * compare cells. So the same fact reads the same everywhere.
 *
 * It is data, never words: a row carries its residence now, its load state (five states), its
 * marks (role, share, ranks, where it executes) and its figures, each typed by kind; a
 * residence carries its heading, notes and capacity as the hardware states them. Rows overlap:
 * nothing here adds one row to another, and no figure is made here.
 *
 * A row's `figures` is a list typed by kind, so exact numbers from elsewhere are one more kind:
 * once the person confirms a model file as the pin's model (`fileBytes`), each row carries the
 * file bytes its header gives for it (or why the file holds none of them), and each lane of the
 * hardware the tensor bytes of the rows placed there, each tensor once, never the ledger row
 * or a copy (Kinds of number). Both lists keep each number's source: the files read.
 */
import type { Figure } from '../profile/schema/figures';
import type { Lane } from '../profile/schema/hardware';
import type { Bytes, Prose, StatedBytes } from '../profile/schema/primitives';
import type { Copy } from '../profile/schema/components';
import type { Pin, PinState } from '../pin/pin';
import { BOARD_GROUPS, ABSENT, LEDGER, NOT_STATED, isBoardGroup } from '../rows/board-groups';
import { boardRows, type Residence, type Row } from '../rows/rows';
import { TIERS, holdsRuntime, type TierInfo } from '../profile/tiers';
import { residenceNow } from '../placement/placement';
import { effectiveSettings, placedBy, unloadedBy, unloadingOf, type Placed } from '../placement/settings';
import { loadStateOf, type LoadState } from '../placement/load-state';
import type { BoardFileBytes } from '../model-file/board-file-bytes';
import type { FileRowFigure, ResidenceFigure } from '../model-file/file-figures';

export type { FileRowFigure, ResidenceFigure };

/** A figure on a row, with where the number comes from. */
export type RowFigure =
  /** A non-byte figure the source states in prose, with its qualifier: never bytes. */
  | { kind: 'stated'; figure: Figure }
  /** Exact bytes of the component's file as the source publishes them: a count, "unknown", or a conflict. */
  | { kind: 'published-bytes'; what: 'file'; bytes: StatedBytes }
  /** Exact bytes of the component's resident memory as the source publishes them, or "unknown". */
  | { kind: 'published-bytes'; what: 'resident'; bytes: Bytes }
  /** Exact bytes per rank as published, or "unknown". */
  | { kind: 'published-per-rank'; bytes: readonly Bytes[] | 'unknown' }
  /** File bytes read from a model file's header for this row, or why it holds none. */
  | FileRowFigure;

/** What a row is beside the whole component, as the source states it. */
export type RowMark =
  | { kind: 'part'; scope: string }
  | { kind: 'home' }
  | { kind: 'copy'; copyKind: Copy['kind'] }
  /** A part's share of the component as stated ("30 of 48 layers"), or "unknown". */
  | { kind: 'share'; share: string }
  /** The row's rank scope, in the source's words. */
  | { kind: 'ranks'; ranks: Prose }
  /** Where the row executes, when the source says it differs from where it lives. */
  | { kind: 'executes-on'; lane: string; label: string }
  /** An option in force puts the row where it sits ("EXPERT_OFFLOAD=--cpu-moe"), in the source's words. */
  | { kind: 'placed-by'; by: string; evidence: Prose };

export type BoardRow = {
  row: Row;
  /** Where the row sits now: placed by an option in force, explored, or as pinned. */
  residence: Residence;
  load: LoadState;
  marks: RowMark[];
  figures: RowFigure[];
  /** Moved by the user away from where the recipe puts it under the settings (never applied to the verdict). */
  explored: boolean;
};

/** A lane's capacity as the hardware states it; devices of a tier are never summed. */
export type LaneCapacity = {
  label: string | undefined;
  devicesPerNode: number;
  device: TierInfo['device'];
  usableBytes: Bytes;
  usableNote: Prose | undefined;
};

export type BoardResidence = {
  residence: Residence;
  /** One of the board's own groups, or a tier of the hardware (with its board kind). */
  kind: typeof LEDGER | typeof NOT_STATED | TierInfo['boardKind'];
  /** "Logical checkpoint", "Unified pool" */
  heading: string;
  lane: Lane | undefined;
  /** The hardware's group heading for the lane ("UMA"). */
  laneGroup: string | undefined;
  /** The lane's note (a quote or a site note), or the group's own. */
  notes: Prose[];
  capacity: LaneCapacity | undefined;
  /** Memory and disk tiers belong to a node; the board's own groups do not. */
  perNode: boolean;
  rows: BoardRow[];
  figures: ResidenceFigure[];
};

/** A place of the board without its rows: what the board's lanes and drop targets are. */
export type BoardPlace = Omit<BoardResidence, 'rows'>;

export type BoardModel = {
  /** The logical checkpoint, then the hardware's lanes in its order, each listed even when empty. */
  residences: BoardResidence[];
  /** "Residence not stated": present when a row sits there (its residence or presence not stated). */
  notStated: BoardResidence | undefined;
  /** Absent rows: refused everywhere, never zero bytes. */
  absent: BoardRow[];
  /** Rows whose residence is not a place of this hardware (an exploration from elsewhere). */
  elsewhere: BoardRow[];
};

/**
 * A row can be read without its hardware (a lane it executes in is then named by its id);
 * `fileBytes` reads the model file the person confirmed as the pin's model, when there is one.
 * It is given by the caller (model-file/board-file-bytes), so the readers' code stays out of
 * the start-up script, which holds this module.
 */
type PinLike = {
  profile?: Pin['profile'] | undefined;
  hardware?: Pin['hardware'] | undefined;
  fileBytes?: BoardFileBytes | undefined;
};

/** Exact file bytes from a header are known for the row. */
export const isFromFile = (f: RowFigure): boolean => f.kind === 'file-header';

/**
 * `fromFile`: the row has file bytes from a confirmed header. A part then has its layers from
 * the file (its file-bytes figure names them), so "share unknown" would contradict that figure.
 */
function marksOf(pin: PinLike, row: Row, placed: Placed | undefined, fromFile: boolean): RowMark[] {
  const on = row.executesOn;
  return [
    ...(placed ? [{ kind: 'placed-by' as const, by: placed.by, evidence: placed.evidence }] : []),
    ...(row.role === 'part' ? [{ kind: 'part' as const, scope: row.scope ?? row.label }] : []),
    ...(row.role === 'home' ? [{ kind: 'home' as const }] : []),
    ...(row.role === 'copy' ? [{ kind: 'copy' as const, copyKind: row.copyKind ?? 'cache' }] : []),
    ...(row.share && row.share !== 'unknown'
      ? [{ kind: 'share' as const, share: row.share }]
      : row.role === 'part' && !fromFile
        ? [{ kind: 'share' as const, share: 'unknown' }]
        : []),
    ...(row.ranks ? [{ kind: 'ranks' as const, ranks: row.ranks }] : []),
    ...(on
      ? [
          {
            kind: 'executes-on' as const,
            lane: on.lane,
            label: pin.hardware?.lanes.find((l) => l.id === on.lane)?.label ?? on.lane,
          },
        ]
      : []),
  ];
}

function figuresOf(row: Row, file: BoardFileBytes | undefined): RowFigure[] {
  const c = row.component;
  return [
    { kind: 'published-bytes', what: 'file', bytes: c.fileBytes },
    { kind: 'published-per-rank', bytes: c.perRankBytes },
    { kind: 'published-bytes', what: 'resident', bytes: c.residentBytes },
    ...c.figures.map((figure) => ({ kind: 'stated' as const, figure })),
    ...(file && c.presence !== 'absent' ? [file.row(row)] : []),
  ];
}

/**
 * One row of the board where it sits now; `unloadedUnder` is the setting in force that does not
 * load it, `placed` the option in force that puts it where it sits. The board's cards build
 * their row with this, the whole model builds every row with it.
 */
export function boardRow(
  pin: PinLike,
  row: Row,
  residence: Residence,
  unloadedUnder: string | undefined,
  placed?: Placed,
): BoardRow {
  const here = placed && placed.lane === residence ? placed : undefined;
  const figures = figuresOf(row, pin.fileBytes);
  return {
    row,
    residence,
    load: loadStateOf(row, unloadedUnder),
    marks: marksOf(pin, row, here, figures.some(isFromFile)),
    figures,
    explored: residence !== (placed?.lane ?? row.asPinned),
  };
}

const groupPlace = (id: typeof LEDGER | typeof NOT_STATED): BoardPlace => ({
  residence: id,
  kind: id,
  heading: BOARD_GROUPS[id].heading,
  lane: undefined,
  laneGroup: undefined,
  notes: [{ siteNote: BOARD_GROUPS[id].note }],
  capacity: undefined,
  perNode: false,
  figures: [],
});

/** A lane's capacity as the hardware states it: the one field every surface's capacity line formats. */
export const laneCapacity = (lane: Lane): LaneCapacity => ({
  label: lane.capacityLabel,
  devicesPerNode: lane.devicesPerNode,
  device: TIERS[lane.tier].device,
  usableBytes: lane.usableBytes,
  usableNote: lane.usableNote,
});

const lanePlace = (lane: Lane): BoardPlace => ({
  residence: lane.id,
  kind: TIERS[lane.tier].boardKind,
  heading: lane.label,
  lane,
  laneGroup: lane.group,
  notes: [lane.note],
  capacity: laneCapacity(lane),
  perNode: true,
  figures: [],
});

/**
 * The places of the board, without rows, in the board's order: the logical checkpoint, the
 * hardware's lanes, and "residence not stated" when a row starts there. What the board's
 * drop targets are; the same for every exploration (a row can only go back to a group it left).
 */
export function boardPlaces(pin: PinLike & { hardware: Pin['hardware'] }): BoardPlace[] {
  const notStated = pin.profile ? boardRows(pin.profile).some((r) => r.asPinned === NOT_STATED) : false;
  return [
    groupPlace(LEDGER),
    ...pin.hardware.lanes.map(lanePlace),
    ...(notStated ? [groupPlace(NOT_STATED)] : []),
  ];
}

export function boardModel(state: PinState): BoardModel {
  const settings = effectiveSettings(state.profile, state.settings);
  const unloaded = unloadedBy(state.profile, settings);
  const placed = placedBy(state.profile, settings);
  const rows = boardRows(state.profile).map((r) =>
    boardRow(
      state,
      r,
      r.component.presence === 'absent' ? ABSENT : residenceNow({ ...state, settings }, r),
      unloadingOf(unloaded, r),
      placed.get(r.id),
    ),
  );
  const file = state.fileBytes;
  const places = boardPlaces(state).map((p) => {
    const here = rows.filter((r) => r.residence === p.residence);
    // Tensor bytes only on a lane that holds runtime memory (a pool, GPU memory, host RAM, a remote device).
    const figure =
      file && p.lane && holdsRuntime(p.lane) ? file.residence(here.map((r) => r.row)) : undefined;
    return { ...p, rows: here, figures: figure ? [figure] : [] };
  });
  const lanes = new Set(state.hardware.lanes.map((l) => l.id));
  return {
    residences: places.filter((p) => p.residence !== NOT_STATED),
    notStated: places.find((p) => p.residence === NOT_STATED),
    absent: rows.filter((r) => r.residence === ABSENT),
    elsewhere: rows.filter((r) => !isBoardGroup(r.residence) && !lanes.has(r.residence)),
  };
}
