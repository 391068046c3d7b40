/** npm run -s read-log -- FILE [--json]: the figures of a stored real log, with their kind. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { run as runReadCommand } from '../../src/cli/read-command';
import { run } from '../../src/cli/read-log';
import { cliRunner } from '../helpers/run-cli';

/** The repository root (the CLI runs from it, as npm does). */
const REPO = resolve(__dirname, '../..');

const stored = (f: string) => resolve(REPO, 'profiles/sources/load-logs', f);
const readLog = cliRunner(run);

test('prints per-device buffers and the overrides, each with its kind and line', async () => {
  const r = await readLog(stored('llamacpp-issue-13729.txt'));
  expect(r.status).toBe(0);
  expect(r.stdout).toContain('Runtime: llama.cpp: it prints load_tensors: lines (line 4).');
  expect(r.stdout).toContain(
    '  CPU_Mapped model buffer: 6940.48 MiB, reported by the runtime in this log (line 8)',
  );
  const o = await readLog(stored('llamacpp-pr-11397-rpc-overrides.txt'));
  expect(o.stdout).toMatch(/^ {2}to RPC\[127\.0\.0\.1:50053\]: 3 tensors: blk\.59\.ffn_gate_exps\.weight, /m);
});

test('--json gives the data; a fit projection keeps its kind', async () => {
  const r = await readLog(stored('llamacpp-pr-22171-fit-print.txt'), '--json');
  const data = JSON.parse(r.stdout);
  expect(data.fitPrint.kind).toEqual({
    kind: 'projected',
    runtime: 'llama.cpp',
    build: undefined,
    by: 'llama-fit-params --fit-print',
  });
  expect(data.fitPrint.rows[1]).toMatchObject({ device: 'host', model: 1280, context: 0, compute: 154 });
});

test('a missing file or an unknown format: exit 1, saying so', async () => {
  expect(await readLog('/nonexistent/log.txt')).toMatchObject({
    status: 1,
    stderr: expect.stringMatching(/^\/nonexistent\/log\.txt: no such file/),
  });
  const r = await readLog(resolve(REPO, 'tsconfig.json'));
  expect(r.status).toBe(1);
  expect(r.stdout).toMatch(/^No line of this log is in a format this reader knows/);
});

test('--json of a log that lists tensors: shapes as decimal strings', async () => {
  const r = await readLog(stored('llamacpp-pr-2398-tensor-list.txt'), '--json');
  expect(r.status).toBe(0);
  expect(JSON.parse(r.stdout).tensors[0]).toMatchObject({
    name: 'blk.10.attn_output.weight',
    shape: ['8192', '8192', '1', '1'],
  });
});

describe('read-command --log FILE', () => {
  const dir = resolve(REPO, 'tests/fixtures/logs/llamacpp-v0.5.0-local');
  const command = readFileSync(resolve(dir, 'rpc-ot-ffn-cpu.command.txt'), 'utf8').trim();
  const readCommandWith = cliRunner(runReadCommand);
  test("a run's own command and log: the log checked device by device, after the reading", async () => {
    const r = await readCommandWith(command, '--log', resolve(dir, 'rpc-ot-ffn-cpu.log.txt'));
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('against this command:\nThe log contradicts the command nowhere it prints.\n');
    expect(r.stdout).toContain(
      '  agrees: model weights (RPC0[127.0.0.1:50152]): the command: places parts in device memory; the log: RPC0[127.0.0.1:50152] model buffer 8.06 MiB',
    );
  });
  test('a missing log file: exit 1, naming it', async () => {
    const r = await readCommandWith(command, '--log', '/nonexistent/log.txt');
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^--log: \/nonexistent\/log\.txt: no such file$/m);
  });
});
