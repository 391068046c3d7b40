/**
 * Runs a reading task (read-task.ts) in a worker, so a 50 MB log or a header of tens of
 * thousands of tensors never blocks the page: progress comes back as it goes, Cancel
 * terminates the worker at once, and the bytes of an address are fetched here, on the page,
 * under its Content-Security-Policy, when the worker asks. Where there is no Worker (tests in
 * jsdom) or it cannot start, the same task runs here, checking the signal between chunks.
 */
import type { InventoryTensor } from '../../domain/model-file/inventory';
import { runReadTask, type ReadTask, type TaskProgress, type TaskResult } from './read-task';

/** What the page sends the worker. */
export type WorkerAnswer =
  { type: 'run'; task: ReadTask } | { type: 'bytes'; id: number; bytes?: Uint8Array; error?: string };
/** What the worker sends the page: an inventory's tensors come in pieces before `done`. */
export type WorkerAsk =
  | { type: 'progress'; progress: TaskProgress }
  | { type: 'read'; id: number; source: number; offset: number; length: number }
  | { type: 'tensors'; tensors: InventoryTensor[] }
  | { type: 'done'; result: TaskResult | { failed: string } };

/**
 * Tensors per message: the page unpacks each message in a task of its own, and unpacking the
 * 32,768 tensors of a header at the reader's limit in one held the page for 0.6 s (issue 32).
 */
const TENSORS_PER_MESSAGE = 2048;

/** A result as the worker sends it: an inventory's tensors first, in pieces, then the rest. */
export function resultMessages(result: TaskResult | { failed: string }): WorkerAsk[] {
  if (!('kind' in result) || result.kind !== 'headers' || !result.outcome.ok)
    return [{ type: 'done', result }];
  const { inventory } = result.outcome;
  const pieces: WorkerAsk[] = [];
  for (let i = 0; i < inventory.tensors.length; i += TENSORS_PER_MESSAGE)
    pieces.push({ type: 'tensors', tensors: inventory.tensors.slice(i, i + TENSORS_PER_MESSAGE) });
  const outcome = { ...result.outcome, inventory: { ...inventory, tensors: [] } };
  return [...pieces, { type: 'done', result: { ...result, outcome } }];
}

/** The result again, its inventory holding the tensors that came before it. */
export function withTensors(result: TaskResult | { failed: string }, tensors: InventoryTensor[]) {
  if (!('kind' in result) || result.kind !== 'headers' || !result.outcome.ok) return result;
  result.outcome.inventory.tensors = tensors;
  return result;
}

export type OffThreadOutcome = TaskResult | { failed: string } | { cancelled: true };
export type PageSide = {
  progress(p: TaskProgress): void;
  read(source: number, offset: number, length: number): Promise<Uint8Array>;
};

async function onThisThread(task: ReadTask, page: PageSide, signal: AbortSignal): Promise<OffThreadOutcome> {
  try {
    return await runReadTask(task, { ...page, signal });
  } catch (e) {
    if (signal.aborted) return { cancelled: true };
    return { failed: (e as Error).message || 'the file could not be read' };
  }
}

export function readOffThread(
  task: ReadTask,
  page: PageSide,
  signal: AbortSignal,
): Promise<OffThreadOutcome> {
  if (typeof Worker === 'undefined') return onThisThread(task, page, signal);
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./read.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(onThisThread(task, page, signal));
      return;
    }
    let started = false;
    const tensors: InventoryTensor[] = [];
    const finish = (outcome: OffThreadOutcome | Promise<OffThreadOutcome>) => {
      worker.terminate();
      signal.removeEventListener('abort', cancel);
      resolve(outcome);
    };
    const cancel = () => finish({ cancelled: true });
    signal.addEventListener('abort', cancel, { once: true });
    const answer = (m: WorkerAnswer) => worker.postMessage(m);
    worker.onmessage = (e: MessageEvent<WorkerAsk>) => {
      started = true;
      const m = e.data;
      if (m.type === 'progress') page.progress(m.progress);
      else if (m.type === 'tensors') for (const t of m.tensors) tensors.push(t);
      else if (m.type === 'done') finish(withTensors(m.result, tensors));
      else
        page.read(m.source, m.offset, m.length).then(
          (bytes) => answer({ type: 'bytes', id: m.id, bytes }),
          (error: unknown) =>
            answer({ type: 'bytes', id: m.id, error: (error as Error).message || 'could not be read' }),
        );
    };
    // A worker that cannot start (no module workers, a policy): the same work, here.
    worker.onerror = (e) => {
      e.preventDefault();
      finish(started ? { failed: e.message || 'the reader stopped' } : onThisThread(task, page, signal));
    };
    if (signal.aborted) cancel();
    else answer({ type: 'run', task });
  });
}
