/**
 * Reads the headers of the files a person picked (every split or shard of one model, and a
 * safetensors index if given) or of one https address, one file after another, reporting
 * progress and stopping when cancelled. Returns one inventory, or the problem that stopped it.
 */
import { describeHeaderProblem } from '../../domain/model-file/header-error';
import type { RuntimeFamily } from '../../domain/model-file/ggml-types';
import { buildInventory, type Inventory } from '../../domain/model-file/inventory';
import { readModelHeader, type ModelHeader } from '../../domain/model-file/read-header';
import { parseSafetensorsIndex, type SafetensorsIndex } from '../../domain/model-file/shards';
import { blobSource, httpSource, type CountingSource } from './byte-sources';

export type ReadProgress = { done: number; total: number; file: string };
export type ReadOutcome =
  | { ok: true; inventory: Inventory; bytesRead: number }
  | { ok: false; problem: string }
  | { ok: false; cancelled: true };

const MAX_INDEX_BYTES = 64 * 1024 * 1024;

export async function readModelFiles(
  input: { files: File[] } | { url: string },
  family: RuntimeFamily,
  onProgress: (p: ReadProgress) => void,
  signal: AbortSignal,
): Promise<ReadOutcome> {
  const headers: ModelHeader[] = [];
  let index: SafetensorsIndex | undefined;
  let bytesRead = 0;
  try {
    const sources: (() => Promise<CountingSource>)[] = [];
    if ('url' in input) sources.push(() => httpSource(input.url, signal));
    else
      for (const f of input.files) {
        if (f.name.endsWith('.json')) {
          if (f.size > MAX_INDEX_BYTES)
            return { ok: false, problem: `${f.name} is too large for a safetensors index` };
          const parsed = parseSafetensorsIndex(f.name, await f.text());
          if ('problem' in parsed) return { ok: false, problem: parsed.problem };
          index = parsed;
        } else sources.push(() => Promise.resolve(blobSource(f, signal)));
      }
    if (sources.length === 0)
      return { ok: false, problem: 'no model file was chosen (a .gguf or .safetensors file)' };
    for (let i = 0; i < sources.length; i++) {
      signal.throwIfAborted();
      const source = await sources[i]!();
      onProgress({ done: i, total: sources.length, file: source.name });
      const r = await readModelHeader(source);
      bytesRead += source.bytesRead();
      if (!r.ok) return { ok: false, problem: describeHeaderProblem(r.problem) };
      headers.push(r.header);
    }
    onProgress({ done: sources.length, total: sources.length, file: '' });
    return { ok: true, inventory: buildInventory(headers, { family, index }), bytesRead };
  } catch (e) {
    if (signal.aborted) return { ok: false, cancelled: true };
    return { ok: false, problem: (e as Error).message || 'the file could not be read' };
  }
}
