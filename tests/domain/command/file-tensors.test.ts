/**
 * With a model file header, each -ot pattern runs against the file's real tensor names:
 * what it placed, what an earlier pattern had claimed (first wins), and which patterns match
 * nothing; layers are counted from the file; each part gets the exact file bytes of its
 * tensors. The fixture is a made-up file listing (names as llama.cpp writes them, bytes given
 * per tensor), so every expected sum is the fixture's own arithmetic.
 */
import type { ModelFacts } from '../../../src/domain/command/model-facts';
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
  const { loadBundled } = await import('../../helpers/load-bundled');
  const loaded = loadBundled();
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
