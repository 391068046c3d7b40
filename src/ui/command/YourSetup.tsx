/**
 * "Your setup" on the start page: paste your command, read your model file's header and read
 * your runtime's load log, each reachable without opening a pin. The dialog and the readers
 * load only when their button is used (the pin list is itself loaded on demand). The drafts
 * kept from an earlier visit are rebuilt when the pin list first shows, by the same code,
 * loaded on demand; a reload on a draft's page shows the pin list of an unknown pin first, so
 * the draft is rebuilt and its page opens.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useExplorer, useExplorerApi } from '../../state/store';
import { OwnFileReaders } from '../model-file/OwnFileReaders';
import { DRAFTS_KEY } from './draft-names';

const Dialog = lazy(() => import('./PasteCommandDialog'));

const PASTE_LABEL = 'Paste your command';

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
  const store = useExplorerApi();
  useEffect(() => {
    if (restored || !hasDrafts()) return;
    restored = true;
    void import('./restore-drafts').then((m) => m.restoreDrafts(store));
  }, [store]);
}

export function YourSetup() {
  const [dialog, setDialog] = useState(false);
  useRestoreDrafts();
  return (
    <section className="local-drop your-setup" aria-labelledby="your-setup-heading">
      <h2 id="your-setup-heading">Your setup</h2>
      <p>
        Your own llama.cpp, ik_llama.cpp, vLLM or SGLang command becomes a draft board: where each component
        lives under its flags, each flag with the runtime’s own words, and with its load log, what the log
        confirms or contradicts device by device. It is your draft, not a pin of this site, and it is kept
        after a reload. Your model file’s header and your load log can also be read on their own. Everything
        is read here in your browser; nothing is sent.
      </p>
      <OwnFileReaders
        lead={
          <button type="button" className="paste-command-button" onClick={() => setDialog(true)}>
            {PASTE_LABEL}
          </button>
        }
      />
      {dialog && (
        <Suspense fallback={null}>
          <Dialog onClose={() => setDialog(false)} store={useExplorer} />
        </Suspense>
      )}
    </section>
  );
}
