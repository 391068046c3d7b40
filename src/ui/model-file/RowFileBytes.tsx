/**
 * On a row card, once a model file is confirmed as the pin's model: the row's exact file
 * bytes from the header, with their kind, beside the stated figures; or why the file holds
 * none of its bytes (a runtime row, a copy, a part with no layer range).
 */
import { useMemo } from 'react';
import { rowFileBytes } from '../../domain/model-file/pin-bytes';
import { bytesText } from '../../domain/model-file/summary-text';
import { selectConfirmedInventory, useModelFile } from '../../state/model-file';
import { selectProfile } from '../../state/selectors';
import { useExplorer } from '../../state/store';

export function RowFileBytes({ pinId, rowId }: { pinId: string; rowId: string }) {
  const inventory = useModelFile((s) => selectConfirmedInventory(s, pinId));
  const profile = useExplorer((s) => selectProfile(s, pinId));
  const r = useMemo(
    () => (inventory && profile ? rowFileBytes(profile, rowId, inventory) : undefined),
    [inventory, profile, rowId],
  );
  if (!r || !inventory) return null;
  const file = inventory.files.length === 1 ? inventory.files[0]!.name : `${inventory.files.length} files`;
  return r.kind === 'file-bytes' ? (
    <p className="row-file-bytes">
      File bytes, from the header of {file}: {bytesText(r.sum)}
      {r.layers
        ? ` (layers ${r.layers.from}–${r.layers.to}, ${r.sum.tensorCount} tensors)`
        : ` (${r.sum.tensorCount} tensors)`}
    </p>
  ) : (
    <p className="row-file-bytes row-file-bytes--none">No file bytes from the header: {r.why}.</p>
  );
}
