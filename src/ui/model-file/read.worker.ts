/**
 * The worker that reads a person's own files (read-task.ts), so the page never waits for it.
 * It asks the page for the bytes of a source it cannot read itself (an address) and waits for
 * the answer; the page stops it (terminate) when the person cancels.
 */
import { resultMessages, type WorkerAnswer, type WorkerAsk } from './off-thread';
import { runReadTask } from './read-task';

const waiting = new Map<number, { resolve(b: Uint8Array): void; reject(e: Error): void }>();
let next = 0;
const say = (m: WorkerAsk) => postMessage(m);

self.onmessage = async (e: MessageEvent<WorkerAnswer>) => {
  const m = e.data;
  if (m.type === 'bytes') {
    const w = waiting.get(m.id);
    waiting.delete(m.id);
    if (m.bytes) w?.resolve(m.bytes);
    else w?.reject(new Error(m.error));
    return;
  }
  const result = await runReadTask(m.task, {
    progress: (progress) => say({ type: 'progress', progress }),
    read: (source, offset, length) =>
      new Promise((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve, reject });
        say({ type: 'read', id, source, offset, length });
      }),
  }).catch((error: unknown) => ({ failed: (error as Error).message || 'the file could not be read' }));
  for (const m of resultMessages(result)) say(m);
};
