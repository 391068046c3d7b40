/**
 * "Read load log": paste a llama.cpp, ik_llama.cpp, vLLM or SGLang log, or choose its file, and
 * see the runtime's own figures, each with its kind ("reported by the runtime in this log", or
 * "projected by <runtime> <build>") and the line it came from, listed one by one and never
 * added up. The log is read off the page's main thread, with progress and Cancel.
 */
import { useId, useRef, useState, type RefObject } from 'react';
import { readOffThread, type OffThreadOutcome } from './off-thread';
import type { TaskProgress } from './read-task';
import type { ShownLines } from './shown-lines';
import { ReadProgress, useReading, type ReadMessage } from './ReadProgress';

const n = (x: number) => x.toLocaleString('en-US');
function progressText(p: TaskProgress | undefined): string {
  if (p?.stage === 'lines')
    return p.total > 0
      ? `Reading the log's lines… ${n(p.done)} of ${n(p.total)}`
      : "Reading the log's lines…";
  if (p?.stage === 'bytes' && p.total > 0)
    return `Reading ${p.file || 'the log'}… ${Math.floor((100 * p.done) / p.total)}%`;
  return 'Reading the log…';
}

/** What the panel says of a reading's outcome; a log read shows its lines instead. */
function outcomeMessage(outcome: OffThreadOutcome): ReadMessage | undefined {
  if ('cancelled' in outcome)
    return { text: 'Cancelled: the log was not read. What you pasted is kept.', alert: false };
  if ('failed' in outcome) return { text: `Not read: ${outcome.failed}`, alert: true };
  if (outcome.kind === 'log' && !outcome.ok) return { text: `Not read: ${outcome.problem}.`, alert: true };
  return undefined;
}

export function LoadLogPanel() {
  const heading = useId();
  const [text, setText] = useState('');
  const [dryRun, setDryRun] = useState(false);
  const [lines, setLines] = useState<ShownLines | undefined>();
  const { reading, message, start, finish, busy } = useReading(progressText);
  const fileInput = useRef<HTMLInputElement>(null);

  async function read(log: File | string) {
    const { signal, progress } = start();
    const outcome = await readOffThread(
      { kind: 'log', log, dryRun },
      { progress, read: () => Promise.reject(new Error('a log has no other source')) },
      signal,
    );
    if (fileInput.current) fileInput.current.value = '';
    if (!('cancelled' in outcome || 'failed' in outcome) && outcome.kind === 'log' && outcome.ok)
      setLines(outcome);
    finish(outcomeMessage(outcome));
  }

  return (
    <section className="own-file-panel" aria-labelledby={heading}>
      <h3 id={heading}>Read load log</h3>
      <p className="muted small">
        Paste what llama.cpp or ik_llama.cpp printed while loading (or llama-fit-params&apos; output), or
        vLLM&apos;s or SGLang&apos;s start-up lines, or choose the file. It is read here in your browser;
        nothing is sent. Logs over 64 Mi characters or a million lines are refused before reading.
      </p>
      <LogInputs
        text={text}
        onText={setText}
        dryRun={dryRun}
        onDryRun={setDryRun}
        fileInput={fileInput}
        busy={busy}
        onRead={(log) => void read(log)}
      />
      <ReadProgress reading={reading} message={message} />
      {lines && <LogReadingList shown={lines} />}
    </section>
  );
}

/** The pasted text, the file to choose, the dry-run box and "Read log". */
function LogInputs({
  text,
  onText,
  dryRun,
  onDryRun,
  fileInput,
  busy,
  onRead,
}: {
  text: string;
  onText: (t: string) => void;
  dryRun: boolean;
  onDryRun: (d: boolean) => void;
  fileInput: RefObject<HTMLInputElement | null>;
  busy: boolean;
  onRead: (log: File | string) => void;
}) {
  const ids = { text: useId(), file: useId() };
  return (
    <>
      <p>
        <label htmlFor={ids.text}>Load log</label>
        <textarea
          id={ids.text}
          rows={8}
          value={text}
          onChange={(e) => onText(e.currentTarget.value)}
          spellCheck={false}
        />
      </p>
      <p>
        <label htmlFor={ids.file}>Or choose a log file </label>
        <input
          ref={fileInput}
          id={ids.file}
          type="file"
          accept=".txt,.log,text/plain"
          disabled={busy}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) onRead(file);
          }}
        />
      </p>
      <DryRunBox dryRun={dryRun} onDryRun={onDryRun} />
      <p>
        <button type="button" disabled={!text.trim() || busy} onClick={() => onRead(text)}>
          Read log
        </button>
      </p>
    </>
  );
}

function DryRunBox({ dryRun, onDryRun }: { dryRun: boolean; onDryRun: (d: boolean) => void }) {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>
        <input id={id} type="checkbox" checked={dryRun} onChange={(e) => onDryRun(e.currentTarget.checked)} />{' '}
        From ik_llama.cpp --dry-run (nothing was loaded)
      </label>
    </p>
  );
}

/** The reading's lines, as many as the worker sent (shown-lines.ts), and how many more there are. */
function LogReadingList({ shown }: { shown: ShownLines }) {
  const hidden = (n: number) =>
    `… and ${n.toLocaleString('en-US')} more, not shown here (npm run read-log prints every line)`;
  return (
    <ul className="log-reading" aria-label="What the log says">
      {shown.lines.map((l, i) => (
        <li key={i}>
          {l.text}
          {l.details.length > 0 && (
            <ul>
              {l.details.map((d, j) => (
                <li key={j} className="log-reading-detail">
                  {d}
                </li>
              ))}
              {l.detailsNotShown > 0 && <li className="log-reading-detail">{hidden(l.detailsNotShown)}</li>}
            </ul>
          )}
        </li>
      ))}
      {shown.linesNotShown > 0 && <li>{hidden(shown.linesNotShown)}</li>}
    </ul>
  );
}
