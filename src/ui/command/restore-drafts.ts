/**
 * Reopens the drafts kept from an earlier visit: each is rebuilt from what the person typed
 * and opened like a local profile; then the address is read again, so a reload on a draft's
 * page shows that draft. Each is read off the main thread (build-drafts.ts). Storage limits
 * (what is kept) are in draft-storage.ts.
 */
import type { ExplorerApi } from '../../state/store';
import type { LocalFileOutcome } from '../../state/types';
import { readStoredDrafts } from './draft-storage';
import { buildDrafts } from './build-drafts';

/** Why the profile check refused a draft, each place the way the check names it. */
const refusals = (outcomes: readonly LocalFileOutcome[]): string[] =>
  outcomes.flatMap((o) =>
    o.kind === 'rejected' ? o.errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)) : [],
  );

/** Each stored value that is not a draft, as an error that names it: never opened, the rest untouched. */
const unreadable = (problems: readonly string[]) => ({
  file: 'Drafts kept in this browser',
  kind: 'rejected' as const,
  errors: problems.map((message) => ({ file: 'Drafts kept in this browser', path: '', message })),
});

export async function restoreDrafts(store: ExplorerApi): Promise<void> {
  const { drafts, problems: unread } = readStoredDrafts();
  // Stored values that are not drafts, then drafts that did not open, each with why.
  const problems = [...unread];
  const report = () => problems.length && store.getState().localFilesOpened([unreadable(problems)]);
  if (!drafts.length) return void report();
  const ids = drafts.flatMap((d) => ('id' in d.hardware ? [d.hardware.id] : []));
  await store.getState().hardwareRequested(ids);
  await buildDrafts({ drafts, hardware: store.getState().hardware }, async (built) => {
    if ('notOpened' in built) return void problems.push(built.notOpened);
    if (store.getState().profiles.some((p) => p.id === built.id)) return;
    const opened = store.getState().localFilesOpened(built.outcomes);
    if (opened) store.getState().setupRead(opened, built.setup);
    // A draft the profile check refuses (a command past the format's limits) is said with the
    // rest: the report of the files opened is dismissed below.
    const refused = refusals(built.outcomes);
    if (refused.length) problems.push(`${built.name} did not open: ${refused.join('; ')}`);
  });
  store.getState().localFileReportDismissed();
  report();
  globalThis.dispatchEvent?.(new HashChangeEvent('hashchange'));
}
