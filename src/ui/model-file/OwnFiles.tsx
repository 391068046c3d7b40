/**
 * "Your own files" beside the board: a model file's header and a runtime's load log, each
 * opened on demand (its reader's code loads only then).
 */
import { Suspense, useState } from 'react';
import { preloadable } from '../lazy';
import { DraftLogCheck } from '../command/DraftLogCheck';
import './model-file.css';

const ModelFilePanel = preloadable(() =>
  import('./ModelFilePanel').then((m) => ({ default: m.ModelFilePanel })),
);
const LoadLogPanel = preloadable(() => import('./LoadLogPanel').then((m) => ({ default: m.LoadLogPanel })));

export function OwnFiles({ pinId, modelName }: { pinId: string; modelName: string }) {
  const [open, setOpen] = useState<{ model: boolean; log: boolean }>({ model: false, log: false });
  const toggle = (k: 'model' | 'log') => setOpen((o) => ({ ...o, [k]: !o[k] }));
  return (
    <section
      className={`card own-files${open.model || open.log ? ' own-files--open' : ''}`}
      aria-labelledby="own-files-heading"
    >
      <h2 id="own-files-heading">Your own files</h2>
      <p className="muted small">
        Exact file bytes from a model file&apos;s header, and a runtime&apos;s own figures from its log.
      </p>
      <p className="own-files-buttons">
        <button type="button" aria-expanded={open.model} onClick={() => toggle('model')}>
          Read model file
        </button>{' '}
        <button type="button" aria-expanded={open.log} onClick={() => toggle('log')}>
          Read load log
        </button>
      </p>
      <DraftLogCheck pinId={pinId} />
      <Suspense fallback={<p className="muted">Loading…</p>}>
        {open.model && <ModelFilePanel pinId={pinId} modelName={modelName} />}
        {open.log && <LoadLogPanel />}
      </Suspense>
    </section>
  );
}
