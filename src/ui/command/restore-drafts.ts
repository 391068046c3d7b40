/**
 * Reopens the drafts kept from an earlier visit: each is rebuilt from what the person typed
 * and opened like a local profile; then the address is read again, so a reload on a draft's
 * page shows that draft. Each is read off the main thread (build-drafts.ts). Storage limits
 * (what is kept) are in draft-storage.ts.
 */
import type { useExplorer } from '../../state/store';
import { loadDrafts } from './draft-storage';
import { buildDrafts } from './build-drafts';

export async function restoreDrafts(store: typeof useExplorer): Promise<void> {
  const drafts = loadDrafts();
  if (!drafts.length) return;
  const ids = drafts.flatMap((d) => ('id' in d.hardware ? [d.hardware.id] : []));
  await store.getState().hardwareRequested(ids);
  await buildDrafts({ drafts, hardware: store.getState().hardware }, async (built) => {
    if (built && !store.getState().profiles.some((p) => p.id === built.id))
      store.getState().localFilesOpened(built.outcomes);
  });
  store.getState().localFileReportDismissed();
  globalThis.dispatchEvent?.(new HashChangeEvent('hashchange'));
}
