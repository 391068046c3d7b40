/**
 * "Open profile file" in the header: a button that opens the browser's file picker. The
 * input itself is hidden and out of the tab order, so the control is one tab stop.
 */
import { useRef, useState, type ChangeEvent } from 'react';
import { useExplorerApi } from '../../state/store';
import './local.css';

export const OPEN_LABEL = 'Open profile file';

export function OpenProfileFile() {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const store = useExplorerApi();
  const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.currentTarget.files ?? []);
    // Cleared so choosing the same (edited) file again is a change too.
    e.currentTarget.value = '';
    setBusy(true);
    try {
      // Reading and checking a file loads with the first file opened, not at start-up.
      const { openLocalFiles } = await import('./open-local-file');
      await openLocalFiles(files, store);
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="open-profile">
      <button
        type="button"
        className="open-profile-button"
        aria-busy={busy || undefined}
        onClick={() => input.current?.click()}
      >
        {OPEN_LABEL}
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        multiple
        hidden
        tabIndex={-1}
        aria-label={OPEN_LABEL}
        onChange={onChange}
      />
    </span>
  );
}
