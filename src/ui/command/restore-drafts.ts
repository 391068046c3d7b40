/**
 * Reopens the drafts kept from an earlier visit: each is rebuilt from what the person typed
 * and opened like a local profile; then the address is read again, so a reload on a draft's
 * page shows that draft. Storage limits (what is kept) are in draft-storage.ts.
 */
import type { useExplorer } from '../../state/store';
import { readStoredDrafts } from './draft-storage';
import { buildDraft, openDraft } from './open-draft';

/** Each stored value that is not a draft, as an error that names it: never opened, the rest untouched. */
const unreadable = (problems: readonly string[]) => ({
  file: 'Drafts kept in this browser',
  kind: 'rejected' as const,
  errors: problems.map((message) => ({ file: 'Drafts kept in this browser', path: '', message })),
});

export async function restoreDrafts(store: typeof useExplorer): Promise<void> {
  const { drafts, problems } = readStoredDrafts();
  const report = () => problems.length && store.getState().localFilesOpened([unreadable(problems)]);
  if (!drafts.length) return void report();
  const ids = drafts.flatMap((d) => ('id' in d.hardware ? [d.hardware.id] : []));
  await store.getState().hardwareRequested(ids);
  for (const d of drafts) {
    // Each draft is read in its own task: 20 stored drafts of hostile 100 kB pastes held the
    // page 1.2 s in one task at start-up; now the longest task is one draft's reading.
    await new Promise((next) => setTimeout(next, 0));
    const built = buildDraft(d, store.getState().hardware);
    if (built.ok && !store.getState().profiles.some((p) => p.id === built.draft.id))
      await openDraft(built, store);
  }
  store.getState().localFileReportDismissed();
  report();
  globalThis.dispatchEvent?.(new HashChangeEvent('hashchange'));
}
