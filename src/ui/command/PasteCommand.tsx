/**
 * The header's "Paste your command" button. The dialog and the reader behind it are loaded
 * only when the button is used, so the first page load carries none of them; drafts kept
 * from an earlier visit are rebuilt after start-up, by the same code, loaded on demand.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { DRAFTS_KEY } from './draft-storage';

const Dialog = lazy(() => import('./PasteCommandDialog'));

export const PASTE_LABEL = 'Paste your command';

function hasDrafts(): boolean {
  try {
    return !!globalThis.localStorage?.getItem(DRAFTS_KEY);
  } catch {
    return false;
  }
}

export function PasteCommand() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (hasDrafts()) void import('./restore-drafts').then((m) => m.restoreDrafts());
  }, []);
  return (
    <>
      <button type="button" className="paste-command-button" onClick={() => setOpen(true)}>
        {PASTE_LABEL}
      </button>
      {open && (
        <Suspense fallback={null}>
          <Dialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
