/**
 * The readers against the runtimes' own rules (the stored sources they cite) and the real
 * commands of the bundled pins' sources. Expected placements come from those texts: upstream
 * --n-cpu-moe "keep ... the first N layers in the CPU"; ik_llama.cpp #2262 counts back from
 * the last layer; -ot's first matching pattern wins; HiCache write_through keeps a copy.
 */
import { readCommand, type ReadOptions } from '../../../src/domain/command/read-command';
import type { CommandReading, LayerSet, PartReading } from '../../../src/domain/command/reading';
import { parseRuntime } from '../../../src/domain/command/runtime';
import { DEEPSEEK_HICACHE, KIMI_KT, UNSLOTH_GPT_OSS } from '../../helpers/commands';

const rt = (s: string) => {
  const r = parseRuntime(s);
  if (!r.ok) throw new Error(r.message);
  return r.runtime;
};
const read = (cmd: string, opts: ReadOptions = {}) => readCommand(cmd, opts);
const comp = (r: CommandReading, id: string) => r.components.find((c) => c.id === id)!;
/** The layers of a component in one tier, as numbers (needs a layer count). */
function layersIn(r: CommandReading, id: string, tier: string): number[] {
  const out: number[] = [];
  for (const p of comp(r, id).parts) {
    if (p.residence.kind !== 'tier' || p.residence.tier !== tier) continue;
    out.push(...expand(p.layers!, 36));
  }
  return out.sort((a, b) => a - b);
}
function expand(s: LayerSet, n: number): number[] {
  if (s.kind === 'all') return Array.from({ length: n }, (_, i) => i);
  if (s.kind !== 'ranges') throw new Error(`symbolic layers ${s.kind}`);
  return s.ranges.flatMap(([a, b]) => Array.from({ length: (b ?? n - 1) - a + 1 }, (_, i) => a + i));
}
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
const quotes = (p: PartReading) => p.because.flatMap((b) => b.cite.map((c) => c.quote));
const model36 = { layers: 36, from: 'test' };

describe('--n-cpu-moe 27: upstream llama.cpp and ik_llama.cpp after PR #2262 give two boards', () => {
  const cmd = 'llama-server -m gpt-oss-120b.gguf --n-gpu-layers 99 --n-cpu-moe 27';
  const upstream = read(cmd, { runtime: rt('llama.cpp@2026-03-01'), model: model36 });
  const ik = read(cmd, { runtime: rt('ik_llama.cpp@8337e4cd'), model: model36 });

  it('upstream keeps the experts of the first 27 layers in host RAM', () => {
    expect(layersIn(upstream, 'routed-experts', 'host-ram')).toEqual(range(0, 26));
    expect(layersIn(upstream, 'routed-experts', 'gpu-memory')).toEqual(range(27, 35));
  });

  it('ik_llama.cpp after #2262 keeps the experts of the last 27 layers in host RAM', () => {
    expect(layersIn(ik, 'routed-experts', 'host-ram')).toEqual(range(9, 35));
    expect(layersIn(ik, 'routed-experts', 'gpu-memory')).toEqual(range(0, 8));
  });

  it('each cites its own rule', () => {
    const hostPart = (r: CommandReading) =>
      comp(r, 'routed-experts').parts.find(
        (p) => p.residence.kind === 'tier' && p.residence.tier === 'host-ram',
      )!;
    expect(quotes(hostPart(upstream))).toContain(
      'keep the Mixture of Experts (MoE) weights of the first N layers in the CPU',
    );
    expect(quotes(hostPart(ik))).toContain('Better placement of MoE tensors with -ncmoe and 1 GPU (#2262)');
    expect(quotes(hostPart(ik))).toContain('for (int i = last_layer-1; i >= 0; --i) {');
  });

  it('ik_llama.cpp before #2262 took the first N', () => {
    const before = read(cmd, { runtime: rt('ik_llama.cpp@113f426a'), model: model36 });
    expect(layersIn(before, 'routed-experts', 'host-ram')).toEqual(range(0, 26));
  });

  it('with no version, ik_llama.cpp assumes #2262 and carries the first-N reading as the alternative', () => {
    const r = read(cmd, { runtime: rt('ik_llama.cpp'), model: model36 });
    expect(r.assumptions.map((a) => [a.change.pr, a.included])).toEqual([[2262, true]]);
    expect(layersIn(r, 'routed-experts', 'host-ram')).toEqual(range(9, 35));
    const alt = { ...r, components: r.alternatives[0]!.components };
    expect(layersIn(alt, 'routed-experts', 'host-ram')).toEqual(range(0, 26));
  });

  it('without a layer count, says which layer counts are unknown instead of numbering the last N', () => {
    const r = read(cmd, { runtime: rt('ik_llama.cpp@+2262') });
    const host = comp(r, 'routed-experts').parts.find(
      (p) => p.residence.kind === 'tier' && p.residence.tier === 'host-ram',
    )!;
    expect(host.layers).toEqual({ kind: 'last', n: 27, of: 'moe-layers' });
    expect(r.unknowns.join(' ')).toMatch(/layer count is not known/);
  });
});

