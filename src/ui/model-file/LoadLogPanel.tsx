/**
 * "Read load log": paste a llama.cpp, ik_llama.cpp, vLLM or SGLang log and see the runtime's own figures,
 * each with its kind ("reported by the runtime in this log", or "projected by <runtime>
 * <build>") and the line it came from, listed one by one and never added up.
 */
import { useId, useState } from 'react';
import { logReadingLines, type LogLine } from '../../domain/load-log/log-text';
import { readLoadLog } from '../../domain/load-log/read-log';

export function LoadLogPanel() {
  const ids = { text: useId(), dry: useId(), heading: useId() };
  const [text, setText] = useState('');
  const [dryRun, setDryRun] = useState(false);
  const [lines, setLines] = useState<LogLine[] | undefined>();
  return (
    <section className="own-file-panel" aria-labelledby={ids.heading}>
      <h3 id={ids.heading}>Read load log</h3>
      <p className="muted small">
        Paste what llama.cpp or ik_llama.cpp printed while loading (or llama-fit-params&apos; output), or
        vLLM&apos;s or SGLang&apos;s start-up lines. It is read here in your browser; nothing is sent. Logs
        over 64 Mi characters or a million lines are refused before reading.
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
          disabled={!text.trim()}
          onClick={() => setLines(logReadingLines(readLoadLog(text, { dryRun })))}
        >
          Read log
        </button>
      </p>
      {lines && (
        <ul className="log-reading" aria-label="What the log says">
          {lines.map((l, i) => (
            <li key={i}>
              {l.text}
              {l.details.length > 0 && (
                <ul>
                  {l.details.map((d, j) => (
                    <li key={j} className="log-reading-detail">
                      {d}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
