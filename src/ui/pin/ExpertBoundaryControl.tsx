/**
 * Explore the N of llama.cpp's --n-cpu-moe on a pin that splits its routed experts at it
 * (issue 30, item 4): a number field that moves the boundary, and a status line that says
 * where each part's layers now sit, with their file bytes once a model file's header is read
 * and confirmed. The board's split rows redraw from the same store value (selectProfile).
 * An exploration like a drag: it is kept in the link, counted in the status line, undone by
 * Reset, and it never reaches the calculator verdict (invariant 6).
 */
import { useId, useMemo, useState } from 'react';
import {
  boundaryProblem,
  boundaryRange,
  boundarySides,
  expertBoundaryOf,
  type ExpertBoundary,
} from '../../domain/explore/expert-boundary';
import { BOUNDARY_CITES, BOUNDARY_SOURCE } from '../../domain/explore/boundary-cites';
import { findRow } from '../../domain/rows/rows';
import type { Profile } from '../../domain/profile/schema/profile';
import type { Hardware } from '../../domain/profile/schema/hardware';
import type { BoardFileBytes } from '../../domain/model-file/board-file-bytes';
import { rowFileBytesLine } from '../../domain/text/file-bytes-lines';
import { VERDICT_UNCHANGED } from '../../domain/text/standing-sentences';
import { own } from '../../domain/keyed';
import { selectHardware, selectProfile } from '../../state/selectors';
import { useExplorer } from '../../state/store';
import { selectConfirmedFileBytes, selectPinModelFile } from '../../state/model-file';
import './expert-boundary.css';

type Ctx = {
  profile: Profile;
  hardware: Hardware;
  b: ExpertBoundary;
  file: BoardFileBytes | undefined;
  /** The layer count: the confirmed file's, else the pin's when it states one. */
  layers: number | undefined;
};

const range = (from: number, to: number | undefined) =>
  to === undefined ? `layers ${from} and up` : from === to ? `layer ${from}` : `layers ${from}–${to}`;

/** "Host RAM: the routed experts of layers 0–19. File bytes, …" for one side of the boundary. */
function sideLine({ profile, hardware, file }: Ctx, rowId: string, layers: string): string {
  const row = findRow(profile, rowId);
  const lane = hardware.lanes.find((l) => l.id === row?.asPinned)?.label ?? row?.asPinned ?? '';
  const bytes = row && file ? ` ${rowFileBytesLine(file.row(row))}` : '';
  return `${lane}: the routed experts of ${layers}.${bytes}`;
}

/** The announced result: the N in force and where each side's layers sit, with their file bytes. */
function BoundaryResult({
  id,
  ctx,
  n,
  explored,
  problem,
}: {
  id: string;
  ctx: Ctx;
  n: number;
  explored: boolean;
  problem: string | undefined;
}) {
  const sides = boundarySides(n, ctx.layers);
  return (
    <div id={id} role="status" className="expert-boundary-result">
      {problem && <p className="expert-boundary-problem">{problem}</p>}
      <p>
        {explored ? `Explored: --n-cpu-moe ${n}.` : `As the recipe passes it: --n-cpu-moe ${n}.`}{' '}
        {VERDICT_UNCHANGED}
      </p>
      <ul>
        <li>{sideLine(ctx, ctx.b.hostPart, range(sides.host.from, sides.host.to))}</li>
        <li>{sideLine(ctx, ctx.b.gpuPart, range(sides.gpu.from, sides.gpu.to))}</li>
      </ul>
      {!ctx.file && <p className="muted small">Read the model file to see each part’s file bytes.</p>}
    </div>
  );
}

/** The rule in llama.cpp's own words, with the file and commit they are quoted from. */
const BoundaryRule = () => (
  <p className="muted small">
    The rule, in llama.cpp’s own words ({BOUNDARY_SOURCE.name} at{' '}
    <code>{BOUNDARY_SOURCE.commit.slice(0, 7)}</code>
    ): “{BOUNDARY_CITES[0]!.quote}”; for each layer below N it adds <code>{BOUNDARY_CITES[1]!.quote}</code>.
  </p>
);

function useBoundary(pinId: string) {
  const profile = useExplorer((s) => selectProfile(s, pinId));
  const hardware = useExplorer((s) => selectHardware(s, pinId));
  const b = useMemo(
    () => (profile && hardware ? expertBoundaryOf(profile, hardware) : undefined),
    [profile, hardware],
  );
  const explored = useExplorer((s) => own(s.boundaries, pinId));
  const file = useExplorer((s) => selectConfirmedFileBytes(s, pinId));
  const fileLayers = useExplorer((s) => {
    const f = selectPinModelFile(s, pinId);
    return f?.confirmed ? f.inventory.facts.blockCount : undefined;
  });
  return {
    profile,
    hardware,
    b,
    n: explored ?? b?.pinned,
    explored: explored !== undefined,
    file,
    fileLayers,
  };
}

/** Why the typed text is not an N to explore, or undefined (the N in force is always fine). */
const problemOf = (b: ExpertBoundary, text: string, n: number, fileLayers: number | undefined) =>
  text.trim() === ''
    ? 'Type N, a whole number of layers.'
    : Number(text) === n
      ? undefined
      : boundaryProblem(b, Number(text), fileLayers);

export function ExpertBoundaryControl({ pinId }: { pinId: string }) {
  const id = useId();
  const { profile, hardware, b, n, explored, file, fileLayers } = useBoundary(pinId);
  const moved = useExplorer((s) => s.expertBoundaryMoved);
  // The field's own text: what the person types, until the store's N changes (Reset, a link).
  const [typed, setTyped] = useState({ n, text: String(n ?? '') });
  const text = typed.n === n ? typed.text : String(n ?? '');
  if (!profile || !hardware || !b || n === undefined) return null;
  const { max } = boundaryRange(b, fileLayers);
  const problem = problemOf(b, text, n, fileLayers);
  const ctx: Ctx = { profile, hardware, b, file, layers: fileLayers ?? b.layers };
  const onChange = (value: string) => {
    setTyped({ n, text: value });
    const k = Number(value);
    if (value.trim() !== '' && boundaryProblem(b, k, fileLayers) === undefined) {
      setTyped({ n: k, text: value });
      moved(pinId, k);
    }
  };
  return (
    <section className="expert-boundary" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`} className="expert-boundary-title">
        Explore <code>--n-cpu-moe N</code>
      </h3>
      <p className="muted small">
        The recipe passes N = {b.pinned}. llama.cpp keeps the routed experts of the first N layers in host
        RAM; the experts of the later layers go where their layer goes.
      </p>
      <div className="expert-boundary-field">
        <label htmlFor={`${id}-n`}>N, the layers whose experts stay in host RAM</label>
        <input
          id={`${id}-n`}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={text}
          aria-invalid={problem !== undefined}
          aria-describedby={`${id}-result`}
          onChange={(e) => onChange(e.target.value)}
        />
        <button
          type="button"
          className="board-button"
          disabled={!explored}
          onClick={() => moved(pinId, undefined)}
        >
          Back to the recipe’s N ({b.pinned})
        </button>
      </div>
      <BoundaryResult id={`${id}-result`} ctx={ctx} n={n} explored={explored} problem={problem} />
      <BoundaryRule />
    </section>
  );
}
