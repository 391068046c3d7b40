/**
 * From headers to one inventory: components by name (gguf-py TENSOR_NAMES, HF names per
 * architecture), layers, MTP/NextN layers, unknown types left unknown per runtime family,
 * split GGUF files and safetensors shards as one set, with what is missing said.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { memorySource } from '../../src/domain/model-file/byte-source';
import { buildInventory } from '../../src/domain/model-file/inventory';
import { readModelHeader, type ModelHeader } from '../../src/domain/model-file/read-header';
import { parseSafetensorsIndex, shardName } from '../../src/domain/model-file/shards';
import { partBytes, summarize } from '../../src/domain/model-file/summary';
import { componentOf } from '../../src/domain/model-file/tensor-names';
import { tensor, writeGguf, type GgufSpec } from '../helpers/gguf-writer';

async function header(name: string, bytes: Uint8Array): Promise<ModelHeader> {
  const r = await readModelHeader(memorySource(name, bytes));
  if (!r.ok) throw new Error(r.problem.problem);
  return r.header;
}
const gguf = (name: string, spec: GgufSpec) => {
  const { header: h, fileSize } = writeGguf(spec);
  const bytes = new Uint8Array(Number(fileSize));
  bytes.set(h);
  return header(name, bytes);
};

function safetensors(tensors: Record<string, { dtype: string; shape: number[]; bytes: number }>): Uint8Array {
  let at = 0;
  const json: Record<string, unknown> = { __metadata__: { format: 'pt' } };
  for (const [name, t] of Object.entries(tensors)) {
    json[name] = { dtype: t.dtype, shape: t.shape, data_offsets: [at, at + t.bytes] };
    at += t.bytes;
  }
  const body = new TextEncoder().encode(JSON.stringify(json));
  const out = new Uint8Array(8 + body.length + at);
  new DataView(out.buffer).setBigUint64(0, BigInt(body.length), true);
  out.set(body, 8);
  return out;
}

describe('tensor names to components', () => {
  test.each([
    ['token_embd.weight', 'embeddings'],
    ['output.weight', 'output-head'],
    ['output_norm.weight', 'norms'],
    ['blk.3.attn_kv_a_mqa.weight', 'attention'],
    ['blk.3.attn_norm.weight', 'norms'],
    ['blk.3.ffn_up.weight', 'dense-ffn'],
    ['blk.3.ffn_gate_up_exps.weight', 'routed-experts'],
    ['blk.3.ffn_down_exps.bias', 'routed-experts'],
    ['blk.3.ffn_down_chexps.weight', 'routed-experts'],
    ['blk.3.ffn_up_shexp.weight', 'shared-experts'],
    ['blk.3.ffn_gate_inp_shexp.weight', 'shared-experts'],
    ['blk.3.ffn_gate_inp.weight', 'router'],
    ['blk.3.exp_probs_b.bias', 'router'],
    ['blk.46.nextn.eh_proj.weight', 'mtp'],
    ['v.blk.0.attn_q.weight', 'vision'],
    ['mm.0.weight', 'vision'],
    ['a.blk.0.attn_q.weight', 'other'],
    ['rope_freqs.weight', 'other'],
    ['model.embed_tokens.weight', 'embeddings'],
    ['lm_head.weight', 'output-head'],
    ['model.norm.weight', 'norms'],
    ['model.layers.0.input_layernorm.weight', 'norms'],
    ['model.layers.0.self_attn.q_proj.weight', 'attention'],
    ['model.layers.0.self_attn.sinks', 'attention'],
    ['model.layers.0.mlp.down_proj.weight', 'dense-ffn'],
    ['model.layers.3.mlp.experts.17.down_proj.weight', 'routed-experts'],
    ['model.layers.0.mlp.experts.gate_up_proj_blocks', 'routed-experts'],
    ['model.layers.0.block_sparse_moe.experts.3.w1.weight', 'routed-experts'],
    ['model.layers.3.mlp.shared_experts.up_proj.weight', 'shared-experts'],
    ['model.layers.3.mlp.shared_expert_gate.weight', 'shared-experts'],
    ['model.layers.0.mlp.router.weight', 'router'],
    ['model.layers.3.mlp.gate.weight', 'router'],
    ['model.layers.3.mlp.gate.e_score_correction_bias', 'router'],
    ['model.layers.61.eh_proj.weight', 'mtp'],
    ['visual.blocks.0.attn.qkv.weight', 'vision'],
    ['something.unheard.of', 'other'],
  ])('%s -> %s', (name, component) => {
    expect(componentOf(name).component).toBe(component);
  });
});

describe('inventory', () => {
  test('a NextN layer (nextn_predict_layers, or a layer holding nextn tensors) is MTP as a whole', async () => {
    const h = await gguf('glm.gguf', {
      metadata: [
        ['general.architecture', { type: 'string', value: 'glm4moe' }],
        ['glm4moe.block_count', { type: 'u32', value: 3 }],
        ['glm4moe.nextn_predict_layers', { type: 'u32', value: 1 }],
      ],
      tensors: [
        tensor('blk.0.attn_q.weight', 'Q8_0', [64, 64]),
        tensor('blk.1.attn_q.weight', 'Q8_0', [64, 64]),
        tensor('blk.2.attn_q.weight', 'Q8_0', [64, 64]),
        tensor('blk.2.ffn_up_exps.weight', 'Q8_0', [64, 64, 4]),
        tensor('blk.2.nextn.eh_proj.weight', 'Q8_0', [128, 64]),
      ],
    });
    const inv = buildInventory([h], { family: 'llama.cpp' });
    expect(inv.facts).toMatchObject({ architecture: 'glm4moe', blockCount: 3, nextnLayers: 1 });
    expect(inv.tensors.filter((t) => t.component === 'mtp').map((t) => t.name)).toEqual([
      'blk.2.attn_q.weight',
      'blk.2.ffn_up_exps.weight',
      'blk.2.nextn.eh_proj.weight',
    ]);
    expect(partBytes(inv, 'routed-experts').tensorCount).toBe(0);
  });

  test('a type id only ik_llama.cpp knows: unknown bytes for llama.cpp, exact for ik, never guessed', async () => {
    const h = await gguf('ik.gguf', {
      metadata: [],
      tensors: [
        tensor('blk.0.ffn_up_exps.weight', 'IQ4_K', [256, 64, 8]),
        tensor('blk.0.attn_q.weight', 'Q8_0', [64, 64]),
      ],
    });
    const up = buildInventory([h], { family: 'llama.cpp' });
    const ik = buildInventory([h], { family: 'ik_llama.cpp' });
    expect(up.tensors[0]).toMatchObject({
      bytes: 'unknown',
      type: undefined,
      typeId: 139,
      unknownReason: "ggml type 139 is not in llama.cpp's type table",
    });
    const experts = partBytes(up, 'routed-experts');
    expect(experts).toMatchObject({
      bytes: 'unknown',
      knownBytes: 0n,
      unknownTensors: ['blk.0.ffn_up_exps.weight'],
    });
    // IQ4_K: (256, 144) in ik's GGML_QUANT_SIZES.
    expect(ik.tensors[0]).toMatchObject({ type: 'IQ4_K', bytes: 144n * 64n * 8n });
    expect(partBytes(ik, 'attention').bytes).toBe(2n * 34n * 64n);
  });

  test('split GGUF files are one inventory; a missing split is named, never filled in', async () => {
    const split = (no: number) =>
      gguf(`Big-Q4_K-0000${no}-of-00003.gguf`, {
        metadata: [
          ['split.no', { type: 'u16', value: no - 1 }],
          ['split.count', { type: 'u16', value: 3 }],
          ['split.tensors.count', { type: 'i32', value: 3 }],
        ],
        tensors: [tensor(`blk.${no - 1}.ffn_up_exps.weight`, 'Q4_K', [256, 16, 4])],
      });
    const all = buildInventory([await split(1), await split(2), await split(3)], { family: 'llama.cpp' });
    expect(all.missingFiles).toEqual([]);
    expect(all.problems).toEqual([]);
    expect(partBytes(all, 'routed-experts', { from: 0, to: 2 }).bytes).toBe(3n * 144n * 16n * 4n);
    const two = buildInventory([await split(1), await split(3)], { family: 'llama.cpp' });
    expect(two.missingFiles).toEqual(['Big-Q4_K-00002-of-00003.gguf']);
    expect(shardName('Big-Q4_K-00002-of-00003.gguf')).toEqual({ base: 'Big-Q4_K', no: 2, count: 3 });
  });

  test('safetensors shards with their index: bytes are END - BEGIN, per layer', async () => {
    const s1 = await header(
      'model-00001-of-00002.safetensors',
      safetensors({
        'model.embed_tokens.weight': { dtype: 'BF16', shape: [16, 8], bytes: 256 },
        'model.layers.0.mlp.experts.gate_up_proj_blocks': { dtype: 'U8', shape: [4, 32, 2, 16], bytes: 4096 },
      }),
    );
    const s2 = await header(
      'model-00002-of-00002.safetensors',
      safetensors({
        'model.layers.1.mlp.experts.gate_up_proj_blocks': { dtype: 'U8', shape: [4, 32, 2, 16], bytes: 4096 },
        'lm_head.weight': { dtype: 'BF16', shape: [16, 8], bytes: 256 },
      }),
    );
    const index = parseSafetensorsIndex(
      'model.safetensors.index.json',
      JSON.stringify({
        metadata: { total_size: 8704 },
        weight_map: {
          'model.embed_tokens.weight': 'model-00001-of-00002.safetensors',
          'model.layers.0.mlp.experts.gate_up_proj_blocks': 'model-00001-of-00002.safetensors',
          'model.layers.1.mlp.experts.gate_up_proj_blocks': 'model-00002-of-00002.safetensors',
          'lm_head.weight': 'model-00002-of-00002.safetensors',
        },
      }),
    );
    if ('problem' in index) throw new Error(index.problem);
    const inv = buildInventory([s1, s2], { family: 'llama.cpp', index });
    expect(inv.missingFiles).toEqual([]);
    expect(partBytes(inv, 'routed-experts', { from: 1, to: 1 }).bytes).toBe(4096n);
    expect(summarize(inv).map((s) => [s.component, s.total.bytes])).toEqual([
      ['embeddings', 256n],
      ['output-head', 256n],
      ['routed-experts', 8192n],
    ]);
    expect(summarize(inv).find((s) => s.component === 'routed-experts')?.runs).toMatchObject([
      { from: 0, to: 1, perLayer: { bytes: 4096n } },
    ]);
    const partial = buildInventory([s1], { family: 'llama.cpp', index });
    expect(partial.missingFiles).toEqual(['model-00002-of-00002.safetensors']);
  });

  test('a safetensors offset past the end of the file is a clear error naming the tensor', async () => {
    const bytes = safetensors({ 'lm_head.weight': { dtype: 'BF16', shape: [16, 8], bytes: 256 } });
    const r = await readModelHeader(memorySource('cut.safetensors', bytes.subarray(0, bytes.length - 10)));
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.problem).toMatchObject({
        field: 'tensor "lm_head.weight" data_offsets',
        problem: expect.stringMatching(/past the end of the file's data \(246 bytes\)/),
      });
  });
});

test('tensors past the end of a cut file: one note naming the file, the count and the first', async () => {
  const { header: h } = writeGguf({
    metadata: [],
    tensors: [tensor('a.weight', 'F32', [64]), tensor('b.weight', 'F32', [64])],
  });
  const inv = buildInventory([await header('cut.gguf', h)], { family: 'llama.cpp' });
  expect(inv.problems).toEqual([
    `2 tensors end past the end of cut.gguf (${h.length} bytes; first: "a.weight" at byte ${h.length + 256}): the file is truncated or the header is wrong`,
  ]);
  expect(partBytes(inv, 'other').bytes).toBe(512n);
});

test("each real header's summary: every run and component sums what its own tensors sum", async () => {
  // Eleven headers written by llama.cpp's own quantize runs (tests/fixtures/llama-runs/models).
  const dir = 'tests/fixtures/llama-runs/models';
  const names = readdirSync(dir).filter((n) => n.endsWith('.header.gguf'));
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) {
    const inv = buildInventory([await header(name, new Uint8Array(readFileSync(join(dir, name))))], {
      family: 'llama.cpp',
    });
    const summary = summarize(inv);
    expect(summary.reduce((n, c) => n + c.total.tensorCount, 0)).toBe(inv.tensors.length);
    for (const c of summary) {
      expect(c.total).toEqual(partBytes(inv, c.component));
      for (const r of c.runs) {
        expect(r.total).toEqual(partBytes(inv, c.component, { from: r.from, to: r.to }));
        expect(r.perLayer).toEqual(partBytes(inv, c.component, { from: r.from, to: r.from }));
      }
    }
  }
});
