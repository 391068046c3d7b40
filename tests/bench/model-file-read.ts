/**
 * Bench (not a test): reading model file headers from local files. A 1,000-tensor GGUF header
 * (real names and types, every layer a MoE block) read by the domain's reader through the
 * file source, against @huggingface/gguf reading the same file in the same run (the baseline);
 * and a 60 GB sparse file with gpt-oss-120b's shapes, read by its header; then the board model
 * of the bundled gpt-oss-120b pin with that file confirmed as its model (file bytes on every row
 * and lane) against the same board model without it, in the same run; and bytes per device
 * (issue 27 item 9, target < 50 ms) for that 1,000-tensor header under a 40-flag command on two
 * GPUs: reading the command, the inventory and every device's buffers. Prints JSON.
 */
import { gguf } from '@huggingface/gguf';
import { performance } from 'node:perf_hooks';
import { buildInventory } from '../../src/domain/model-file/inventory';
import { summarize } from '../../src/domain/model-file/summary';
import { GPT_OSS_120B, gptOssLike } from '../helpers/gguf-writer';
import { readFile, scratchDir, writeSparseGguf } from '../helpers/model-files';
import { resolve } from 'node:path';
import { boardModel } from '../../src/domain/board/board-model';
import { boardFileBytes } from '../../src/domain/model-file/board-file-bytes';
import { readProfilesDir } from '../../src/profiles/read-dir';
import { loadAll } from '../../src/profiles/validate';
import { readCommand } from '../../src/domain/command/read-command';
import { draftMemory } from '../../src/domain/memory/device-lanes';
import { gptOssWithAttention } from '../helpers/gpt-oss-devices';
import type { ModelHeader } from '../../src/domain/model-file/read-header';

/** 16 flags and 24 -ot patterns: 40 flags, on two CUDA GPUs split 3:1. */
const FORTY_FLAGS = [
  'CUDA_VISIBLE_DEVICES=1,0 llama-completion -m bench.gguf -c 32768 -ngl 99 --n-cpu-moe 20 -ts 3,1',
  '-np 2 -ctk q8_0 -ctv q8_0 -b 2048 -ub 512 -t 16 -fa on -s 42 -n 128 --temp 0.7 --top-p 0.9 --jinja',
  ...Array.from({ length: 24 }, (_, i) => String.raw`-ot "blk\.${29 + i}\.ffn_gate_exps=CPU"`),
].join(' ');

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** CPU time of one call (user + system), median of RUNS: on a busy shared machine wall time mostly measures the others. */
function cpuTime(fn: () => unknown): number {
  fn();
  const out: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = process.cpuUsage();
    fn();
    const d = process.cpuUsage(t);
    out.push((d.user + d.system) / 1000);
  }
  return median(out);
}

async function time(fn: () => Promise<unknown>) {
  const runs: number[] = [];
  await fn(); // warm-up
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn();
    runs.push(performance.now() - t0);
  }
  return { ms: median(runs), runs };
}

const scratch = scratchDir();
try {
  // 52 MoE layers of 19 tensors + 3 = 991 ... 53 layers = 1,010 tensors.
  const thousand = gptOssLike({ ...GPT_OSS_120B, layers: 53 }, 'bench 1,000 tensors');
  const a = writeSparseGguf(scratch.dir, 'bench-1000.gguf', thousand);
  const big = writeSparseGguf(scratch.dir, 'gpt-oss-120b-shapes.gguf', gptOssLike(GPT_OSS_120B));
  let bytesRead = 0;
  const header = await time(() => readFile(a.path));
  const ours = await time(async () => {
    const r = await readFile(a.path);
    summarize(buildInventory([r.header], { family: 'llama.cpp' }));
    bytesRead = r.bytesRead;
  });
  const oracle = await time(() => gguf(a.path, { allowLocalFile: true }));
  let bigRead = 0;
  const sparse = await time(async () => {
    const r = await readFile(big.path);
    bigRead = r.bytesRead;
  });
  // The board model of the gpt-oss-120b pin, as pinned, with and without the confirmed file.
  const dir = readProfilesDir(resolve('profiles'), resolve('.'));
  const loaded = loadAll(dir.hardwareFiles, dir.profileFiles);
  const profile = loaded.profiles.find((p) => p.id === 'gpt-oss-120b-rtx3090-llamacpp-n-cpu-moe')!;
  const hardware = loaded.hardware.find((h) => h.id === profile.hardware)!;
  const inventory = buildInventory([(await readFile(big.path)).header], { family: 'llama.cpp' });
  const board = { profile, hardware, placement: {}, settings: {} };
  const boardOnly = await time(() => Promise.resolve(boardModel(board)));
  const boardWithFile = await time(() =>
    Promise.resolve(boardModel({ ...board, fileBytes: boardFileBytes(inventory) })),
  );
  const kv = writeSparseGguf(
    scratch.dir,
    'bench-1000-kv.gguf',
    gptOssWithAttention({ ...GPT_OSS_120B, layers: 53 }),
  );
  const twoGpus = loaded.hardware.find((h) => h.id === '2x-rtx-3090-ryzen-5800x-64gb-ddr4')!;
  // The command is read once, as the paste dialog reads it before a draft opens; its own time
  // is the command bench's (tests/bench/command.ts).
  const reading = readCommand(FORTY_FLAGS);
  let lanes = 0;
  const engine = (header: ModelHeader, inventory = buildInventory([header], { family: 'llama.cpp' })) => {
    const m = draftMemory({ headers: [header], inventory, reading, hardware: twoGpus });
    if (!m.ok || m.lanes.some((l) => l.exact.kind !== 'computed'))
      throw new Error('bench: bytes per device not computed');
    lanes = m.lanes.length;
  };
  const kvHeader = (await readFile(kv.path)).header;
  // The draft keeps the inventory built when the file was read: the engine alone, from it.
  const kvInventory = buildInventory([kvHeader], { family: 'llama.cpp' });
  const devices = await time(() => Promise.resolve(engine(kvHeader, kvInventory)));
  const devicesCpu = cpuTime(() => engine(kvHeader, kvInventory));
  // From the file: header read, inventory, engine.
  const devicesFromFile = await time(async () => engine((await readFile(kv.path)).header));
  const flags = readCommand(FORTY_FLAGS).flags.length;
  console.log(
    JSON.stringify({
      bytesPerDevice: {
        tensors: kvHeader.format === 'gguf' ? kvHeader.tensors.length : 0,
        flags,
        lanes,
        ...devices,
        cpuMs: devicesCpu,
        fromFile: devicesFromFile,
      },
      tensors: thousand.tensors.length,
      headerBytes: a.dataOffset,
      bytesRead,
      header,
      ours,
      hfGguf: oracle,
      sparse: { fileSize: String(big.fileSize), bytesRead: bigRead, ...sparse },
      board: { without: boardOnly, withFile: boardWithFile, ratio: boardWithFile.ms / boardOnly.ms },
    }),
  );
} finally {
  scratch.remove();
}
