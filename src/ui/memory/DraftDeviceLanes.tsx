/**
 * On a draft's board, once a model file header was read for it: its device lanes, whose code
 * (the bytes-per-device engine) loads only then, so the pin view's own code stays as it was.
 */
import { lazy, Suspense } from 'react';
import { useDraftModel } from '../../state/draft-model';

const DeviceLanes = lazy(() => import('./DeviceLanes'));

export function DraftDeviceLanes({ pinId }: { pinId: string }) {
  const model = useDraftModel(pinId);
  if (!model) return null;
  return (
    <Suspense fallback={<p className="muted small">Computing bytes per device…</p>}>
      <DeviceLanes model={model} />
    </Suspense>
  );
}
