/**
 * Beside the calculator's verdict, once a model file is confirmed as the pin's model: the
 * file bytes as a lower bound for the pin as pinned. "Does not fit" with the arithmetic when
 * one device's tensors alone exceed its known usable bytes; otherwise why no bound follows.
 * Never "fits". It reads the as-pinned rows only: no exploration reaches it (invariant 6).
 */
import { useMemo } from 'react';
import { fileBytesBound } from '../../domain/model-file/file-bytes-bound';
import { fileBoundLines } from '../../domain/text/file-bytes-lines';
import { selectConfirmedInventory, useModelFile } from '../../state/model-file';
import { selectHardware, selectProfile } from '../../state/selectors';
import { useExplorer } from '../../state/store';

export function FileBytesBoundNote({ pinId }: { pinId: string }) {
  const inventory = useModelFile((s) => selectConfirmedInventory(s, pinId));
  const profile = useExplorer((s) => selectProfile(s, pinId));
  const hardware = useExplorer((s) => selectHardware(s, pinId));
  const bound = useMemo(
    () => (inventory && profile && hardware ? fileBytesBound(profile, hardware, inventory) : undefined),
    [inventory, profile, hardware],
  );
  if (!bound || !inventory) return null;
  const { lead, reasons } = fileBoundLines(
    bound,
    inventory.files.map((f) => f.name),
  );
  return (
    <div
      className={`verdict-file-bound${bound.kind === 'does-not-fit' ? ' verdict-file-bound--no' : ''}`}
      role="note"
    >
      <p>{lead}</p>
      {reasons.length > 0 && (
        <ul className="verdict-list">
          {reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
