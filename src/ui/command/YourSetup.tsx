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
import { preloadable } from '../lazy';
import { DRAFTS_KEY } from './draft-names';

const Dialog = lazy(() => import('./PasteCommandDialog'));
const ModelFilePanel = preloadable(() =>
  import('./own-file-panels').then((m) => ({ default: m.ModelFilePanel })),
);
const LoadLogPanel = preloadable(() =>
  import('./own-file-panels').then((m) => ({ default: m.LoadLogPanel })),
);

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
  const [open, setOpen] = useState<{ model: boolean; log: boolean }>({ model: false, log: false });
  const toggle = (k: 'model' | 'log') => setOpen((o) => ({ ...o, [k]: !o[k] }));
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
      <p className="own-files-buttons">
        <button type="button" className="paste-command-button" onClick={() => setDialog(true)}>
          {PASTE_LABEL}
        </button>{' '}
        <button type="button" aria-expanded={open.model} onClick={() => toggle('model')}>
          Read model file
        </button>{' '}
        <button type="button" aria-expanded={open.log} onClick={() => toggle('log')}>
          Read load log
        </button>
      </p>
      <Suspense fallback={<p className="muted">Loading…</p>}>
        {open.model && <ModelFilePanel />}
        {open.log && <LoadLogPanel />}
      </Suspense>
      {dialog && (
        <Suspense fallback={null}>
          <Dialog onClose={() => setDialog(false)} store={useExplorer} />
        </Suspense>
      )}
    </section>
  );
}
