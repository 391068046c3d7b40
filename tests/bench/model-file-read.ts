/**
 * Bench (not a test): reading model file headers from local files. A 1,000-tensor GGUF header
 * (real names and types, every layer a MoE block) read by the domain's reader through the
 * file source, against @huggingface/gguf reading the same file in the same run (the baseline);
 * and a 60 GB sparse file with gpt-oss-120b's shapes, read by its header; then the board model
 * of the bundled gpt-oss-120b pin with that file confirmed as its model (file bytes on every row
 * and lane) against the same board model without it, in the same run. Prints JSON.
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

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

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
  console.log(
    JSON.stringify({
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
