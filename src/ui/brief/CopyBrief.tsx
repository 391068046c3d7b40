/**
 * "Copy brief": writes the plain-text brief to the clipboard and confirms in a live region.
 * Where the clipboard API is missing or refused (non-secure origin, permission denied) it
 * shows the text in a selected read-only text area, so the user can still copy by hand.
 * "Download .txt" saves the same text. There is no .md download: the brief is plain text
 * (short lines, "- " bullets, no markup), and calling it Markdown would promise rendering
 * that it does not need.
 *
 * The text is built on click (getText), never on render, so it holds the explorations and
 * settings as they are when the user copies.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { COPY_NOTE } from '../../domain/qualifiers';
import './copy-brief.css';

type Status =
  | { kind: 'idle' }
  | { kind: 'copied'; seq: number }
  | { kind: 'downloaded'; file: string; seq: number }
  | { kind: 'fallback'; why: string; seq: number }
  | { kind: 'missing'; seq: number };

type Props = {
  /**
   * Built on click; undefined when there is nothing to copy (an unknown pin). It may be
   * async, so the brief module loads only when someone first copies.
   */
  getText: () => string | undefined | Promise<string | undefined>;
  /** The download file name, without extension. */
  fileStem: string;
  /** The button's name: "Copy brief", "Copy comparison brief". */
  label?: string;
  /** What is copied, capitalised, for the messages: "Brief", "Comparison brief". */
  noun?: string;
  /** An element that already says what copying does (the copy note); else this shows it. */
  describedBy?: string;
};

const NOT_SECURE =
  'The clipboard is not available on this page (browsers offer it only on https or localhost).';
const REFUSED = 'The browser refused access to the clipboard (permission denied).';

/** Why the clipboard did not take the text, in words a person can act on. */
function reasonFor(error: unknown): string {
  // Read by name: a DOMException is not an Error instance in every realm.
  const { name, message } = (typeof error === 'object' && error !== null ? error : {}) as {
    name?: unknown;
    message?: unknown;
  };
  if (name === 'NotAllowedError' || name === 'SecurityError') return REFUSED;
  if (message === NOT_SECURE) return NOT_SECURE;
  return 'The clipboard did not accept the text.';
}

async function writeClipboard(text: string): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) throw new Error(NOT_SECURE);
  await navigator.clipboard.writeText(text);
}

function saveText(text: string, file: string): void {
  const blob = new Blob([text], { type: 'text/plain;charset=utf-8' });
  const canBlob = typeof URL.createObjectURL === 'function';
  const url = canBlob
    ? URL.createObjectURL(blob)
    : `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  const a = document.createElement('a');
  a.href = url;
  a.download = file;
  a.hidden = true;
  // Attached while clicked: some browsers ignore a click on a detached link.
  document.body.append(a);
  a.click();
  a.remove();
  if (canBlob) setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function message(status: Status, noun: string, lower: string): string {
  switch (status.kind) {
    case 'copied':
      return `${noun} copied to the clipboard.`;
    case 'downloaded':
      return `${noun} saved as ${status.file}.`;
    case 'fallback':
      return `Could not copy automatically. ${status.why} The ${lower} is selected in the box below: press Ctrl+C (Cmd+C on a Mac) to copy it.`;
    case 'missing':
      return `There is no ${lower} to copy: this pin is not loaded, or the ${lower} could not be built.`;
    default:
      return '';
  }
}

export function CopyBrief({ getText, fileStem, label = 'Copy brief', noun = 'Brief', describedBy }: Props) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [text, setText] = useState<string | null>(null);
  const seq = useRef(0);
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const noteId = useId();
  const areaId = useId();
  const lower = noun.toLowerCase();

  // Each fallback selects the text again, so Ctrl+C right away copies all of it.
  useEffect(() => {
    if (status.kind !== 'fallback') return;
    areaRef.current?.focus();
    areaRef.current?.select();
  }, [status]);

  // A brief that cannot be built (its module failed to load) is reported like a missing one.
  const build = async (): Promise<string | undefined> => {
    try {
      return await getText();
    } catch {
      return undefined;
    }
  };

  const copy = async () => {
    const brief = await build();
    const n = ++seq.current;
    if (brief === undefined) return setStatus({ kind: 'missing', seq: n });
    try {
      await writeClipboard(brief);
      setText(null);
      setStatus({ kind: 'copied', seq: n });
    } catch (e) {
      setText(brief);
      setStatus({ kind: 'fallback', why: reasonFor(e), seq: n });
    }
  };

  const download = async () => {
    const brief = await build();
    const n = ++seq.current;
    if (brief === undefined) return setStatus({ kind: 'missing', seq: n });
    const file = `${fileStem}.txt`;
    saveText(brief, file);
    setStatus({ kind: 'downloaded', file, seq: n });
  };

  const said = message(status, noun, lower);
  return (
    <div className="copy-brief">
      <div className="copy-brief-actions">
        <button
          type="button"
          className="copy-brief-button"
          onClick={copy}
          aria-describedby={describedBy ?? noteId}
        >
          {label}
        </button>
        <button type="button" onClick={download}>
          Download .txt
        </button>
      </div>
      {!describedBy && (
        <p id={noteId} className="copy-brief-note">
          {COPY_NOTE}
        </p>
      )}
      <p role="status" aria-live="polite" className={`copy-brief-status copy-brief-status--${status.kind}`}>
        {/* A repeated message differs by one invisible space, so screen readers say it again. */}
        {said ? `${said}${'seq' in status && status.seq % 2 ? '\u00a0' : ''}` : ''}
      </p>
      {text !== null && (
        <div className="copy-brief-fallback">
          <label htmlFor={areaId}>{noun} text (read-only)</label>
          <textarea
            id={areaId}
            ref={areaRef}
            readOnly
            value={text}
            rows={12}
            spellCheck={false}
            onFocus={(e) => e.currentTarget.select()}
          />
          <button type="button" onClick={() => setText(null)}>
            Hide the text
          </button>
        </div>
      )}
    </div>
  );
}
