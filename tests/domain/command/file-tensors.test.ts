/**
 * With a model file header, each -ot pattern runs against the file's real tensor names:
 * what it placed, what an earlier pattern had claimed (first wins), and which patterns match
 * nothing; layers are counted from the file; each part gets the exact file bytes of its
 * tensors. The fixture is a made-up file listing (names as llama.cpp writes them, bytes given
 * per tensor), so every expected sum is the fixture's own arithmetic.
 */
import type { ModelFacts } from '../../../src/domain/command/model/model-facts';
import { readCommand } from '../../../src/domain/command/read-command';
import { parseRuntime } from '../../../src/domain/command/runtime';

const LAYERS = 6;
const EXPERT = 1000; // bytes of each expert tensor (up, down, gate) of a layer
const OTHER = 10; // bytes of every other tensor
/** Layer 0 is dense (no experts), as GLM's first layers are; layers 1-5 are MoE. */
function fixture(): ModelFacts {
  const tensors: { name: string; bytes: number }[] = [
    { name: 'token_embd.weight', bytes: 500 },
    { name: 'output_norm.weight', bytes: OTHER },
    { name: 'output.weight', bytes: 700 },
  ];
  for (let l = 0; l < LAYERS; l++) {
    for (const t of ['attn_norm', 'attn_q', 'attn_k', 'attn_v', 'attn_output', 'ffn_norm'])
      tensors.push({ name: `blk.${l}.${t}.weight`, bytes: OTHER });
    if (l === 0)
      for (const t of ['ffn_gate', 'ffn_up', 'ffn_down'])
        tensors.push({ name: `blk.0.${t}.weight`, bytes: OTHER });
    else {
      tensors.push({ name: `blk.${l}.ffn_gate_inp.weight`, bytes: OTHER });
      for (const t of ['ffn_gate_exps', 'ffn_up_exps', 'ffn_down_exps'])
        tensors.push({ name: `blk.${l}.${t}.weight`, bytes: EXPERT });
    }
  }
  return { tensors, from: 'a test fixture' };
}
const rt = (s: string) => {
  const r = parseRuntime(s);
  if (!r.ok) throw new Error(r.message);
  return r.runtime;
};
const read = (cmd: string, runtime = 'llama.cpp@2026-03-01') =>
  readCommand(cmd, { runtime: rt(runtime), model: fixture() });
const host = (r: ReturnType<typeof read>, id: string) =>
  r.components
    .find((c) => c.id === id)!
    .parts.filter((p) => p.residence.kind === 'tier' && p.residence.tier === 'host-ram');

it('counts what each pattern placed, what it found already placed, and the ones that match nothing', () => {
  const r = read(
    'llama-server -ngl 99 -ot "blk\\.[12]\\.ffn_.*_exps=CPU" -ot "exps=CUDA0" -ot "blk\\.9\\.=CPU"',
  );
  expect(r.patterns.map((p) => [p.pattern, p.placed, p.shadowed, p.on])).toEqual([
    ['blk\\.[12]\\.ffn_.*_exps', 6, 0, 'file'],
    ['exps', 9, 6, 'file'],
    ['blk\\.9\\.', 0, 0, 'file'],
  ]);
  expect(r.conflicts).toHaveLength(1);
});

it('gives each part the exact file bytes of its tensors', () => {
  const r = read('llama-server -ngl 99 --n-cpu-moe 3');
  // --n-cpu-moe 3: the experts of layers 0-2; layer 0 has none, so layers 1 and 2.
  const parts = host(r, 'routed-experts');
  expect(parts.map((p) => [p.layers, p.fileBytes, p.tensorCount])).toEqual([
    [{ kind: 'ranges', ranges: [[1, 2]] }, 2 * 3 * EXPERT, 6],
  ]);
  const gpu = r.components
    .find((c) => c.id === 'routed-experts')!
    .parts.find((p) => p.residence.kind === 'tier' && p.residence.tier === 'gpu-memory')!;
  expect(gpu.fileBytes).toBe(3 * 3 * EXPERT);
});

it('ik_llama.cpp after #2262 counts back over the layers that have experts', () => {
  const r = read('llama-server -ngl 99 --n-cpu-moe 5', 'ik_llama.cpp@+2262');
  expect(host(r, 'routed-experts').map((p) => p.layers)).toEqual([{ kind: 'ranges', ranges: [[1, 5]] }]);
});

