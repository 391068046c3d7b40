/**
 * Drafts from pasted commands are kept across reloads as what the person typed; whatever else
 * sits under the key (another program's value, a hand-edited one) is dropped, never trusted.
 */
import { DRAFTS_KEY } from '../../src/ui/command/draft-names';
import { loadDrafts, saveDraft } from '../../src/ui/command/draft-storage';

class MemoryStorage {
  map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear = () => this.map.clear();
  key = (i: number) => [...this.map.keys()][i] ?? null;
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
  removeItem = (k: string) => void this.map.delete(k);
}

it('keeps what was typed, and each draft once', () => {
  const s = new MemoryStorage() as unknown as Storage;
  const d = {
    command: 'llama-server -ngl 99',
    runtime: 'llama.cpp@b6089',
    hardware: { id: 'rtx-3090-24gb-64gb-ddr4' },
    layers: 36,
  };
  saveDraft(d, s);
  saveDraft(d, s);
  saveDraft({ command: 'vllm serve m', hardware: { gpus: 2, gpuMemory: '80 GB' } }, s);
  expect(loadDrafts(s)).toEqual([d, { command: 'vllm serve m', hardware: { gpus: 2, gpuMemory: '80 GB' } }]);
});

it.each([
  ['not JSON', '{'],
  ['not a list', '{"command": "x"}'],
  ['a draft without hardware', '[{"command": "x"}]'],
  ['a layer count that is not a count', '[{"command": "x", "hardware": {"id": "h"}, "layers": -3}]'],
  ['a command of 200 kB', JSON.stringify([{ command: 'x'.repeat(200_000), hardware: { id: 'h' } }])],
])('drops %s', (_name, raw) => {
  const s = new MemoryStorage() as unknown as Storage;
  s.setItem(DRAFTS_KEY, raw);
  expect(loadDrafts(s)).toEqual([]);
});
