/**
 * "Paste your command" on the pin list, beside the local file drop zone (the pin list is
 * itself loaded on demand). The dialog and the reader behind it are loaded only when the
 * button is used. The drafts kept from an earlier visit are rebuilt when the pin list first
 * shows, by the same code, loaded on demand; a reload on a draft's page shows the pin list
 * of an unknown pin first, so the draft is rebuilt and its page opens.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useExplorer } from '../../state/store';
import { DRAFTS_KEY } from './draft-names';

const Dialog = lazy(() => import('./PasteCommandDialog'));

export const PASTE_LABEL = 'Paste your command';

function hasDrafts(): boolean {
  try {
    return !!globalThis.localStorage?.getItem(DRAFTS_KEY);
  } catch {
    return false;
  }
}

let restored = false;
/** Reopens the drafts kept from an earlier visit, once a page load. */
function useRestoreDrafts() {
  useEffect(() => {
    if (restored || !hasDrafts()) return;
    restored = true;
    void import('./restore-drafts').then((m) => m.restoreDrafts(useExplorer));
  }, []);
}

export function PasteCommand() {
  const [open, setOpen] = useState(false);
  useRestoreDrafts();
  return (
    <section className="local-drop" aria-labelledby="paste-command-heading">
      <h2 id="paste-command-heading">{PASTE_LABEL}</h2>
      <p>
        A llama.cpp, ik_llama.cpp, vLLM or SGLang command line becomes a draft board: where each component
        lives under its flags, each flag with the runtime’s own words. It is your draft, not a pin of this
        site, and it is kept after a reload.
      </p>
      <button type="button" className="paste-command-button" onClick={() => setOpen(true)}>
        {PASTE_LABEL}
      </button>
      {open && (
        <Suspense fallback={null}>
          <Dialog onClose={() => setOpen(false)} store={useExplorer} />
        </Suspense>
      )}
    </section>
  );
}