it('reads the layer count from the file and leaves out groups the file does not have', () => {
  const r = read('llama-server -ngl 99');
  expect(r.unknowns.join(' ')).not.toMatch(/layer count is not known/);
  expect(r.components.map((c) => c.id)).not.toContain('shared-experts');
  const dense = r.components.find((c) => c.id === 'dense-ffn')!;
  expect(dense.parts.map((p) => [p.layers, p.fileBytes])).toEqual([
    [{ kind: 'ranges', ranges: [[0, 0]] }, 3 * OTHER],
  ]);
});

it('a draft from it carries each component\u2019s exact file bytes and each part\u2019s, and validates', async () => {
  const { draftProfile } = await import('../../../src/domain/command/draft/draft-profile');
  const { validateProfile } = await import('../../../src/profiles/validate');
  const { catalogue } = await import('../../helpers/commands');
  const loaded = catalogue();
  const hardware = loaded.hardware.find((h) => h.id === 'rtx-3090-24gb-64gb-ddr4')!;
  const command = 'llama-server -ngl 99 --n-cpu-moe 3';
  const draft = draftProfile({ command, reading: read(command), hardware, checked: '2026-12-01' });
  expect(validateProfile('draft.json', JSON.stringify(draft), loaded.hardware).errors).toEqual([]);
  const experts = draft.components.find((c) => c.id === 'routed-experts')!;
  expect(experts.fileBytes).toBe(5 * 3 * EXPERT);
  const split = (experts.asPinned as { split: { share: string }[] }).split;
  expect(split.map((p) => p.share)).toEqual([
    `${(2 * 3 * EXPERT).toLocaleString('en-US')} bytes of the file (6 tensors, exact from its header)`,
    `${(3 * 3 * EXPERT).toLocaleString('en-US')} bytes of the file (9 tensors, exact from its header)`,
  ]);
});

it('-ngl 2 on 6 layers: each side carries only its own tensors\u2019 bytes and count (issue 27)', () => {
  // The output layer is the first slot -ngl offloads, so -ngl 2 puts the output layer and
  // layer 5 on the GPU and layers 0-4 in host RAM.
  const r = read('llama-server -ngl 2');
  const attention = r.components.find((c) => c.id === 'attention')!;
  const where = (tier: string) =>
    attention.parts.filter((p) => p.residence.kind === 'tier' && p.residence.tier === tier);
  expect(where('gpu-memory').map((p) => [p.fileBytes, p.tensorCount])).toEqual([[4 * OTHER, 4]]);
  expect(where('host-ram').map((p) => [p.fileBytes, p.tensorCount])).toEqual([[5 * 4 * OTHER, 20]]);
});

it('an MTP layer is listed as not loaded, counted in -ngl, and has no KV cache', () => {
  const model = fixture();
  const mtp = ['attn_norm', 'attn_q', 'ffn_gate_inp', 'ffn_up_exps', 'nextn.eh_proj', 'nextn.enorm'].map(
    (t) => ({ name: `blk.6.${t}.weight`, bytes: OTHER }),
  );
  const facts: ModelFacts = { ...model, layers: 7, nextnLayers: 1, tensors: [...model.tensors!, ...mtp] };
  const r = readCommand('llama-server -ngl 99', { runtime: rt('llama.cpp@2026-03-01'), model: facts });
  const row = r.components.find((c) => c.id === 'mtp')!;
  expect(row.parts.map((p) => [p.residence, p.layers, p.fileBytes, p.tensorCount])).toEqual([
    [{ kind: 'not-loaded' }, { kind: 'ranges', ranges: [[6, 6]] }, 6 * OTHER, 6],
  ]);
  // No other row claims a tensor of layer 6.
  for (const c of r.components.filter((x) => x.id !== 'mtp' && x.id !== 'kv-cache'))
    for (const p of c.parts)
      if (p.layers?.kind === 'ranges') expect(p.layers.ranges.some(([, b]) => b === 6)).toBe(false);
  const kv = r.components.find((c) => c.id === 'kv-cache')!;
  expect(kv.parts.map((p) => p.layers)).toEqual([{ kind: 'ranges', ranges: [[0, 5]] }]);
});
