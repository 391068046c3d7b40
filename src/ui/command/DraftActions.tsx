/**
 * The "Paste your command" dialog's buttons (read, open, export the profile and the hardware it
 * describes, close) and what it says about the draft: why it was not read or not kept, and
 * which model files were read.
 */
import { notKeptReason, type DraftRequest } from './draft-storage';
import { download } from './download';
import { draftFileText, type Drafted } from './open-draft';

export function DraftActions(p: {
  drafted: Drafted | undefined;
  busy: boolean;
  canRead: boolean;
  onOpen: () => void;
  onClose: () => void;
}) {
  const { drafted } = p;
  return (
    <div className="paste-command-actions">
      <button type="submit" disabled={p.busy || !p.canRead}>
        Read command
      </button>
      <button type="button" onClick={p.onOpen} disabled={p.busy || !drafted?.ok}>
        Open draft on the board
      </button>
      <button
        type="button"
        disabled={!drafted?.ok}
        onClick={() => drafted?.ok && download(`${drafted.draft.id}.json`, draftFileText(drafted.draft))}
      >
        Export profile
      </button>
      {drafted?.ok && drafted.generated ? (
        // The profile names this hardware by id: without its file, check-profiles and the
        // app's Open say "unknown hardware id", so the described hardware is exported too.
        <button
          type="button"
          onClick={() =>
            download(`${drafted.hardware.id}.json`, draftFileText(drafted.hardware, './hardware.schema.json'))
          }
        >
          Export described hardware
        </button>
      ) : null}
      <button type="button" onClick={p.onClose}>
        Close
      </button>
    </div>
  );
}

export function DraftStatus(p: {
  drafted: Drafted | undefined;
  request: DraftRequest;
  notice: string;
  modelNote: string;
}) {
  const { drafted } = p;
  const notKept = drafted?.ok ? p.notice || notKeptReason(p.request) : '';
  return (
    <div role="status" aria-live="polite">
      {drafted && !drafted.ok ? (
        <p role="alert">{drafted.message || 'The command could not be read into a draft.'}</p>
      ) : null}
      {notKept ? <p>{notKept}</p> : null}
      {p.modelNote ? <p>{p.modelNote} The file is not kept after a reload.</p> : null}
    </div>
  );
}
