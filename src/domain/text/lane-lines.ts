/** How a lane (a tier of one node) reads: its name and its capacity line. */
import type { Hardware, Lane } from '../profile/schema/hardware';
import { formatBytes, isKnown } from '../units/bytes';
import { proseLine, proseText } from '../profile/prose';
import type { Prose } from '../profile/schema/primitives';
import { BOARD_GROUPS, LEDGER, NOT_STATED } from '../rows/board-groups';
import { laneCapacity, type BoardPlace, type LaneCapacity } from '../board/board-model';

/** A lane's own label; its id only when no hardware is at hand (ids are never names). */
export const laneName = (hw: Hardware | undefined, lane: string): string =>
  hw?.lanes.find((l) => l.id === lane)?.label ??
  (lane === LEDGER || lane === NOT_STATED ? BOARD_GROUPS[lane].inSentence : lane);

/** "2 GPUs per node, each its own capacity": devices of one tier are never summed. */
export const devicesText = (c: Pick<LaneCapacity, 'devicesPerNode' | 'device'>): string | undefined =>
  c.devicesPerNode > 1 ? `${c.devicesPerNode} ${c.device.many} per node, each its own capacity` : undefined;

/** Whether `note` already says the capacity label, word for word (case and spacing aside). */
const saysLabel = (note: Prose, label: string): boolean => {
  const flat = (t: string) => t.toLowerCase().replace(/\s+/g, ' ').trim();
  return flat(proseText(note)).includes(flat(label));
};

/**
 * A lane's capacity line, formatted from the board model's one field (`LaneCapacity`): the board
 * shows it under the lane's heading, the brief and the compare view after the lane's label.
 * "24 GB per GPU; 2 GPUs per node, each its own capacity; usable bytes unknown"
 * `shownNote` is the lane's note printed just above the line: when it already says the
 * capacity label, the label is not said twice.
 */
export const capacityText = (c: LaneCapacity, shownNote?: Prose): string =>
  [
    ...(c.label && shownNote && saysLabel(shownNote, c.label) ? [] : [c.label ?? 'capacity not stated']),
    ...(devicesText(c) ? [devicesText(c)!] : []),
    isKnown(c.usableBytes) ? `usable ${formatBytes(c.usableBytes)} per device` : 'usable bytes unknown',
  ].join('; ');

/** "GPU memory: 24 GB per GPU; 2 GPUs per node, each its own capacity; usable bytes unknown" with the usable note. */
export const capacityLine = (heading: string, c: LaneCapacity): string =>
  [`${heading}: ${capacityText(c)}`, ...(c.usableNote ? [proseLine(c.usableNote)] : [])].join('; ');

/** The capacity line of a lane read without its board (the compare view's hardware section). */
export const laneCapacityLine = (lane: Lane): string => capacityLine(lane.label, laneCapacity(lane));

export const hardwareNotes = (hw: Hardware): string[] => hw.notes.map(proseLine);

/** What a lane of the board says above its rows, from the board model's place. */
export type LaneWords = {
  /** "Unified pool", "Logical checkpoint" */
  heading: string;
  /** The hardware's group heading ("UMA"), when the lane has one. */
  group: string | undefined;
  /** The model's notes as they are: a quote of the hardware stays a quote, a site note a site note. */
  notes: readonly Prose[];
  /** The capacity line, without the label the first note already says; none for the board's own groups. */
  capacity: string | undefined;
};

export const laneWords = (p: BoardPlace): LaneWords => ({
  heading: p.heading,
  group: p.laneGroup,
  notes: p.notes,
  capacity: p.capacity && capacityText(p.capacity, p.notes[0]),
});
