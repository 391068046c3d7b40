/**
 * npm run -s read-command: in-process through its exported run(argv, io), and once in its own
 * process as a person runs it. What it prints comes from the reading and the stored sources.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { run as checkProfiles } from '../../src/cli/check-profiles';
import { run } from '../../src/cli/read-command';
import { PR_15077, ROOT as REPO } from '../helpers/commands';
import { SMALL_MOE, gptOssLike } from '../helpers/gguf-writer';
import { scratchDir, writeSparseGguf } from '../helpers/model-files';
import { cliRunner } from '../helpers/run-cli';

const cli = cliRunner(run, REPO);

it('prints each component with its residence, the flag and rule that put it there, and the quotes', async () => {
  const r = await cli(
    PR_15077(),
    '--hardware',
    'rtx-3090-24gb-64gb-ddr4',
    '--runtime',
    'llama.cpp@2025-09-01',
    '--layers',
    '36',
  );
  expect(r.status).toBe(0);
  expect(r.stdout).toContain('Routed experts, layers 0-2: Host RAM');
  expect(r.stdout).toContain('--n-cpu-moe 3: The routed experts of layers 0 to 2 go to the CPU');
  expect(r.stdout).toContain('"keep the Mixture of Experts (MoE) weights of the first N layers in the CPU"');
  expect(r.stdout).toContain('ggml-org/llama.cpp common/arg.cpp@145b6280');
  expect(r.stdout).toMatch(/--jinja: read, its effect is not described here/);
});

it('reads the same flag as ik_llama.cpp after PR #2262, with its own rule', async () => {
  const r = await cli(PR_15077(), '--runtime', 'ik_llama.cpp@+2262', '--layers', '36');
  expect(r.stdout).toContain('Routed experts, layers 33-35: host-ram');
  expect(r.stdout).toContain('Better placement of MoE tensors with -ncmoe and 1 GPU (#2262)');
});

it('prints the draft profile with --json, and --write writes files that check-profiles passes', async () => {
  const r = await cli(
    'vllm serve m -tp 2 --cpu-offload-gb 10',
    '--json',
    '--hardware',
    'rtx-3090-24gb-64gb-ddr4',
  );
  const json = JSON.parse(r.stdout) as { hardware: string; subtitle: string };
  expect(json.hardware).toBe('rtx-3090-24gb-64gb-ddr4');
  expect(json.subtitle).toBe('Draft from your command');
  const dir = mkdtempSync(join(tmpdir(), 'draft-'));
  const w = await cli(
    PR_15077(),
    '--write',
    dir,
    '--gpus',
    '2',
    '--gpu-memory',
    '24 GB',
    '--host-ram',
    '128 GB',
    '--disk',
    '2 TB NVMe',
  );
  const [profile, hardware] = w.stdout
    .trim()
    .split('\n')
    .map((f) => resolve(REPO, f));
  let out = '';
  const status = checkProfiles([hardware!, profile!], {
    stdout: { write: (t: string) => (out += t) },
    stderr: { write: (t: string) => (out += t) },
  });
  expect(out).toMatch(/all valid/);
  expect(status).toBe(0);
});

it('with --gguf, runs each -ot pattern on the file\u2019s tensor names and gives each part its exact file bytes', async () => {
  const { dir, remove } = scratchDir();
  try {
    const spec = gptOssLike(SMALL_MOE, 'small-moe');
    const { path } = writeSparseGguf(dir, 'small-moe.gguf', spec);
    const r = await cli(
      String.raw`llama-server -m small-moe.gguf -ngl 99 -ot "blk\.1\.ffn_up_exps=CUDA0" -ot "blk\.9\.=CPU" --n-cpu-moe 2`,
      '--runtime',
      'llama.cpp@2026-03-01',
      '--gguf',
      path,
    );
    expect(r.stderr).toBe('');
    const sum = (re: RegExp) =>
      Number(spec.tensors.filter((t) => re.test(t.name)).reduce((n, t) => n + t.bytes, 0n));
    expect(r.stdout).toContain("What each -ot pattern matched (the file's tensor names):");
    expect(r.stdout).toMatch(/"blk\\\.1\\\.ffn_up_exps=CUDA0": placed 2 tensors/);
    expect(r.stdout).toMatch(/"blk\\\.9\\\.=CPU": placed 0 tensors; matches nothing/);
    // -ot stands before --n-cpu-moe 2, so it places blk.1.ffn_up_exps (weight and bias) first;
    // the other experts of layers 0 and 1 go to host RAM, in two parts (gate and down; up of layer 0).
    const bytes = (n: number) => `${n.toLocaleString('en-US')} bytes of the file`;
    expect(r.stdout).toContain(`layers 0-1: host-ram [${bytes(sum(/^blk\.[01]\.ffn_(gate|down)_exps\./))}`);
    expect(r.stdout).toContain(`layer 0: host-ram [${bytes(sum(/^blk\.0\.ffn_up_exps\./))}`);
    expect(r.stdout).toContain(`layer 1: gpu-memory (CUDA0) [${bytes(sum(/^blk\.1\.ffn_up_exps\./))}`);
  } finally {
    remove();
  }
});

it('reads a paste that is arguments alone, not taking its first flag for an option of the tool', async () => {
  const r = await cli('-c 240000 -ngl 99 --fit on');
  expect(r.status).toBe(0);
  expect(r.stdout).toContain('Program: none named (the paste is the runtime\u2019s arguments alone).');
  expect(r.stdout).toContain('- 240000: read, with its effect (value of -c)');
  expect(r.stdout).toContain('Read all 6 words of the command.');
});

it('reads a paste from --file, listing every word and the ones it could not read', async () => {
  const r = await cli('--file', 'tests/fixtures/pastes/ik-1886-env-subst.txt');
  expect(r.status).toBe(0);
  expect(r.stdout).toMatch(/Could not read 5 of the command\u2019s \d+ words/);
  expect(r.stdout).toContain('- 32768: read, its effect not described here ($((32 * 1024)) = 32768)');
  expect(r.stdout).toContain('Environment: CUDA_VISIBLE_DEVICES=0: the runtime sees 1 device');
  expect(r.stdout).toMatch(/--log-enable: unknown to this runtime at this version/);
});

it('fails with a clear message on a bad runtime, layer count, hardware or missing command', async () => {
  expect((await cli('llama-server', '--runtime', 'llamafoo')).stderr).toMatch(/unknown runtime "llamafoo"/);
  expect((await cli('llama-server', '--layers', 'x')).stderr).toMatch(/--layers expects a whole number/);
  expect((await cli('llama-server', '--hardware', 'nope')).stderr).toMatch(/unknown hardware id "nope"/);
  expect((await cli()).status).toBe(1);
});

it('runs in its own process and sets its exit code', async () => {
  const out = await new Promise<{ code: number | null; stdout: string }>((done) =>
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli/read-command.ts', 'llama-server -ngl 99 --cpu-moe'],
      { cwd: REPO, encoding: 'utf8', env: { ...process.env, NODE_NO_WARNINGS: '1' } },
      (error, stdout) =>
        done({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout }),
    ),
  );
  expect(out.code).toBe(0);
  expect(out.stdout).toContain('"keep all Mixture of Experts (MoE) weights in the CPU"');
}, 180_000);
