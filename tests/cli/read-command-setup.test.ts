/**
 * read-command with --gguf and --log reads the setup as one (src/domain/setup/read-setup.ts):
 * a recorded conformance run's command, its model file's header and its own log
 * (tests/fixtures/llama-runs/qwen3moe-f16-rpc-ngl3-ncmoe4, llama.cpp v0.5.0) agree device by
 * device; a log file that is not there is named.
 */
import { resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { run } from '../../src/cli/read-command';
import { ROOT } from '../helpers/commands';
import { cliRunner } from '../helpers/run-cli';

const RUN = resolve(ROOT, 'tests/fixtures/llama-runs/qwen3moe-f16-rpc-ngl3-ncmoe4');
const HEADER = resolve(ROOT, 'tests/fixtures/llama-runs/models/qwen3moe-6l-f16.header.gguf');
const command = readFileSync(resolve(RUN, 'command.txt'), 'utf8').trim();

const cli = cliRunner(run);

it('a run read with its model header and its own log: the log agrees on every device', async () => {
  const r = await cli(
    command,
    '--runtime',
    'llama.cpp@v0.5.0',
    '--gguf',
    HEADER,
    '--log',
    resolve(RUN, 'log.txt'),
  );
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  const check = r.stdout.slice(r.stdout.indexOf('against this command:'));
  expect(check).toMatch(/^against this command:\nThe log contradicts the command nowhere it prints\.\n/);
  // The log: layers 0-3 and their KV cache on the CPU, 4-5 on RPC0, the output layer on RPC1.
  expect(check).toMatch(/agrees: layers \(CPU\): the command: layers 0-3 \(/);
  expect(check).toMatch(/agrees: layers \(RPC1\): the command: layer 6 \(/);
  expect(check).toMatch(/agrees: KV cache \(CPU\): the command: layers 0-3 \(.*\); the log: layers 0-3\n/);
  expect(check).toMatch(/agrees: KV cache \(RPC0\): the command: layers 4-5 \(.*\); the log: layers 4-5\n/);
});

it('a log file that is not there is named, and nothing is printed', async () => {
  const missing = resolve(RUN, 'no-such-log.txt');
  const r = await cli(command, '--log', missing);
  expect(r.status).toBe(1);
  expect(r.stdout).toBe('');
  expect(r.stderr).toBe(`--log: ${missing}: no such file\n`);
});
