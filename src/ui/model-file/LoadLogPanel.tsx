/**
 * "Read load log": paste a llama.cpp, ik_llama.cpp, vLLM or SGLang log, or choose its file, and
 * see the runtime's own figures, each with its kind ("reported by the runtime in this log", or
 * "projected by <runtime> <build>") and the line it came from, listed one by one and never
 * added up. The log is read off the page's main thread, with progress and Cancel.
 */
import { useId, useRef, useState } from 'react';
import type { LogLine } from '../../domain/load-log/log-text';
import { readOffThread } from './off-thread';
import type { TaskProgress } from './read-task';

type Reading = { progress: TaskProgress | undefined; cancel: () => void };

const progressText = (p: TaskProgress | undefined): string =>
  p?.stage === 'bytes' && p.total > 0
    ? `Reading ${p.file || 'the log'}… ${Math.floor((100 * p.done) / p.total)}%`
    : p?.stage === 'lines'
      ? "Reading the log's lines…"
      : 'Reading the log…';

export function LoadLogPanel() {
  const ids = { text: useId(), file: useId(), dry: useId(), heading: useId() };
  const [text, setText] = useState('');
  const [dryRun, setDryRun] = useState(false);
  const [lines, setLines] = useState<LogLine[] | undefined>();
  const [reading, setReading] = useState<Reading | undefined>();
  const [message, setMessage] = useState<{ text: string; alert: boolean } | undefined>();
  const fileInput = useRef<HTMLInputElement>(null);

  async function read(log: File | string) {
    const controller = new AbortController();
    const cancel = () => controller.abort();
    setMessage(undefined);
    setReading({ progress: undefined, cancel });
    const outcome = await readOffThread(
      { kind: 'log', log, dryRun },
      {
        progress: (progress) => setReading({ progress, cancel }),
        read: () => Promise.reject(new Error('a log has no other source')),
      },
      controller.signal,
    );
    setReading(undefined);
    if (fileInput.current) fileInput.current.value = '';
    if ('cancelled' in outcome)
      setMessage({ text: 'Cancelled: the log was not read. What you pasted is kept.', alert: false });
    else if ('failed' in outcome) setMessage({ text: `Not read: ${outcome.failed}`, alert: true });
    else if (outcome.kind === 'log' && outcome.ok) setLines(outcome.lines);
    else if (outcome.kind === 'log') setMessage({ text: `Not read: ${outcome.problem}.`, alert: true });
  }

  return (
    <section className="own-file-panel" aria-labelledby={ids.heading}>
      <h3 id={ids.heading}>Read load log</h3>
      <p className="muted small">
        Paste what llama.cpp or ik_llama.cpp printed while loading (or llama-fit-params&apos; output), or
        vLLM&apos;s or SGLang&apos;s start-up lines, or choose the file. It is read here in your browser;
        nothing is sent. Logs over 64 Mi characters or a million lines are refused before reading.
      </p>
      <p>
        <label htmlFor={ids.text}>Load log</label>
        <textarea
          id={ids.text}
          rows={8}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
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
          disabled={reading !== undefined}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) void read(file);
          }}
        />
      </p>
      <p>
        <label htmlFor={ids.dry}>
          <input
            id={ids.dry}
            type="checkbox"
            checked={dryRun}
            onChange={(e) => setDryRun(e.currentTarget.checked)}
          />{' '}
          From ik_llama.cpp --dry-run (nothing was loaded)
        </label>
      </p>
      <p>
        <button
          type="button"
          disabled={!text.trim() || reading !== undefined}
          onClick={() => void read(text)}
        >
          Read log
        </button>
      </p>
      {reading && (
        <p role="status" className="own-file-progress">
          {progressText(reading.progress)}{' '}
          <button type="button" onClick={reading.cancel}>
            Cancel
          </button>
        </p>
      )}
      {message && (
        <p role={message.alert ? 'alert' : 'status'} className="own-file-message">
          {message.text}
        </p>
      )}
      {lines && <LogReadingList lines={lines} />}
    </section>
  );
}

/**
 * Lines of a reading shown at most: a log of 200,000 figures lists each, and rendering them all
 * blocked the page for seconds; the CLI (npm run read-log) prints every line.
 */
const SHOWN = 500;

function LogReadingList({ lines }: { lines: LogLine[] }) {
  const hidden = (n: number) =>
    `… and ${n.toLocaleString('en-US')} more, not shown here (npm run read-log prints every line)`;
  return (
    <ul className="log-reading" aria-label="What the log says">
      {lines.slice(0, SHOWN).map((l, i) => (
        <li key={i}>
          {l.text}
          {l.details.length > 0 && (
            <ul>
              {l.details.slice(0, SHOWN).map((d, j) => (
                <li key={j} className="log-reading-detail">
                  {d}
                </li>
              ))}
              {l.details.length > SHOWN && (
                <li className="log-reading-detail">{hidden(l.details.length - SHOWN)}</li>
              )}
            </ul>
          )}
        </li>
      ))}
      {lines.length > SHOWN && <li>{hidden(lines.length - SHOWN)}</li>}
    </ul>
  );
}
