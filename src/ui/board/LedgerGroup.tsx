/**
 * The "Logical checkpoint" group: the file ledger row, which overlaps the routed experts,
 * dense weights and vision tower it contains (invariant 1). It is a drop target like a
 * lane, so an explored checkpoint row can be put back; the rules refuse every other row.
 */
import { memo } from 'react';
import type { BoardGroup } from './board-model';
import { Lane } from './Lane';

export const LedgerGroup = memo(function LedgerGroup({ pinId, group }: { pinId: string; group: BoardGroup }) {
  return <Lane pinId={pinId} group={group} />;
});
