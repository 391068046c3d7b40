/**
 * "Copy brief": writes the plain-text brief to the clipboard and confirms in a live region.
 * Where the clipboard API is missing or refused (non-secure origin, permission denied) it
 * shows the text in a selected read-only text area, so the user can still copy by hand.
 */
import { useId, useRef, useState } from 'react';
import { COPY_NOTE } from '../../domain/qualifiers';

type Status = { kind: 'idle' } | { kind: 'copied' } | { kind: 'fallback'; why: string };

type Props = {
  /** Built on click, so the brief is never computed on render. */
  getText: () => string;
  /** Used for the download file name, without extension. */
  fileStem: string;
  label?: string;
};

async function writeClipboard(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('The clipboard is not available here (it needs a secure origin).');
  await navigator.clipboard.writeText(text);
}

export function CopyBrief({ getText, fileStem, label = 'Copy brief' }: Props) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [text, setText] = useState('');
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const noteId = useId();

  const copy = async () => {
    const brief = getText();
    setText(brief);
    try {
      await writeClipboard(brief);
      setStatus({ kind: 'copied' });
    } catch (e) {
      const why = e instanceof Error && e.message ? e.message : 'The clipboard refused the text.';
      setStatus({ kind: 'fallback', why });
      requestAnimationFrame(() => {
        areaRef.current?.focus();
        areaRef.current?.select();
      });
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([getText()], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${fileStem}.txt`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <div className="copy-brief">
      <div className="copy-brief-actions">
        <button type="button" className="button primary" onClick={copy} aria-describedby={noteId}>
          {label}
        </button>
        <button type="button" className="button" onClick={download}>
          Download .txt
        </button>
      </div>
      <p id={noteId} className="copy-note">
        {COPY_NOTE}
      </p>
      <p role="status" aria-live="polite" className="copy-status">
        {status.kind === 'copied' ? 'Brief copied to the clipboard.' : ''}
        {status.kind === 'fallback' ? `Could not copy automatically: ${status.why} The brief is selected below: press Ctrl+C (or Cmd+C) to copy it.` : ''}
      </p>
      {status.kind === 'fallback' && (
        <label className="copy-fallback">
          <span>Brief text</span>
          <textarea ref={areaRef} readOnly value={text} rows={12} onFocus={(e) => e.currentTarget.select()} />
        </label>
      )}
    </div>
  );
}
