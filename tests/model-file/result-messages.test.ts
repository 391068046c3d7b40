/**
 * The reading worker sends an inventory's tensors to the page in pieces before its answer, so
 * the page unpacks them a piece at a time (src/ui/model-file/off-thread.ts): the pieces and the
 * answer put back together are the worker's result, tensor for tensor.
 */
import { expect, test } from 'vitest';
import { resultMessages, withTensors, type WorkerAsk } from '../../src/ui/model-file/off-thread';
import { runReadTask, type TaskResult } from '../../src/ui/model-file/read-task';
import { tensor, writeGguf } from '../helpers/gguf-writer';

async function headersResult(count: number): Promise<TaskResult> {
  const tensors = Array.from({ length: count }, (_, i) => tensor(`blk.${i}.ffn_up.weight`, 'F16', [8, 8]));
  const { header, fileSize } = writeGguf({ metadata: [], tensors });
  const bytes = new Uint8Array(Number(fileSize));
  bytes.set(header);
  const file = new File([bytes.buffer as ArrayBuffer], 'model.gguf');
  return runReadTask(
    { kind: 'headers', sources: [{ name: file.name, size: file.size, file }], family: 'llama.cpp' },
    { progress: () => undefined, read: () => Promise.reject(new Error('no page-side source')) },
  );
}

/** The page's side: the pieces' tensors, then the answer with them put back. */
function receive(messages: WorkerAsk[]) {
  const tensors = messages.flatMap((m) => (m.type === 'tensors' ? m.tensors : []));
  const done = messages.at(-1)!;
  if (done.type !== 'done') throw new Error('the answer is not last');
  return withTensors(structuredClone(done.result), tensors);
}

test('5,000 tensors: three pieces of at most 2,048, then the answer; put back, the same result', async () => {
  const result = await headersResult(5000);
  const messages = resultMessages(result);
  expect(messages.map((m) => (m.type === 'tensors' ? m.tensors.length : m.type))).toEqual([
    2048,
    2048,
    904,
    'done',
  ]);
  expect(receive(messages)).toEqual(result);
});

test('an answer that is not an inventory is sent as it is, in one message', () => {
  const failed = { failed: 'the reader stopped' };
  expect(resultMessages(failed)).toEqual([{ type: 'done', result: failed }]);
  const log: TaskResult = { kind: 'log', ok: false, problem: 'too long' };
  expect(resultMessages(log)).toEqual([{ type: 'done', result: log }]);
});
