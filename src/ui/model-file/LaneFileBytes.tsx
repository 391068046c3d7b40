/**
 * Under a memory lane's header, once a model file is confirmed as the pin's model: the lane's
 * figure as the board model has it, the file bytes of the tensors of the rows placed here now,
 * each tensor once (never the ledger row, never a copy), with what that figure leaves out.
 * Not a fit.
 */
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { findRow } from '../../domain/rows/rows';
import { holdsRuntime } from '../../domain/profile/tiers';
import { laneFileBytesLine } from '../../domain/text/file-bytes-lines';
import { selectConfirmedFileBytes } from '../../state/model-file';
import { selectHardware, selectProfile, selectRowIdsIn } from '../../state/selectors';
import { useExplorer } from '../../state/store';

export function LaneFileBytes({ pinId, residence }: { pinId: string; residence: string }) {
  const file = useExplorer((s) => selectConfirmedFileBytes(s, pinId));
  const profile = useExplorer((s) => selectProfile(s, pinId));
  const lane = useExplorer((s) => selectHardware(s, pinId)?.lanes.find((l) => l.id === residence));
  const ids = useExplorer(useShallow((s) => selectRowIdsIn(s, pinId, residence)));
  const figure = useMemo(() => {
    if (!file || !profile || !lane || !holdsRuntime(lane)) return undefined;
    return file.residence(ids.flatMap((id) => findRow(profile, id) ?? []));
  }, [file, profile, lane, ids]);
  return figure ? <p className="lane-file-bytes">{laneFileBytesLine(figure)}</p> : null;
}
