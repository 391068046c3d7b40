/**
 * Every CLI, given a directory, a missing file or an empty file where it reads a file: a
 * message naming the path and exit 1, never a stack trace. Before, `inventory` on a directory
 * or with a missing --index file, and `read-command --gguf DIR`, printed Node's EISDIR/ENOENT
 * stack, and `check-profiles DIR` of an empty directory said nothing and exited 0; `read-command
 * --log DIR` gave Node's own words ("EISDIR: illegal operation on a directory, read").
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { run as brief } from '../../src/cli/brief';
import { run as checkProfiles } from '../../src/cli/check-profiles';
import { run as inventory } from '../../src/cli/inventory';
import { run as moves } from '../../src/cli/moves';
import { run as readCommand } from '../../src/cli/read-command';
import { run as readLog } from '../../src/cli/read-log';
import { tensor, writeGguf } from '../helpers/gguf-writer';
import { scratchDir } from '../helpers/model-files';
import { runCli, type CliCommand } from '../helpers/run-cli';

const scratch = scratchDir();
afterAll(() => scratch.remove());
const DIR = join(scratch.dir, 'a-directory');
mkdirSync(DIR);
const MISSING = join(scratch.dir, 'no-such-file.json');
const EMPTY = join(scratch.dir, 'empty.json');
writeFileSync(EMPTY, '');

const CMD = 'llama-server -m m.gguf -ngl 99';
const CLIS: [string, CliCommand, (path: string) => string[]][] = [
  ['brief', brief, (p) => [p]],
  ['brief --compare', brief, (p) => ['glm-5.3-flash-mia-tensorfold-tp2', '--compare', p]],
  ['moves', moves, (p) => [p]],
  ['check-profiles', checkProfiles, (p) => [p]],
  ['inventory', inventory, (p) => [p]],
  ['inventory --index', inventory, (p) => [EMPTY, '--index', p]],
  ['inventory --from-log', inventory, (p) => ['--from-log', p]],
  ['read-command --gguf', readCommand, (p) => [CMD, '--gguf', p]],
  ['read-command --hardware', readCommand, (p) => [CMD, '--hardware', p]],
  ['read-command --file', readCommand, (p) => ['--file', p]],
  ['read-command --log', readCommand, (p) => [CMD, '--log', p]],
  ['read-log', readLog, (p) => [p]],
];

describe.each(CLIS)('%s', (_name, cli, args) => {
  test.each([
    ['a directory', DIR],
    ['a missing file', MISSING],
    ['an empty file', EMPTY],
  ])('given %s: a message and exit 1, no stack trace', async (_what, path) => {
    const r = await runCli(cli, args(path));
    expect(r.status).toBe(1);
    const said = r.stderr + r.stdout;
    expect(said.trim().length).toBeGreaterThan(0);
    expect(said).not.toMatch(/\n\s+at /);
    expect(said).not.toMatch(/EISDIR|ENOENT|unexpected error/);
  });
});

test('names the path and what is wrong with it', async () => {
  expect((await runCli(inventory, [DIR])).stderr).toBe(`${DIR}: is a directory, where a file is expected\n`);
  expect((await runCli(inventory, [EMPTY, '--index', MISSING])).stderr).toBe(
    `--index: ${MISSING}: no such file\n`,
  );
  expect((await runCli(readCommand, [CMD, '--gguf', DIR])).stderr).toBe(
    `--gguf: ${DIR}: is a directory, where a file is expected\n`,
  );
  expect((await runCli(readCommand, [CMD, '--log', DIR])).stderr).toBe(
    `--log: ${DIR}: is a directory, where a file is expected\n`,
  );
  expect((await runCli(readCommand, ['--file', MISSING])).stderr).toBe(`--file: ${MISSING}: no such file\n`);
  // Before, an empty paste was read as a command of no words, with exit 0.
  expect((await runCli(readCommand, ['--file', EMPTY])).stderr).toBe(`--file: ${EMPTY}: is empty\n`);
  expect((await runCli(readCommand, [' '])).stderr).toBe('the command is empty\n');
  expect((await runCli(checkProfiles, [DIR])).stdout).toBe(
    `${DIR}: (root): a directory with no .json profile or hardware files\n`,
  );
});

test('inventory of a GGUF file whose tensors overlap: exit 1, naming the tensors and offsets', async () => {
  const a = tensor('blk.0.ffn_up_exps.weight', 'F32', [64]);
  const b = { ...tensor('blk.0.ffn_down_exps.weight', 'F32', [64]), offset: 128n };
  const { header, fileSize } = writeGguf({ metadata: [], tensors: [a, b] });
  const bytes = new Uint8Array(Number(fileSize));
  bytes.set(header);
  const path = join(scratch.dir, 'overlap.gguf');
  writeFileSync(path, bytes);
  const r = await runCli(inventory, [path]);
  expect(r.status).toBe(1);
  expect(r.stderr).toMatch(
    /^overlap\.gguf: at byte [\d,]+, data offset of "blk\.0\.ffn_down_exps\.weight": 128 overlaps "blk\.0\.ffn_up_exps\.weight" \(data bytes 0 to 256\)/,
  );
});

test('inventory of a safetensors file whose tensors overlap: exit 1, naming both tensors and their bytes', async () => {
  // Two BF16 tensors, "b" (data bytes 32 to 128) over "a" (0 to 64), in the format's layout:
  // an 8-byte little-endian JSON length, the JSON, then the data.
  const json = new TextEncoder().encode(
    JSON.stringify({
      a: { dtype: 'BF16', shape: [32], data_offsets: [0, 64] },
      b: { dtype: 'BF16', shape: [48], data_offsets: [32, 128] },
    }),
  );
  const bytes = new Uint8Array(8 + json.length + 128);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(json.length), true);
  bytes.set(json, 8);
  const path = join(scratch.dir, 'overlap.safetensors');
  writeFileSync(path, bytes);
  const r = await runCli(inventory, [path]);
  expect(r.status).toBe(1);
  expect(r.stderr).toMatch(/^overlap\.safetensors: .*"b" \(data bytes 32 to 128\) overlaps "a" \(0 to 64\)/);
});
