/**
 * One vocabulary (issue 28, item 1): a tensor name lands in the same component whichever
 * reader meets it: the header reader (a GGUF header's inventory), the log reader (a load log's
 * tensor list) and the command reader (its tensor groups). The names are every tensor that
 * gguf-py's MODEL_TENSORS lists for the architectures of the conformance runs (llama.cpp
 * v0.5.0's own gguf-py, stored as a fixture), laid out as a model would be: two layers and, for
 * glm4moe, a NextN layer after them, plus every header the conformance runs stored.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { groupOf } from '../../src/domain/command/llamacpp/file-tensors';
import { modelFactsFromInventory } from '../../src/domain/command/model/model-from-inventory';
import { fileSlots } from '../../src/domain/command/llamacpp/file-tensors';
import { inventoryFromLog } from '../../src/domain/load-log/log-inventory';
import type { Inventory } from '../../src/domain/model-file/inventory';
import { inventoryOf } from '../helpers/model-files';

const FIXTURE = JSON.parse(
  readFileSync(join(__dirname, '../fixtures/tensor-names/gguf-py-v050.json'), 'utf8'),
) as { architectures: Record<string, string[]> };

const F32 = 0;
/** A model's tensor names: each per-layer name at layers 0 and 1, NextN names at layer 2. */
function modelNames(names: readonly string[]): string[] {
  const out: string[] = [];
  for (const n of names) {
    if (!n.startsWith('blk.3.')) out.push(n);
    else if (n.includes('.nextn.')) out.push(n.replace('blk.3.', 'blk.2.'));
    else for (const l of [0, 1]) out.push(n.replace('blk.3.', `blk.${l}.`));
  }
  return out;
}

async function headerInventory(arch: string, names: readonly string[]): Promise<Inventory> {
  const mtp = names.some((n) => n.includes('.nextn.'));
  return inventoryOf(`${arch}.gguf`, {
    metadata: [
      ['general.architecture', { type: 'string', value: arch }],
      [`${arch}.block_count`, { type: 'u32', value: mtp ? 3 : 2 }],
      ...(mtp ? [[`${arch}.nextn_predict_layers`, { type: 'u32', value: 1 }] as [string, never]] : []),
    ],
    tensors: names.map((name) => ({ name, shape: [4], typeId: F32, bytes: 16n })),
  });
}

/** The three readers' answers for every tensor of one inventory. */
function answers(inv: Inventory) {
  const fromLog = inventoryFromLog(
    'load.log',
    inv.tensors.map((t, i) => ({ index: i, name: t.name, type: 'f32', shape: t.shape, line: i + 1 })),
    inv.tensors.length,
    'llama.cpp',
  );
  const logOf = new Map(fromLog.tensors.map((t) => [t.name, t.component]));
  // The command reader as it reads a header's names alone (no component handed to it).
  const facts = modelFactsFromInventory(inv);
  const slots = fileSlots({ ...facts, tensors: facts.tensors!.map(({ name, bytes }) => ({ name, bytes })) })!;
  const commandOf = new Map<string, string>();
  for (const [groupId, byTensor] of slots.groups)
    for (const byLayer of byTensor.values())
      for (const slot of byLayer.values()) commandOf.set(slot.name, groupId);
  return inv.tensors.map((t) => ({
    name: t.name,
    header: t.component,
    log: logOf.get(t.name),
    command: commandOf.has(t.name) ? groupOf(t.name, t.component)?.group.component : 'no group',
  }));
}

describe.each(Object.entries(FIXTURE.architectures))(
  '%s: every tensor name, one component',
  (arch, names) => {
    it('the header, the log and the command readers agree', async () => {
      const inv = await headerInventory(arch, modelNames(names));
      for (const a of answers(inv)) {
        expect(a.log, a.name).toBe(a.header);
        // A name the command reader has no group for is one the header calls "other" or "vision".
        if (a.command === 'no group') expect(['other', 'vision'], a.name).toContain(a.header);
        else expect(a.command, a.name).toBe(a.header);
      }
    });
  },
);

it('the five names the readers used to split agree', async () => {
  const inv = await headerInventory('glm4moe', modelNames(FIXTURE.architectures.glm4moe!));
  const byName = new Map(answers(inv).map((a) => [a.name, a]));
  expect(
    ['output_norm.weight', 'blk.0.attn_norm.weight', 'token_embd.weight', 'blk.2.nextn.eh_proj.weight'].map(
      (n) => [n, byName.get(n)!.command],
    ),
  ).toEqual([
    ['output_norm.weight', 'norms'],
    ['blk.0.attn_norm.weight', 'norms'],
    ['token_embd.weight', 'embeddings'],
    ['blk.2.nextn.eh_proj.weight', 'mtp'],
  ]);
  // ffn_norm is not among glm4moe's names; llama's has it.
  const llama = await headerInventory('llama', modelNames(FIXTURE.architectures.llama!));
  expect(answers(llama).find((a) => a.name === 'blk.1.ffn_norm.weight')!.command).toBe('norms');
});

/** Headers the conformance runs stored (issue 27), when present: each one through all readers. */
const RUNS = join(__dirname, '../fixtures/llama-runs');
const stored = existsSync(RUNS)
  ? readdirSync(RUNS, { recursive: true, encoding: 'utf8' }).filter((f) => /\.gguf$/.test(f))
  : [];
if (stored.length)
  it.each(stored)('stored header %s: one answer per name', async (f) => {
    const { readFile } = await import('../helpers/model-files');
    const { buildInventory } = await import('../../src/domain/model-file/inventory');
    const { header } = await readFile(join(RUNS, f));
    for (const a of answers(buildInventory([header], { family: 'llama.cpp' }))) {
      expect(a.log, a.name).toBe(a.header);
      if (a.command !== 'no group') expect(a.command, a.name).toBe(a.header);
    }
  });
