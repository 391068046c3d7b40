/**
 * npm run -s inventory -- FILE.gguf: the compact digest of a local file's header (file, size,
 * revision, then per tensor name, type, shape, exact bytes), read back by parseDigest; exit 1
 * with the offset and field for a file that is not a model.
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { run } from '../../src/cli/inventory';
import { parseDigest } from '../../src/domain/model-file/digest';
import { partBytes } from '../../src/domain/model-file/summary';
import { SMALL_MOE, gptOssLike, tensor } from '../helpers/gguf-writer';
import { scratchDir, writeSparseGguf } from '../helpers/model-files';
import { cliRunner } from '../helpers/run-cli';

/** The repository root (the CLI runs from it, as npm does). */
const REPO = resolve(__dirname, '../..');

const scratch = scratchDir();
afterAll(() => scratch.remove());
const file = writeSparseGguf(scratch.dir, 'gpt-oss-like-00001-of-00001.gguf', gptOssLike(SMALL_MOE));

const inventory = cliRunner(run);

test('writes a digest that names the file, its size and revision, and every tensor with its exact bytes', async () => {
  const r = await inventory(file.path, '--revision', 'abc123', '--checked', '2026-12-01');
  expect(r.status).toBe(0);
  const lines = r.stdout.split('\n');
  expect(lines).toContain('# revision: abc123');
  expect(lines).toContain(
    `## gpt-oss-like-00001-of-00001.gguf\t${file.fileSize} bytes\tgguf\t${2 + 4 * 19 + 1} tensors\tdata at ${file.dataOffset}`,
  );
  const up = tensor('blk.0.ffn_up_exps.weight', 'MXFP4', [64, 64, 8]);
  expect(lines).toContain(`blk.0.ffn_up_exps.weight\tMXFP4\t64x64x8\t${up.bytes}`);
  const parsed = parseDigest(r.stdout);
  if ('problem' in parsed) throw new Error(parsed.problem);
  expect(parsed.source).toEqual({ revision: 'abc123', checked: '2026-12-01' });
  expect(partBytes(parsed.inventory, 'routed-experts', { from: 0, to: 0 }).bytes).toBe(
    3n * up.bytes + 3n * 64n * 8n * 4n,
  );
});

test('a file that is not a model: exit 1, naming the byte and the field', async () => {
  const bad = join(scratch.dir, 'notes.gguf');
  writeFileSync(bad, 'these are my notes, not a model');
  const r = await inventory(bad);
  expect(r.status).toBe(1);
  expect(r.stderr).toBe(
    'notes.gguf: at byte 0, file type: neither a GGUF file (starts with "GGUF") nor a safetensors file (an 8-byte length, then "{")\n',
  );
});

test('runs in its own process as npm runs it', async () => {
  const r = await new Promise<{ code: number | null; stdout: string }>((done) =>
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli/inventory.ts', file.path],
      { cwd: REPO, env: { ...process.env, NODE_NO_WARNINGS: '1' } },
      (e, stdout) => done({ code: e ? (typeof e.code === 'number' ? e.code : null) : 0, stdout }),
    ),
  );
  expect(r.code).toBe(0);
  expect(r.stdout.split('\n')[0]).toBe(
    '# Tensor inventory: file bytes from the model file header (not memory use)',
  );
}, 180_000);

test('--summary gives each component and layer range with its kind, the whole set once', async () => {
  const r = await inventory(file.path, '--summary');
  expect(r.status).toBe(0);
  const up = tensor('blk.0.ffn_up_exps.weight', 'MXFP4', [64, 64, 8]).bytes;
  const perLayer = 3n * up + 3n * 64n * 8n * 4n;
  const lines = r.stdout.split('\n');
  expect(lines[0]).toMatch(
    /^File bytes from the header of gpt-oss-like-00001-of-00001\.gguf \(llama\.cpp type table\); not memory use/,
  );
  expect(lines).toContain(
    `Routed experts: ${Number(4n * perLayer).toLocaleString('en-US')} bytes (0.000 GiB), 24 tensors`,
  );
  expect(lines).toContain(
    `  layers 0-3: 4 x ${Number(perLayer).toLocaleString('en-US')} bytes (0.000 GiB) each, ${Number(4n * perLayer).toLocaleString('en-US')} bytes (0.000 GiB) in all`,
  );
  expect(lines).toContain(
    `All tensors, each once: ${Number(file.fileSize - BigInt(file.dataOffset)).toLocaleString('en-US')} bytes (0.000 GiB)`,
  );
});

test('--from-log: the digest of a load log that lists tensors, noting that it may be partial', async () => {
  const r = await inventory(
    '--from-log',
    resolve(REPO, 'profiles/sources/load-logs/llamacpp-pr-2398-tensor-list.txt'),
  );
  expect(r.status).toBe(0);
  expect(r.stdout.split('\n')).toContain(
    `blk.10.ffn_up.weight\tQ4_0\t8192x28672x1x1\t${(8192n / 32n) * 18n * 28672n}`,
  );
  expect(r.stderr).toBe(
    'note: the log does not say how many tensors the model has, so it may list only some\n',
  );
});
