/**
 * "Copy brief" and "Copy full brief": write the short or the full plain-text brief to the
 * clipboard and confirm in a live region. Where the clipboard API is missing or refused
 * (non-secure origin, permission denied) it shows the text in a selected read-only text
 * area, so the user can still copy by hand. "Download .txt" saves the full brief. There is
 * no .md download: the brief is plain text (short lines, "- " bullets, no markup), and
 * calling it Markdown would promise rendering that it does not need.
 *
 * The text is built on click (getText), never on render, so it holds the explorations and
 * settings as they are when the user copies.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { COPY_NOTE } from '../../domain/text/standing-sentences';
import './copy-brief.css';

type Status =
  | { kind: 'idle' }
  | { kind: 'copied'; noun: string; seq: number }
  | { kind: 'downloaded'; noun: string; file: string; seq: number }
  | { kind: 'fallback'; noun: string; why: string; seq: number }
  | { kind: 'missing'; noun: string; seq: number };

type GetText = () => string | undefined | Promise<string | undefined>;
/** One text to copy: its button's name and what it is called in the messages. */
export type BriefVariant = {
  /**
   * Built on click; undefined when there is nothing to copy (an unknown pin). It may be
   * async, so the brief module loads only when someone first copies.
   */
  getText: GetText;
  /** The button's name: "Copy brief", "Copy full comparison brief". */
  label: string;
  /** What is copied, capitalised, for the messages: "Brief", "Full comparison brief". */
  noun: string;
};

type Props = {
  /** The short brief first, then the full one; "Download .txt" saves the last (the full brief). */
  variants: readonly BriefVariant[];
  /** The download file name, without extension. */
  fileStem: string;
  /** An element that already says what copying does (the copy note); else this shows it. */
  describedBy?: string;
  /** The full brief by part ("Placement", "Licenses"...), offered under "By part". */
  parts?: readonly BriefVariant[];
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

function message(status: Status): string {
  if (status.kind === 'idle') return '';
  const noun = status.noun;
  const lower = noun.toLowerCase();
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

/** A brief that cannot be built (its module failed to load) is reported like a missing one. */
async function build(getText: GetText): Promise<string | undefined> {
  try {
    return await getText();
  } catch {
    return undefined;
  }
}

type Shown = { text: string; noun: string };

/**
 * Copying and saving: each action builds its text on click and sets the one status, numbered so
 * a repeated message is said again; a refused clipboard shows the text to copy by hand.
 */
function useCopyActions(full: BriefVariant, fileStem: string) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [shown, setShown] = useState<Shown | null>(null);
  const seq = useRef(0);
  const copy = async ({ getText, noun }: BriefVariant) => {
    const brief = await build(getText);
    const n = ++seq.current;
    if (brief === undefined) return setStatus({ kind: 'missing', noun, seq: n });
    try {
      await writeClipboard(brief);
      setShown(null);
      setStatus({ kind: 'copied', noun, seq: n });
    } catch (e) {
      setShown({ text: brief, noun });
      setStatus({ kind: 'fallback', noun, why: reasonFor(e), seq: n });
    }
  };
  const download = async () => {
    const brief = await build(full.getText);
    const n = ++seq.current;
    if (brief === undefined) return setStatus({ kind: 'missing', noun: full.noun, seq: n });
    const file = `${fileStem}.txt`;
    saveText(brief, file);
    setStatus({ kind: 'downloaded', noun: full.noun, file, seq: n });
  };
  return { status, shown, hide: () => setShown(null), copy, download };
}

/** "By part": the full brief's parts, each a button of its own. */
function PartButtons({
  parts,
  describedBy,
  copy,
}: {
  parts: readonly BriefVariant[];
  describedBy: string;
  copy: (v: BriefVariant) => void;
}) {
  return (
    <details className="copy-brief-parts">
      <summary>By part</summary>
      <div className="copy-brief-parts-list" role="group" aria-label="Copy the full brief by part">
        {parts.map((v) => (
          <button
            key={v.label}
            type="button"
            className="copy-brief-part"
            onClick={() => copy(v)}
            aria-describedby={describedBy}
          >
            {v.label}
          </button>
        ))}
      </div>
    </details>
  );
}

/** The text the clipboard did not take, selected in a read-only box (each fallback selects it again). */
function FallbackText({ shown, status, hide }: { shown: Shown; status: Status; hide: () => void }) {
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const areaId = useId();
  // Each fallback selects the text again, so Ctrl+C right away copies all of it.
  useEffect(() => {
    if (status.kind !== 'fallback') return;
    areaRef.current?.focus();
    areaRef.current?.select();
  }, [status]);
  return (
    <div className="copy-brief-fallback">
      <label htmlFor={areaId}>{shown.noun} text (read-only)</label>
      <textarea
        id={areaId}
        ref={areaRef}
        readOnly
        value={shown.text}
        rows={12}
        spellCheck={false}
        onFocus={(e) => e.currentTarget.select()}
      />
      <button type="button" onClick={hide}>
        Hide the text
      </button>
    </div>
  );
}

export function CopyBrief({ variants, fileStem, describedBy, parts = [] }: Props) {
  const noteId = useId();
  const full = variants[variants.length - 1]!;
  const { status, shown, hide, copy, download } = useCopyActions(full, fileStem);
  const said = message(status);
  return (
    <div className="copy-brief">
      <div className="copy-brief-actions">
        {variants.map((v, i) => (
          <button
            key={v.label}
            type="button"
            className={i === 0 ? 'copy-brief-button' : 'copy-brief-button copy-brief-button--full'}
            onClick={() => copy(v)}
            aria-describedby={describedBy ?? noteId}
          >
            {v.label}
          </button>
        ))}
        {parts.length > 0 && <PartButtons parts={parts} describedBy={describedBy ?? noteId} copy={copy} />}
        <button
          type="button"
          onClick={download}
          title={`Saves the ${full.noun.toLowerCase()} as a text file`}
        >
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
      {shown !== null && <FallbackText shown={shown} status={status} hide={hide} />}
    </div>
  );
}
