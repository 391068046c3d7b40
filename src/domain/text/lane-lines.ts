/** How a lane (a tier of one node) reads: its name and its capacity line. */
import type { Hardware, Lane } from '../profile/schema/hardware';
import { formatBytes, isKnown } from '../units/bytes';
import { proseLine } from '../profile/prose';
import { BOARD_GROUPS, LEDGER, NOT_STATED } from '../board/board-groups';

/** A lane's own label; its id only when no hardware is at hand (ids are never names). */
export const laneName = (hw: Hardware | undefined, lane: string): string =>
  hw?.lanes.find((l) => l.id === lane)?.label ??
  (lane === LEDGER || lane === NOT_STATED ? BOARD_GROUPS[lane].inSentence : lane);

/** "GPU memory: 24 GB per GPU; 2 devices per node, each its own capacity; usable bytes unknown." */
export const laneCapacityLine = (lane: Lane): string =>
  [
    `${lane.label}: ${lane.capacityLabel ?? 'capacity not stated'}`,
    ...(lane.devicesPerNode > 1 ? [`${lane.devicesPerNode} devices per node, each its own capacity`] : []),
    isKnown(lane.usableBytes) ? `usable ${formatBytes(lane.usableBytes)} per device` : 'usable bytes unknown',
    ...(lane.usableNote ? [proseLine(lane.usableNote)] : []),
  ].join('; ');

export const hardwareNotes = (hw: Hardware): string[] => hw.notes.map(proseLine);
