/**
 * The header reader against an independent parser, @huggingface/gguf 0.4.6 (a dev
 * dependency only): names, types, shapes and offsets agree tensor by tensor, and every
 * tensor's exact bytes fill the gap to the next tensor's offset (the fixtures' tensors are
 * multiples of the alignment, so no padding sits between them). Then the "Done when":
 * for a gpt-oss-like MoE file every component and every layer-range part has exact file bytes
 * equal to the sum of its tensors' bytes as the independent parser lays them out.
 */
import { gguf } from '@huggingface/gguf';
import { afterAll, describe, expect, test } from 'vitest';
import { buildInventory } from '../../src/domain/model-file/inventory';
import { partBytes, summarize } from '../../src/domain/model-file/summary';
import { GPT_OSS_120B, SMALL_MOE, gptOssLike } from '../helpers/gguf-writer';
import { readFile, scratchDir, writeSparseGguf } from '../helpers/model-files';

const scratch = scratchDir();
afterAll(() => scratch.remove());

/** Per tensor name, its bytes as the oracle's offsets lay them out. */
async function oracleBytes(path: string, fileSize: bigint) {
  const out = await gguf(path, { allowLocalFile: true });
  const infos = [...out.tensorInfos].sort((a, b) => (a.offset < b.offset ? -1 : 1));
  const bytes = new Map<string, bigint>();
  infos.forEach((t, i) => {
    const next = infos[i + 1]?.offset ?? fileSize - BigInt(out.tensorDataOffset);
    bytes.set(t.name, next - t.offset);
  });
  return { out, bytes };
}

describe('a gpt-oss-like MoE file (small shapes, real names and types)', async () => {
  const spec = gptOssLike(SMALL_MOE);
  const file = writeSparseGguf(scratch.dir, 'gpt-oss-like-small.gguf', spec);
  const { header } = await readFile(file.path);
  const inv = buildInventory([header], { family: 'llama.cpp' });
  const oracle = await oracleBytes(file.path, file.fileSize);

  test('names, type ids, shapes, offsets and the data offset agree with @huggingface/gguf', () => {
    expect(header.format).toBe('gguf');
    if (header.format !== 'gguf') return;
    expect(header.dataOffset).toBe(Number(oracle.out.tensorDataOffset));
    expect(header.tensors.map((t) => [t.name, t.typeId, t.shape, t.offset])).toEqual(
      oracle.out.tensorInfos.map((t) => [t.name, t.dtype, t.shape, t.offset]),
    );
    expect(header.metadata.get('general.architecture')).toEqual({
      type: 'string',
      value: oracle.out.metadata['general.architecture'],
    });
    expect(header.metadata.get('tokenizer.ggml.tokens')).toMatchObject({ type: 'array', length: 4 });
  });

  test("every tensor's exact bytes equal the gap the independent parser's offsets leave", () => {
    expect(inv.tensors.every((t) => t.bytes !== 'unknown')).toBe(true);
    expect(Object.fromEntries(inv.tensors.map((t) => [t.name, t.bytes]))).toEqual(
      Object.fromEntries(oracle.bytes),
    );
  });

  test('every component and every layer-range part is the sum of its tensors, by the oracle', () => {
    // The oracle's own grouping, by name alone (gguf-py TENSOR_NAMES), independent of ours.
    const groups: [string, RegExp][] = [
      ['routed-experts', /^blk\.\d+\.ffn_(gate|up|down)_exps\./],
      ['router', /^blk\.\d+\.ffn_gate_inp\./],
      ['attention', /^blk\.\d+\.attn_(q|k|v|output|sinks)\./],
      ['norms', /^(blk\.\d+\.)?(attn_norm|post_attention_norm|output_norm)\./],
      ['embeddings', /^token_embd\./],
      ['output-head', /^output\./],
    ];
    const oracleSum = (re: RegExp, from = 0, to = Infinity) =>
      [...oracle.bytes]
        .filter(
          ([n]) =>
            re.test(n) &&
            (!/^blk\./.test(n) || (Number(n.split('.')[1]) >= from && Number(n.split('.')[1]) <= to)),
        )
        .reduce((s, [, b]) => s + b, 0n);
    const summary = summarize(inv);
    for (const [component, re] of groups) {
      expect(summary.find((s) => s.component === component)?.total.bytes, component).toBe(oracleSum(re));
      for (let from = 0; from < SMALL_MOE.layers; from++)
        for (let to = from; to < SMALL_MOE.layers; to++)
          if (/^blk/.test(re.source))
            expect(partBytes(inv, component as 'attention', { from, to }).bytes).toBe(
              oracleSum(re, from, to),
            );
    }
    expect(summary.find((s) => s.component === 'other')).toBeUndefined();
    expect(summary.reduce((s, c) => s + (c.total.bytes as bigint), 0n)).toBe(
      file.fileSize - BigInt(file.dataOffset),
    );
  });
});

describe("gpt-oss-120b's real shapes in a 60 GB sparse file", async () => {
  const file = writeSparseGguf(
    scratch.dir,
    'gpt-oss-120b-shapes.gguf',
    gptOssLike(GPT_OSS_120B, 'gpt-oss-120b shapes'),
  );
  const { header, bytesRead } = await readFile(file.path);
  const inv = buildInventory([header], { family: 'llama.cpp' });

  test('is read from its header only: a few kB of a file over 60 GB', () => {
    expect(file.fileSize).toBeGreaterThan(60_000_000_000n);
    expect(bytesRead).toBeLessThan(256 * 1024);
    expect(bytesRead).toBeGreaterThanOrEqual(file.dataOffset);
  });

  test('"experts of layers 0-26" and "27-35" (--n-cpu-moe 27) add up to all routed experts, with the oracle', async () => {
    const oracle = await oracleBytes(file.path, file.fileSize);
    const exps = (from: number, to: number) =>
      [...oracle.bytes]
        .filter(([n]) => /_exps\./.test(n) && +n.split('.')[1]! >= from && +n.split('.')[1]! <= to)
        .reduce((s, [, b]) => s + b, 0n);
    const cpu = partBytes(inv, 'routed-experts', { from: 0, to: 26 });
    const gpu = partBytes(inv, 'routed-experts', { from: 27, to: 35 });
    expect(cpu.bytes).toBe(exps(0, 26));
    expect(gpu.bytes).toBe(exps(27, 35));
    expect(cpu.tensorCount).toBe(27 * 6);
    // MXFP4 [2880, 2880, 128]: 2880 / 32 blocks of 17 bytes per row, from GGML_QUANT_SIZES.
    const perExpertTensor = (2880n / 32n) * 17n * 2880n * 128n;
    const biases = 3n * 2880n * 128n * 4n;
    expect(gpu.bytes).toBe(9n * (3n * perExpertTensor + biases));
  });
});
