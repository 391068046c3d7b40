/**
 * "Paste your command" on the pin list, beside the local file drop zone. The dialog and the
 * reader behind it are loaded only when the button is used, so the first page load carries
 * none of them. DraftRestorer, always mounted in the header, rebuilds the drafts kept from an
 * earlier visit after start-up, by the same code, loaded on demand.
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

/** Renders nothing: reopens the drafts kept from an earlier visit, once, after start-up. */
export function DraftRestorer() {
  useEffect(() => {
    if (hasDrafts()) void import('./restore-drafts').then((m) => m.restoreDrafts());
  }, []);
  return null;
}

export function PasteCommand() {
  const [open, setOpen] = useState(false);
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
          <Dialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
