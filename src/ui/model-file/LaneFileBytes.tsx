/**
 * Under a lane's header, once a model file is confirmed as the pin's model: the file bytes of
 * the tensors of the rows placed here now, each tensor once (never the ledger row, never a
 * copy), with what that figure leaves out. Not a fit.
 */
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { findRow } from '../../domain/board/rows';
import { laneTensorBytes } from '../../domain/model-file/pin-bytes';
import { bytesText } from '../../domain/model-file/summary-text';
import { selectConfirmedInventory, useModelFile } from '../../state/model-file';
import { selectProfile, selectRowIdsIn } from '../../state/selectors';
import { useExplorer } from '../../state/store';

export function LaneFileBytes({ pinId, residence }: { pinId: string; residence: string }) {
  const inventory = useModelFile((s) => selectConfirmedInventory(s, pinId));
  const profile = useExplorer((s) => selectProfile(s, pinId));
  const ids = useExplorer(useShallow((s) => selectRowIdsIn(s, pinId, residence)));
  const shown = useMemo(() => {
    if (!inventory || !profile) return undefined;
    const rows = ids.flatMap((id) => findRow(profile, id) ?? []);
    return laneTensorBytes(inventory, rows);
  }, [inventory, profile, ids]);
  if (!shown || shown.kind === 'none') return null;
  if (shown.kind === 'not-shown')
    return <p className="lane-file-bytes">Tensor bytes placed here: not shown ({shown.why}).</p>;
  return (
    <p className="lane-file-bytes">
      Tensor bytes placed here: {bytesText(shown.sum)}, file bytes from the header; the KV cache, compute
      buffers and runtime overhead are not included; not a fit.
    </p>
  );
}
