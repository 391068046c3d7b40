/**
 * The work of reading a person's own files, as one function that runs in the reading worker
 * (read.worker.ts) or, where there is no Worker (jsdom), here: a load log (picked file or pasted
 * text) read by chunks with progress, then read by the domain's log reader, of which only the
 * lines the app shows are handed back (shown-lines.ts); or model headers,
 * each read through a source that the worker reads itself (a local File) or asks the page for
 * (an address: requests stay under the page's Content-Security-Policy). Returns data only.
 */
import { describeHeaderProblem } from '../../domain/model-file/header-error';
import type { ByteSource } from '../../domain/model-file/byte-source';
import type { RuntimeFamily } from '../../domain/model-file/ggml-types';
import { buildInventory, type Inventory } from '../../domain/model-file/inventory';
import { readModelHeader, type ModelHeader } from '../../domain/model-file/read-header';
import { parseSafetensorsIndex, type SafetensorsIndex } from '../../domain/model-file/shards';
import { LOG_LIMITS } from '../../domain/load-log/log-limits';
import { logReadingLines } from '../../domain/load-log/log-text';
import { readLoadLog } from '../../domain/load-log/read-log';
import { shownLines, type ShownLines } from './shown-lines';
import { inventoryShown, type InventoryShown } from './inventory-shown';

/** A header's source: a local file the reader slices itself, or one only the page can read. */
export type SourceSpec = { name: string; size: number | undefined; file?: Blob };

export type ReadTask =
  | {
      kind: 'log';
      log: Blob | string;
      dryRun: boolean;
      /** Bytes read at a time (LOG_CHUNK); smaller in tests, so chunk edges split characters. */
      chunkBytes?: number;
    }
  | {
      kind: 'headers';
      sources: SourceSpec[];
      index?: { name: string; file: Blob };
      family: RuntimeFamily;
    };

/** `done` of `total`: files for headers, bytes for a log; stage 'lines' once a log's text is in. */
export type TaskProgress = { done: number; total: number; file: string; stage: 'bytes' | 'lines' };

/** `shown`: what the inventory table shows of it, worked out here rather than on the page. */
export type HeadersOutcome =
  | { ok: true; inventory: Inventory; shown: InventoryShown; bytesRead: number }
  | { ok: false; problem: string };
export type TaskResult =
  | ({ kind: 'log'; ok: true } & ShownLines)
  | { kind: 'log'; ok: false; problem: string }
  | { kind: 'headers'; outcome: HeadersOutcome };

export type TaskHooks = {
  progress(p: TaskProgress): void;
  /** Reads bytes of a source that has no `file` (the page's side of an address). */
  read(source: number, offset: number, length: number): Promise<Uint8Array>;
  /** Checked between chunks when the work runs on the page (a worker is terminated instead). */
  signal?: AbortSignal;
};

/** A log file is read in pieces of this size, each one a step of the progress. */
const LOG_CHUNK = 2 * 1024 * 1024;
const MAX_INDEX_BYTES = 64 * 1024 * 1024;

export async function runReadTask(task: ReadTask, hooks: TaskHooks): Promise<TaskResult> {
  if (task.kind === 'log') {
    const text = await logText(task.log, task.chunkBytes ?? LOG_CHUNK, hooks);
    if (typeof text !== 'string') return { kind: 'log', ok: false, problem: text.problem };
    const file = task.log instanceof File ? task.log.name : '';
    // The parse says how far it is, and stops at a Cancel when it runs on the page.
    const onProgress = (done: number, total: number) => {
      hooks.signal?.throwIfAborted();
      hooks.progress({ done, total, file, stage: 'lines' });
    };
    const lines = logReadingLines(readLoadLog(text, { dryRun: task.dryRun, onProgress }));
    return { kind: 'log', ok: true, ...shownLines(lines) };
  }
  return { kind: 'headers', outcome: await readHeaders(task, hooks) };
}

/**
 * A picked log's text, decoded by chunks; refused once it holds more characters than the log
 * reader takes (each character is at least one byte, so a file under the limit in bytes is read whole).
 */
async function logText(
  log: Blob | string,
  chunk: number,
  hooks: TaskHooks,
): Promise<string | { problem: string }> {
  if (typeof log === 'string') return log;
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let length = 0;
  const file = log instanceof File ? log.name : '';
  for (let at = 0; at < log.size; at += chunk) {
    hooks.signal?.throwIfAborted();
    hooks.progress({ done: at, total: log.size, file, stage: 'bytes' });
    const bytes = new Uint8Array(await log.slice(at, at + chunk).arrayBuffer());
    const part = decoder.decode(bytes, { stream: at + chunk < log.size });
    length += part.length;
    if (length > LOG_LIMITS.characters)
      return {
        problem: `the log has more than ${LOG_LIMITS.characters.toLocaleString('en-US')} characters, the most this reader takes`,
      };
    parts.push(part);
  }
  hooks.progress({ done: log.size, total: log.size, file, stage: 'bytes' });
  return parts.join('');
}

/**
 * A header's bytes: sliced from a local file here, counted (the person is told how much was
 * read); or asked of the page, which counts what crosses the wire.
 */
function source(spec: SourceSpec, i: number, hooks: TaskHooks, count: (n: number) => void): ByteSource {
  const { file } = spec;
  return {
    name: spec.name,
    size: spec.size,
    async read(offset, length) {
      hooks.signal?.throwIfAborted();
      if (!file) return hooks.read(i, offset, length);
      const buf = new Uint8Array(await file.slice(offset, offset + length).arrayBuffer());
      count(buf.length);
      return buf;
    },
  };
}

async function readHeaders(
  task: Extract<ReadTask, { kind: 'headers' }>,
  hooks: TaskHooks,
): Promise<HeadersOutcome> {
  let index: SafetensorsIndex | undefined;
  if (task.index) {
    if (task.index.file.size > MAX_INDEX_BYTES)
      return { ok: false, problem: `${task.index.name} is too large for a safetensors index` };
    const parsed = parseSafetensorsIndex(task.index.name, await task.index.file.text());
    if ('problem' in parsed) return { ok: false, problem: parsed.problem };
    index = parsed;
  }
  const headers: ModelHeader[] = [];
  let bytesRead = 0;
  const total = task.sources.length;
  for (const [i, spec] of task.sources.entries()) {
    hooks.progress({ done: i, total, file: spec.name, stage: 'bytes' });
    const r = await readModelHeader(source(spec, i, hooks, (n) => (bytesRead += n)));
    if (!r.ok) return { ok: false, problem: describeHeaderProblem(r.problem) };
    headers.push(r.header);
  }
  hooks.progress({ done: total, total, file: '', stage: 'bytes' });
  const inventory = buildInventory(headers, { family: task.family, index });
  return { ok: true, inventory, shown: inventoryShown(inventory), bytesRead };
}