describe('-ngl and the output layer, by version (llama.cpp PR #18148)', () => {
  const cmd = 'llama-server -m m.gguf -ngl 20';
  const output = (r: CommandReading) => comp(r, 'output-head').parts[0]!.residence;
  it('since #18148 the output layer is offloaded first, with the last 19 repeating layers', () => {
    const r = read(cmd, { runtime: rt('llama.cpp@2026-01-10'), model: model36 });
    expect(output(r)).toMatchObject({ tier: 'gpu-memory' });
    expect(layersIn(r, 'attention', 'gpu-memory')).toEqual(range(17, 35));
  });
  it('before it, the last 20 repeating layers, and the output layer stays on the CPU', () => {
    const r = read(cmd, { runtime: rt('llama.cpp@2025-11-01'), model: model36 });
    expect(output(r)).toMatchObject({ tier: 'host-ram' });
    expect(layersIn(r, 'attention', 'gpu-memory')).toEqual(range(16, 35));
  });
  it('a build number says nothing of #18148 here: the reading assumes it and shows the other', () => {
    const r = read(cmd, { runtime: rt('llama.cpp@b7000'), model: model36 });
    expect(r.assumptions.map((a) => a.change.pr)).toEqual([18148]);
    expect(r.alternatives).toHaveLength(1);
  });
  it('the input layer stays in host RAM, as the loader always keeps it', () => {
    const r = read('llama-server -ngl 999');
    expect(comp(r, 'input-embedding').parts[0]!.residence).toEqual({ kind: 'tier', tier: 'host-ram' });
    expect(quotes(comp(r, 'input-embedding').parts[0]!)).toContain(
      'there is very little benefit to offloading the input layer, so always keep it on the CPU',
    );
  });
});

