/**
 * Beside the calculator's verdict, once a model file is confirmed as the pin's model: the
 * file bytes as a lower bound for the pin as pinned. "Does not fit" with the arithmetic when
 * one device's tensors alone exceed its known usable bytes; otherwise why no bound follows.
 * Never "fits". It reads the as-pinned rows only: no exploration reaches it (invariant 6).
 */
import { useMemo } from 'react';
import { fileBoundLines } from '../../domain/text/file-bytes-lines';
import { selectConfirmedFileBytes } from '../../state/model-file';
import { selectHardware, selectProfile } from '../../state/selectors';
import { useExplorer } from '../../state/store';

export function FileBytesBoundNote({ pinId }: { pinId: string }) {
  const file = useExplorer((s) => selectConfirmedFileBytes(s, pinId));
  const profile = useExplorer((s) => selectProfile(s, pinId));
  const hardware = useExplorer((s) => selectHardware(s, pinId));
  const bound = useMemo(
    () => (file && profile && hardware ? file.bound(profile, hardware) : undefined),
    [file, profile, hardware],
  );
  if (!bound || !file) return null;
  const { lead, reasons } = fileBoundLines(bound, file.files);
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
