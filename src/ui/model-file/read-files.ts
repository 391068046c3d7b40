/**
 * Reads the headers of the files a person picked (every split or shard of one model, and a
 * safetensors index if given) or of one https address, one file after another, off the page's
 * main thread (off-thread.ts), reporting progress and stopping when cancelled. Returns one
 * inventory, or the problem that stopped it. An address is fetched here, on the page, when the
 * reader asks for its bytes.
 */
import type { RuntimeFamily } from '../../domain/model-file/ggml-types';
import type { Inventory } from '../../domain/model-file/inventory';
import { httpSource, type CountingSource } from './byte-sources';
import { rememberShown } from './inventory-shown';
import { readOffThread } from './off-thread';
import type { ReadTask, SourceSpec } from './read-task';

export type ReadProgress = { done: number; total: number; file: string };
export type ReadOutcome =
  | { ok: true; inventory: Inventory; bytesRead: number }
  | { ok: false; problem: string }
  | { ok: false; cancelled: true };

export async function readModelFiles(
  input: { files: File[] } | { url: string },
  family: RuntimeFamily,
  onProgress: (p: ReadProgress) => void,
  signal: AbortSignal,
): Promise<ReadOutcome> {
  const task: Extract<ReadTask, { kind: 'headers' }> = { kind: 'headers', sources: [], family };
  // Sources only the page reads (an address), by their place in task.sources.
  const remote = new Map<number, CountingSource>();
  try {
    if ('url' in input) {
      const source = await httpSource(input.url, signal);
      remote.set(0, source);
      task.sources.push({ name: source.name, size: source.size });
    } else
      for (const f of input.files) {
        if (f.name.endsWith('.json')) task.index = { name: f.name, file: f };
        else task.sources.push({ name: f.name, size: f.size, file: f } satisfies SourceSpec);
      }
  } catch (e) {
    if (signal.aborted) return { ok: false, cancelled: true };
    return { ok: false, problem: (e as Error).message || 'the file could not be read' };
  }
  if (task.sources.length === 0)
    return { ok: false, problem: 'no model file was chosen (a .gguf or .safetensors file)' };
  const outcome = await readOffThread(
    task,
    {
      progress: (p) => onProgress(p),
      read: (i, offset, length) => remote.get(i)!.read(offset, length),
    },
    signal,
  );
  if ('cancelled' in outcome) return { ok: false, cancelled: true };
  if ('failed' in outcome) return { ok: false, problem: outcome.failed };
  if (outcome.kind !== 'headers') return { ok: false, problem: 'the reader answered another question' };
  const r = outcome.outcome;
  if (!r.ok) return r;
  rememberShown(r.inventory, r.shown);
  const overWire = [...remote.values()].reduce((n, s) => n + s.bytesRead(), 0);
  return { ok: true, inventory: r.inventory, bytesRead: r.bytesRead + overWire };
}