describe('-ot and --cpu-moe', () => {
  it('lets the first matching pattern win and shows the conflict with that rule', () => {
    const r = read(String.raw`llama-server -ngl 99 -ot "blk\.(1[0-9])\.ffn_.*_exps=CUDA0" -ot "exps=CPU"`, {
      model: model36,
    });
    expect(layersIn(r, 'routed-experts', 'gpu-memory')).toEqual(range(10, 19));
    expect(layersIn(r, 'routed-experts', 'host-ram')).toEqual([...range(0, 9), ...range(20, 35)]);
    expect(r.conflicts).toHaveLength(1);
    expect(r.conflicts[0]!.cite.map((c) => c.quote)).toContain('buft = overrides->buft; break;');
  });

  it('does not anchor a pattern: blk.1 also matches blk.10 to blk.19', () => {
    const r = read('llama-server -ngl 99 -ot "blk.1.*_exps=CPU"', { model: model36 });
    expect(layersIn(r, 'routed-experts', 'host-ram')).toEqual([1, ...range(10, 19)]);
  });

  it('--cpu-moe sends every routed expert to host RAM; shared experts and router stay with their layer', () => {
    const r = read('llama-server -ngl 99 --cpu-moe', { model: model36 });
    expect(layersIn(r, 'routed-experts', 'host-ram')).toEqual(range(0, 35));
    expect(layersIn(r, 'shared-experts', 'host-ram')).toEqual([]);
    expect(layersIn(r, 'router', 'host-ram')).toEqual([]);
  });

  it('upstream applies --n-cpu-moe where it stands among the -ot patterns', () => {
    const r = read('llama-server -ngl 99 -ot "blk\\.3\\.ffn_up_exps=CUDA0" --n-cpu-moe 5', {
      model: model36,
    });
    const cuda = comp(r, 'routed-experts').parts.filter(
      (p) => p.residence.kind === 'tier' && p.residence.device === 'CUDA0',
    );
    expect(cuda.map((p) => [p.tensors, p.layers])).toEqual([
      [['ffn_up_exps'], { kind: 'ranges', ranges: [[3, 3]] }],
    ]);
  });

  it('ik_llama.cpp applies -ncmoe after every -ot, so -ot wins wherever it stands', () => {
    const r = read('llama-server -ngl 99 --n-cpu-moe 36 -ot "blk\\.0\\.ffn_.*_exps=CUDA0"', {
      runtime: rt('ik_llama.cpp@+2262'),
      model: model36,
    });
    expect(layersIn(r, 'routed-experts', 'gpu-memory')).toEqual([0]);
    expect(r.conflicts).toEqual([]);
  });

  it('reports a pattern std::regex cannot read and a buffer type no device has', () => {
    const r = read('llama-server -ot "(?<e>exps)=CPU" -ot "exps=cpu"');
    expect(r.problems.join('\n')).toMatch(/syntax that std::regex does not have/);
    expect(r.problems.join('\n')).toMatch(/"cpu" is not a buffer type/);
  });
});

describe('placement decided at run time, and conflicts that stop the load', () => {
  it('with --fit on and no -ngl, the layers are decided at run time', () => {
    const r = read('llama-server -m m.gguf --fit on');
    expect(comp(r, 'attention').parts[0]!.residence).toEqual({ kind: 'decided-at-run-time' });
  });
  it('ik_llama.cpp --fit with -ot stops with its own message', () => {
    const r = read('llama-server --fit -ot exps=CPU', { runtime: rt('ik_llama.cpp') });
    expect(r.conflicts.find((c) => c.aborts)?.cite.map((c) => c.quote)).toContain(
      'Manual tensor overrides cannot be used with --fit',
    );
  });
  it('-nkvo keeps the KV cache in host RAM', () => {
    const r = read('llama-server -ngl 99 -nkvo');
    expect(comp(r, 'kv-cache').parts.map((p) => p.residence)).toEqual([{ kind: 'tier', tier: 'host-ram' }]);
  });
  it('-dev none offloads nothing', () => {
    const r = read('llama-server -ngl 99 -dev none', { model: model36 });
    expect(layersIn(r, 'attention', 'gpu-memory')).toEqual([]);
  });
});

