/**
 * Reopens the drafts kept from an earlier visit: each is rebuilt from what the person typed
 * and opened like a local profile; then the address is read again, so a reload on a draft's
 * page shows that draft.
 */
import type { useExplorer } from '../../state/store';
import { loadDrafts } from './draft-storage';
import { buildDraft, openDraft } from './open-draft';

export async function restoreDrafts(store: typeof useExplorer): Promise<void> {
  const drafts = loadDrafts();
  if (!drafts.length) return;
  const ids = drafts.flatMap((d) => ('id' in d.hardware ? [d.hardware.id] : []));
  await store.getState().hardwareRequested(ids);
  for (const d of drafts) {
    const built = buildDraft(d, store.getState().hardware);
    if (built.ok && !store.getState().profiles.some((p) => p.id === built.draft.id))
      await openDraft(built, store);
  }
  store.getState().localFileReportDismissed();
  globalThis.dispatchEvent?.(new HashChangeEvent('hashchange'));
}
