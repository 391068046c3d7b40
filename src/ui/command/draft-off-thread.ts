/**
 * Reading a pasted command into a draft, with the headers of the model files picked beside it,
 * off the page's main thread: a paste of 1 MB or of 100,000 -ot flags took 0.6 to 1.7 s to
 * read, and a header of tens of thousands of tensors more, which held the dialog (issue 32).
 * The reading runs in a worker (draft.worker.ts) and comes back as data; where there is no
 * Worker (tests in jsdom) or it cannot start, the same work runs here.
 */
import type { ModelHeader } from '../../domain/model-file/read-header';
import type { Hardware } from '../../domain/profile/schema/hardware';
import type { DraftRequest } from './draft-storage';
import { buildDraft, type Drafted } from './open-draft';
import { readModelFiles } from './read-model-file';

export type DraftInput = { request: DraftRequest; hardware: readonly Hardware[]; files: readonly File[] };
/** The draft (its setup holds the model files' inventory), or why the files were not read. */
export type DraftAnswer = { ok: true; drafted: Drafted } | { ok: false; message: string };

/** The work itself, in the worker or here. */
export async function makeDraft({ request, hardware, files }: DraftInput): Promise<DraftAnswer> {
  let headers: ModelHeader[] | undefined;
  if (files.length) {
    const r = await readModelFiles(files);
    if (!r.ok) return { ok: false, message: r.message };
    headers = r.headers;
  }
  return { ok: true, drafted: buildDraft(request, hardware, headers) };
}

/**
 * The answer as the worker sends it: without the command and the log the page sent it, which
 * the page still holds (copying a pasted megabyte back held the page; issue 32).
 */
export function withoutPaste(answer: DraftAnswer): DraftAnswer {
  if (!answer.ok || !answer.drafted.ok) return answer;
  const { command: _command, log: _log, ...rest } = answer.drafted.request;
  return { ...answer, drafted: { ...answer.drafted, request: { ...rest, command: '' } } };
}

/** The answer on the page again, with the command and the log it was read from. */
export function withPaste(answer: DraftAnswer, sent: DraftRequest): DraftAnswer {
  if (!answer.ok || !answer.drafted.ok) return answer;
  const { command, log } = sent;
  const request = { ...answer.drafted.request, command, ...(log === undefined ? {} : { log }) };
  return { ...answer, drafted: { ...answer.drafted, request } };
}

/** An error the reading did not expect, said in words rather than lost. */
export const unexpected = (e: unknown): DraftAnswer => ({
  ok: false,
  message: `The command could not be read into a draft: ${(e as Error)?.message || 'the reader stopped'}`,
});

export function draftOffThread(input: DraftInput): Promise<DraftAnswer> {
  const here = () => makeDraft(input).catch(unexpected);
  if (typeof Worker === 'undefined') return here();
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./draft.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(here());
      return;
    }
    worker.onmessage = (e: MessageEvent<DraftAnswer>) => {
      worker.terminate();
      resolve(withPaste(e.data, input.request));
    };
    // A worker that cannot start (no module workers, a policy): the same work, here.
    worker.onerror = (e) => {
      e.preventDefault();
      worker.terminate();
      resolve(here());
    };
    worker.postMessage(input);
  });
}
