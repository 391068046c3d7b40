/**
 * The readers of a person's own files, a model file's header and a runtime's load log: one row
 * of buttons, each opening its reader below (its code loads only then). The same row on the
 * start page ("Your setup", after its Paste button) and beside a pin's board ("Your own files").
 */
import { Suspense, useState, type ReactNode } from 'react';
import { preloadable } from '../lazy';
import './model-file.css';

const ModelFilePanel = preloadable(() =>
  import('./ModelFilePanel').then((m) => ({ default: m.ModelFilePanel })),
);
const LoadLogPanel = preloadable(() => import('./LoadLogPanel').then((m) => ({ default: m.LoadLogPanel })));

type Props = {
  /** A button before the two (the start page's "Paste your command"). */
  lead?: ReactNode;
  /** The pin whose model the file may be; without one the file is read for itself. */
  pin?: { pinId: string; modelName: string };
  /** What shows between the row and the readers (a draft's log check). */
  children?: ReactNode;
};

export function OwnFileReaders({ lead, pin, children }: Props) {
  const [open, setOpen] = useState<{ model: boolean; log: boolean }>({ model: false, log: false });
  const toggle = (k: 'model' | 'log') => setOpen((o) => ({ ...o, [k]: !o[k] }));
  return (
    // The class lets the pin page give an open reader the width it needs (pin-placement.css).
    <div className={open.model || open.log ? 'own-files--open' : undefined}>
      <p className="own-files-buttons">
        {lead}
        {lead && ' '}
        <button type="button" aria-expanded={open.model} onClick={() => toggle('model')}>
          Read model file
        </button>{' '}
        <button type="button" aria-expanded={open.log} onClick={() => toggle('log')}>
          Read load log
        </button>
      </p>
      {children}
      {/* A boundary each: one reader's code loading never hides the other, which may be reading
          a file with its progress and Cancel (with one boundary React hid it until then). */}
      <Suspense fallback={<p className="muted">Loading…</p>}>
        {open.model &&
          (pin ? <ModelFilePanel pinId={pin.pinId} modelName={pin.modelName} /> : <ModelFilePanel />)}
      </Suspense>
      <Suspense fallback={<p className="muted">Loading…</p>}>{open.log && <LoadLogPanel />}</Suspense>
    </div>
  );
}