describe('flags read, not described, unknown; environment', () => {
  it('lists each flag with its status', () => {
    const r = read('llama-server -m x.gguf --threads 8 --frobnicate 3 -ngl 99');
    expect(r.flags.map((f) => [f.written, f.status])).toEqual([
      ['-m', 'read'],
      ['--threads', 'read'],
      ['--frobnicate', 'unknown'],
      ['-ngl', 'described'],
    ]);
  });
  it('reads LLAMA_ARG_* variables, and the command line replaces them', () => {
    const r = read('LLAMA_ARG_N_GPU_LAYERS=10 LLAMA_ARG_NO_MMAP=1 llama-server -ngl 99', { model: model36 });
    const env = r.flags.filter((f) => f.from === 'env');
    expect(env.map((f) => [f.written, f.replacedBy])).toEqual([
      ['LLAMA_ARG_N_GPU_LAYERS', '-ngl'],
      ['LLAMA_ARG_NO_MMAP', undefined],
    ]);
    expect(r.settings.find((s) => s.id === 'mmap')?.value).toBe('1');
    expect(layersIn(r, 'attention', 'gpu-memory')).toEqual(range(0, 35));
    expect(r.conflicts.map((c) => c.cite[0]!.quote)).toContain(
      'environment variable is set, but will be overwritten by command line argument',
    );
  });
  it('llama.cpp does not read --name=value', () => {
    const r = read('llama-server --n-cpu-moe=27');
    expect(r.flags[0]!.status).toBe('unknown');
    expect(r.problems.join(' ')).toMatch(/looks up "--name=value" whole/);
  });
  it('tells ik_llama.cpp from upstream by a flag only the fork has', () => {
    expect(read('llama-server -m x.gguf -rtr -ngl 99').runtime.family).toBe('ik_llama.cpp');
  });
});

describe('the bundled pins\u2019 own commands', () => {
  it('DeepSeek HiCache: a write-through L2 copy in host RAM at ratio 2, and the hf3fs L3 tier', () => {
    const r = read(DEEPSEEK_HICACHE());
    expect(r.runtime.family).toBe('sglang');
    const kv = comp(r, 'kv-cache').parts;
    expect(kv.map((p) => [p.residence, p.copy])).toEqual([
      [{ kind: 'tier', tier: 'gpu-memory' }, undefined],
      [{ kind: 'tier', tier: 'host-ram' }, 'write-through'],
      [{ kind: 'tier', tier: 'kv-backend', device: 'hf3fs' }, 'cache'],
    ]);
    expect(kv[1]!.share).toMatch(/^2 times/);
    const settings = Object.fromEntries(r.settings.map((s) => [s.flag, s.value]));
    expect(settings).toMatchObject({
      '--hicache-write-policy': 'write_through',
      '--hicache-ratio': '2',
      '--hicache-size': '0',
      '--hicache-storage-backend': 'hf3fs',
      '--tp': '8',
    });
  });

  it('Kimi KT-Kernel: 8 experts of each MoE layer on the GPUs, the rest in host RAM, a CPU copy from --kt-weight-path', () => {
    const r = read(KIMI_KT());
    const experts = comp(r, 'routed-experts').parts;
    expect(experts.map((p) => [p.residence, p.share, p.copy])).toEqual([
      [{ kind: 'tier', tier: 'gpu-memory' }, '8 per MoE layer', undefined],
      [{ kind: 'tier', tier: 'host-ram' }, 'all but 8 per MoE layer', undefined],
      [{ kind: 'tier', tier: 'host-ram' }, undefined, 'second-copy'],
    ]);
    expect(r.flags.filter((f) => f.status === 'unknown')).toEqual([]);
  });

  it('the Unsloth gpt-oss command: -ot ".ffn_.*_exps.=CPU" sends every routed expert to host RAM', () => {
    const r = read(UNSLOTH_GPT_OSS(), { model: model36 });
    expect(layersIn(r, 'routed-experts', 'host-ram')).toEqual(range(0, 35));
    expect(layersIn(r, 'attention', 'gpu-memory')).toEqual(range(0, 35));
  });
});

describe('vLLM', () => {
  it('--cpu-offload-gb is per GPU; --kv-offloading-size is the total across ranks', () => {
    const r = read(
      'vllm serve m -tp 2 --cpu-offload-gb 40 --kv-offloading-size 64 --kv-offloading-backend native',
    );
    expect(comp(r, 'model-weights').parts[1]!.share).toBe('40 GiB per GPU');
    expect(comp(r, 'kv-cache').parts[1]!.share).toBe('64 GiB across all tensor-parallel ranks');
    expect(comp(r, 'kv-cache').parts[0]!.share).toBe('size decided at run time');
  });
});
