/**
 * Beside the calculator's verdict, once a model file is confirmed as the pin's model: the
 * file bytes as a lower bound for the pin as pinned. "Does not fit" with the arithmetic when
 * one device's tensors alone exceed its known usable bytes; otherwise why no bound follows.
 * Never "fits". It reads the as-pinned rows only: no exploration reaches it (invariant 6).
 */
import { useMemo } from 'react';
import { fileBytesBound } from '../../domain/model-file/file-bytes-bound';
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
  const file = inventory.files.map((f) => f.name).join(', ');
  return bound.kind === 'does-not-fit' ? (
    <p className="verdict-file-bound verdict-file-bound--no" role="note">
      <strong>Does not fit, from the header of {file}:</strong> {bound.arithmetic}.
    </p>
  ) : (
    <div className="verdict-file-bound" role="note">
      <p>
        From the header of {file}: no bound. File bytes can only show that a pin does not fit, never that it
        fits.
      </p>
      {bound.reasons.length > 0 && (
        <ul className="verdict-list">
          {bound.reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
