/**
 * Rebuilding the drafts kept from an earlier visit off the page's main thread: reading one
 * hostile stored command (100 kB of flags) and checking its profile took from 0.3 to 2 s on a
 * busy machine, which held start-up, so each is read and checked in a worker
 * (build-drafts.worker.ts) and handed back to be opened. Where there is no Worker (tests in
 * jsdom), or it cannot start, each is read here in a task of its own. Either way the page gets
 * what a draft's board reads of its setup (domain/setup/board-setup.ts): a hostile command's
 * whole reading (5,661 flags and megabytes of accounting) took longer to unpack from the
 * worker's message than any other task of start-up.
 */
import type { ModelHeader } from '../../domain/model-file/read-header';
import type { Hardware } from '../../domain/profile/schema/hardware';
import { headerFromKept } from '../../domain/setup/kept-header';
import { boardSetup, type BoardSetup } from '../../domain/setup/board-setup';
import type { Setup } from '../../domain/setup/read-setup';
import type { LocalFileOutcome } from '../../state/types';
import type { DraftRequest } from './draft-storage';
import { buildDraft, draftOutcomes } from './open-draft';

export type BuildRequest = { drafts: DraftRequest[]; hardware: Hardware[] };
/**
 * A draft rebuilt and checked, or one that cannot be (its hardware is no longer served, its
 * kept model header is not one this code wrote): never opened half-built, and said why.
 * `name`: the draft as the person knows it, for a check that refuses it.
 */
export type BuiltOrNot =
  { id: string; name: string; outcomes: LocalFileOutcome[]; setup: Setup } | { notOpened: string };
/** A draft as the page opens it: what its board reads of the setup, not the whole reading. */
export type Handed =
  { id: string; name: string; outcomes: LocalFileOutcome[]; setup: BoardSetup } | { notOpened: string };
type Each = (b: BuiltOrNot) => Promise<void>;
type EachHanded = (b: Handed) => Promise<void>;

/** What the worker posts for a draft, and the page opens: no more than the draft's board reads. */
export const handed = (b: BuiltOrNot): Handed => ('setup' in b ? { ...b, setup: boardSetup(b.setup) } : b);

const nextTask = () => new Promise((next) => setTimeout(next, 0));

/** Each draft in order, rebuilt and checked as a file; hardware one draft describes is known to the next. */
export async function rebuild({ drafts, hardware }: BuildRequest, each: Each): Promise<void> {
  const known = [...hardware];
  for (const d of drafts) {
    await nextTask();
    const headers = await keptHeaders(d);
    const b = headers.ok ? buildDraft(d, known, headers.headers) : headers;
    if (!b.ok) {
      await each({ notOpened: `${draftName(d)} did not open: ${b.message}` });
      continue;
    }
    const outcomes = await draftOutcomes(b, known);
    if (b.generated && !known.some((h) => h.id === b.hardware.id)) known.push(b.hardware);
    await each({ id: b.draft.id, name: draftName(d), outcomes, setup: b.setup });
  }
}

/** A kept draft as the person knows it: the start of the command they pasted. */
const draftName = (d: DraftRequest): string => {
  const start = d.command.trim().slice(0, 60);
  return `The draft "${start}${d.command.trim().length > 60 ? '…' : ''}"`;
};

/**
 * The model file header a draft kept, checked by its schema (loaded only for a draft that
 * kept one): a list this code did not write is refused, and the draft is not opened.
 */
async function keptHeaders(
  d: DraftRequest,
): Promise<{ ok: true; headers: ModelHeader[] | undefined } | { ok: false; message: string }> {
  if (d.model === undefined) return { ok: true, headers: undefined };
  await import('../../profiles/zod-jitless');
  const { readKeptHeaders } = await import('../../domain/profile/schema/kept-model-header');
  const r = readKeptHeaders(d.model);
  return r.ok ? { ok: true, headers: r.kept.map(headerFromKept) } : r;
}

/** Calls `each` with every draft in order; resolves once all have been handed over. */
export function buildDrafts(req: BuildRequest, each: EachHanded): Promise<void> {
  const here = (r: BuildRequest) => rebuild(r, (b) => each(handed(b)));
  if (typeof Worker === 'undefined') return here(req);
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./build-drafts.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(here(req));
      return;
    }
    let received = 0;
    // Hardware the drafts received so far describe: known to the drafts read here if the worker stops.
    const known = [...req.hardware];
    // Opened one after another, in the order they were kept.
    let opening = Promise.resolve();
    worker.onmessage = (e: MessageEvent<Handed>) => {
      received++;
      // Unpacking the draft is this task; opening it and drawing the board comes in a task of
      // its own, so start-up is never held by both at once.
      const built = e.data;
      if ('outcomes' in built)
        for (const o of built.outcomes) if (o.kind === 'hardware') known.push(o.hardware);
      opening = opening.then(nextTask).then(() => each(built));
      if (received === req.drafts.length) {
        worker.terminate();
        resolve(opening);
      }
    };
    worker.onerror = (e) => {
      e.preventDefault();
      worker.terminate();
      // The drafts not yet received are read here.
      resolve(opening.then(() => here({ drafts: req.drafts.slice(received), hardware: known })));
    };
    worker.postMessage(req);
  });
}
