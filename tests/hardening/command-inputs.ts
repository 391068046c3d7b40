/**
 * Inputs for the command reader under fuzzing and in the bench: random token soup built from
 * the words a real paste holds (the registries' flag names, quotes, escapes, line breaks,
 * wrappers, patterns, numbers) and hostile pastes (100 kB, unbalanced quotes, 10,000 flags,
 * patterns with nested repetition).
 */
import fc from 'fast-check';
import { REGISTRIES } from '../../src/domain/command/registry';
import { FAMILIES } from '../../src/domain/command/runtime';

const FLAG_NAMES = FAMILIES.flatMap((f) =>
  REGISTRIES[f].entries.flatMap((e) => [...e.names, ...(e.negNames ?? [])]),
);
const WORDS = [
  'llama-server',
  './build/bin/llama-cli',
  'vllm',
  'serve',
  'python3',
  '-m',
  'sglang.launch_server',
  'docker',
  'run',
  '--gpus',
  'all',
  '-e',
  'LLAMA_ARG_N_CPU_MOE=3',
  'LLAMA_ARG_NO_MMAP=1',
  'export',
  'ghcr.io/ggml-org/llama.cpp:server',
  'sudo',
  'numactl',
  '--interleave=all',
  'env',
  'exps=CPU',
  '.ffn_.*_exps.=CPU',
  'blk\\.(1[0-9])\\.ffn_.*=CUDA0',
  '(a+)+=CPU',
  '(?<x>y)=CPU',
  '=',
  ',',
  'toString',
  '__proto__',
  'constructor',
  '99',
  '0',
  '-1',
  'all',
  'auto',
  'on',
  'off',
  '27',
  '1e9',
  'write_through',
  'hf3fs',
  '$MODEL',
  '${X}',
];
const PUNCT = [
  "'",
  '"',
  '\\',
  '\\\n',
  '\n',
  ';',
  '&&',
  '|',
  '#',
  ' ',
  '\t',
  '=',
  '$',
  '`',
  '(',
  ')',
  '{',
  '}',
];

const token = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FLAG_NAMES) },
  { weight: 3, arbitrary: fc.constantFrom(...WORDS) },
  { weight: 3, arbitrary: fc.constantFrom(...PUNCT) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 1_000_000 }).map(String) },
);
const sep = fc.constantFrom(' ', ' ', ' ', '', '  ', '\n', ' \\\n  ');

/** A paste of 0 to 60 tokens with random separators. */
export const tokenSoup = fc
  .array(fc.tuple(token, sep), { maxLength: 60 })
  .map((ts) => ts.map(([t, s]) => t + s).join(''));

const repeat = (s: string, n: number) => Array.from({ length: n }, () => s).join('');

/** Hostile pastes, each with a name. */
export const HOSTILE: readonly [string, string][] = [
  [
    '100 kB of random flags and words',
    repeat('llama-server -ngl 99 -ot "exps=CPU" --n-cpu-moe 3 \\\n ', 2000).slice(0, 100_000),
  ],
  ['100 kB of one word', `llama-server -ot ${repeat('a', 100_000)}=CPU`],
  ['unbalanced double quotes', `llama-server "${repeat('-ot "exps=CPU ', 5000)}`],
  ['unbalanced single quotes', `llama-server ${repeat("'", 10_001)}`],
  ['10,000 -ot flags', `llama-server -ngl 99 ${repeat('-ot blk\\.7\\.ffn_up_exps=CPU ', 10_000)}`],
  [
    '10,000 distinct -ot patterns',
    `llama-server ${Array.from({ length: 10_000 }, (_, i) => `-ot blk\\.${i}\\.ffn_.*=CPU`).join(' ')}`,
  ],
  [
    '10,000 unknown flags',
    `llama-server ${Array.from({ length: 10_000 }, (_, i) => `--flag-${i} ${i}`).join(' ')}`,
  ],
  ['--n-cpu-moe 1000000000', 'llama-server -ngl 99 --n-cpu-moe 1000000000'],
  ['nested repetition in a pattern', `llama-server -ot "${repeat('(', 100)}a+${repeat(')+', 100)}=CPU"`],
  ['an alternation under repetition', 'llama-server -ot "(b|b|k|.)*\\.x=CPU"'],
  ['many wildcards', `llama-server -ot "${repeat('.*', 40)}z=CPU"`],
  [
    'a long alternation',
    `llama-server -ot "(${Array.from({ length: 2000 }, (_, i) => `blk\\.${i}`).join('|')})=CPU"`,
  ],
  [
    '10,000 environment variables',
    `${Array.from({ length: 10_000 }, (_, i) => `LLAMA_ARG_N_GPU_LAYERS=${i}`).join(' ')} llama-server`,
  ],
  ['10,000 commands', repeat('llama-server -ngl 1;', 10_000)],
  ['only backslashes', repeat('\\', 100_001)],
  [
    'names of Object.prototype',
    'toString -ot x=CPU; __proto__ --runtime constructor; hasOwnProperty valueOf',
  ],
  ['SGLang with 10,000 flags', `python -m sglang.launch_server ${repeat('--hicache-size 3 ', 10_000)}`],
];
