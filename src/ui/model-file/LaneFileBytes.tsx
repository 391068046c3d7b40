/**
 * Under a memory lane's header, once a model file is confirmed as the pin's model: the lane's figure
 * from the board model, the file bytes of the tensors of the rows placed here now, each tensor
 * once (never the ledger row, never a copy), with what that figure leaves out. Not a fit.
 */
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { residenceFileFigure } from '../../domain/board/board-model';
import { holdsRuntime } from '../../domain/profile/tiers';
import { findRow } from '../../domain/board/rows';
import { laneFileBytesLine } from '../../domain/text/file-bytes-lines';
import { selectConfirmedInventory, useModelFile } from '../../state/model-file';
import { selectHardware, selectProfile, selectRowIdsIn } from '../../state/selectors';
import { useExplorer } from '../../state/store';

export function LaneFileBytes({ pinId, residence }: { pinId: string; residence: string }) {
  const inventory = useModelFile((s) => selectConfirmedInventory(s, pinId));
  const profile = useExplorer((s) => selectProfile(s, pinId));
  const lane = useExplorer((s) => selectHardware(s, pinId)?.lanes.find((l) => l.id === residence));
  const ids = useExplorer(useShallow((s) => selectRowIdsIn(s, pinId, residence)));
  const figure = useMemo(() => {
    if (!inventory || !profile || !lane || !holdsRuntime(lane)) return undefined;
    return residenceFileFigure(
      inventory,
      ids.flatMap((id) => findRow(profile, id) ?? []),
    );
  }, [inventory, profile, lane, ids]);
  return figure ? <p className="lane-file-bytes">{laneFileBytesLine(figure)}</p> : null;
}
