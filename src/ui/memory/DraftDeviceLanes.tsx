/**
 * On a draft's board, once a model file header was read for it: its device lanes, from the
 * draft's one setup (its command's reading, the model file's headers and inventory, its load
 * log's reading: src/state/setups.ts) and its hardware. Their code (the bytes-per-device
 * engine) loads only then, so the pin view's own code stays as it was.
 */
import { lazy, Suspense } from 'react';
import { selectHardware } from '../../state/selectors';
import { selectSetup } from '../../state/setups';
import { useExplorer } from '../../state/store';

const DeviceLanes = lazy(() => import('./DeviceLanes'));

export function DraftDeviceLanes({ pinId }: { pinId: string }) {
  const setup = useExplorer((s) => selectSetup(s, pinId));
  const hardware = useExplorer((s) => selectHardware(s, pinId));
  if (!setup?.headers || !setup.inventory || !hardware) return null;
  return (
    <Suspense fallback={<p className="muted small">Computing bytes per device…</p>}>
      <DeviceLanes setup={setup} hardware={hardware} />
    </Suspense>
  );
}
