/**
 * The catalogue checks itself (issue 20, point 7; issue 17, point 4): for every bundled pin that
 * gives a launch command (`pins.command`) or whose sources print one (a fenced block in a stored
 * source text that the reader finds a runtime invocation in), the command is read and, for each
 * component kind both sides place, the tiers the reading puts it in on the pin's hardware (the
 * draft's own lane choice) agree with the pin's hand-written placement, "not stated" included,
 * or the table below names the evidence that explains the difference. A pin without a command
 * is not compared; a launch command that is not a runtime invocation is named with its reason.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { laneFor } from '../../src/domain/command/draft/lanes';
import { readCommand } from '../../src/domain/command/read-command';
import type { CommandReading } from '../../src/domain/command/reading';
import type { Runtime } from '../../src/domain/command/runtime';
import { tokenize } from '../../src/domain/command/read/tokenize';
import { findInvocation } from '../../src/domain/command/read/unwrap';
import { proseText } from '../../src/domain/profile/prose';
import type { Hardware } from '../../src/domain/profile/schema/hardware';
import type { Profile } from '../../src/domain/profile/schema/profile';
import { SOURCES_DIR, cataloguePins } from '../helpers/commands';

/**
 * Differences the evidence explains, by the source that prints the command and the component
 * kind (a pin copied under another id keeps its sources): the evidence, in words.
 */
const EXPLAINED: Record<string, Record<string, string>> = {
  'kt-kimi-k2-thinking-native': {
    'dense-weights':
      'The recipe states only how the experts divide (--kt-num-gpu-experts: experts kept on GPU, the rest offloaded to the CPU); the reading puts each rank\u2019s non-expert shard on the GPUs by its own rule for --tensor-parallel-size, and the SGLang text it quotes (\u201cThe tensor parallelism size.\u201d) names no memory, so the pin keeps the non-expert weights not stated.',
  },
  'kt-kimi-k2-thinking-amxint4': {
    'dense-weights':
      'The AMXINT4 page states only how the experts divide (--kt-num-gpu-experts: the experts retained on GPUs); the reading puts each rank\u2019s non-expert shard on the GPUs by its own rule for --tensor-parallel-size, whose quoted SGLang text names no memory, so the pins keep the non-expert weights not stated.',
  },
  'kt-kimi-k2-thinking-first': {
    'dense-weights':
      'The first revision of the AMXINT4 page (the command its bench figures were published with) states, like the pinned one, only how the experts divide (--kt-num-gpu-experts); the reading puts each rank\u2019s non-expert shard on the GPUs by its own rule for --tensor-parallel-size, whose quoted SGLang text names no memory, so the pin keeps the non-expert weights not stated.',
  },
  'lmsys-hicache-blog': {
    'model-weights':
      'The LMSYS post describes where the KV cache goes (GPU, host memory, 3FS) and never where the model weights live; the reading puts each rank\u2019s shard on the GPUs by its own rule for --tp, whose quoted SGLang text (\u201cThe tensor parallelism size.\u201d) names no memory, so the pin keeps the weights not stated.',
  },
  'sglang-hicache-best-practices': {
    'model-weights':
      'The HiCache best-practices page describes the KV cache\u2019s tiers and never where the model weights live; the reading puts each rank\u2019s shard on the GPUs by its own rule for --tp, whose quoted SGLang text names no memory, so the pin keeps the weights not stated.',
  },
  'sglang-hicache-best-practices-newer': {
    'model-weights':
      'The newer best-practices revision, like the pinned one, describes the KV cache\u2019s tiers and never where the model weights live; the reading\u2019s GPU placement is its own rule for --tp, so the pin keeps the weights not stated.',
  },
  'sglang-deepseek-v3-readme': {
    'kv-cache':
      'The README says the weights run on the 8 (or 16) GPUs and never where the KV cache lives; the reading puts the KV pool on the GPUs by its rule for SGLang\u2019s static memory fraction, whose quoted text (\u201cThe fraction of the memory used for static allocation (model weights and KV cache memory pool).\u201d) names no device, so the pins keep the KV cache not stated.',
  },
  'llmgarage-gpt-oss-dual-3090': {
    'routed-experts':
      'The command passes --fit on, so the layers --n-cpu-moe 26 does not send to the CPU are placed by the runtime at start (the reading: decided at run time); the post says the flag offloads MoE expert layers to system RAM \u201cwhile keeping the rest of the model on GPU\u201d, and its memory table for that run shows the model split on both GPUs and the 26 offloaded MoE layers in system RAM, which the pin places.',
  },
  'llamacpp-issue-15946-cpu-only-build': {
    attention:
      'The command passes -ngl 99, which the reading puts on a GPU; the build found none (\u201cwarning: no usable GPU found, --gpu-layers option will be ignored\u201d) and the load log puts every model buffer in host RAM (CPU_Mapped), where the pin places it.',
    norms:
      'The norms go with their layers, which -ngl 99 would put on a GPU; the build found none, and the load log puts every model buffer in host RAM (CPU_Mapped), where the pin places them.',
    'output-head':
      'The reading puts the output layer on a GPU for -ngl 99; the build found none, and the load log puts every model buffer in host RAM (CPU_Mapped), where the pin places it.',
    'kv-cache':
      'Each layer\u2019s KV cache sits with its layer, which -ngl 99 would put on a GPU; the build found none, and the load log puts the KV buffer on the CPU (\u201cCPU KV buffer size\u201d), where the pin places it.',
  },
  'ggml-ci-amx-cc-04045bb-pythia-tg-q4-0': {
    attention:
      'The CI command passes -ngl 99, which the reading puts on a GPU; the AMX build found none (\u201cwarning: no usable GPU found, --gpu-layers option will be ignored\u201d) and the load log puts every model buffer in host memory (AMX and CPU_Mapped), where the pin places it.',
    norms:
      'The norms go with their layers, which -ngl 99 would put on a GPU; the build found none, and the load log puts every model buffer in host memory (AMX and CPU_Mapped), where the pin places them.',
    'output-head':
      'The reading puts the output layer on a GPU for -ngl 99; the build found none, and the load log puts every model buffer in host memory (AMX and CPU_Mapped), where the pin places it.',
    'kv-cache':
      'Each layer\u2019s KV cache sits with its layer, which -ngl 99 would put on a GPU; the build found none, and the load log puts the KV buffer on the CPU (\u201cCPU KV buffer size\u201d), where the pin places it.',
  },
  'lmsys-xeon6-sglang-cpu-blog': {
    'model-weights':
      'The command passes --device cpu, which the reader does not know yet; the blog\u2019s platform is a CPU-only dual Xeon 6980P server on SGLang\u2019s CPU backend, so the weights live in host RAM.',
    'kv-cache':
      'The command passes --device cpu, which the reader does not know yet; on the CPU backend the KV cache is in host RAM, the machine\u2019s only memory.',
  },
  'strix-halo-toolboxes-readme': {
    'kv-cache':
      'The README\u2019s llama-server example runs on one Strix Halo, whose GPU memory is the one unified pool (the pin\u2019s lane); the RPC pin quotes the same README, but its run is the llama-bench RPC log, which splits the KV cache between the local pool and the rpc-server host.',
  },
  'unsloth-gpt-oss-guide': {
    'routed-experts':
      'The command in the sources is the Unsloth guide\u2019s -ot ".ffn_.*_exps.=CPU" (every expert in host RAM), which the pin offers as an EXPERT_OFFLOAD option; the pinned split is the hardware-corner run (--n-cpu-moe 27 with --n-gpu-layers 99), whose article prints no command line.',
  },
};

/**
 * Pins whose launch command is not a runtime invocation, by pin id: why the reader has nothing
 * to place. Checked below: the command must indeed name no runtime program.
 */
const NOT_A_RUNTIME_COMMAND: Record<string, string> = {
  'minimax-m2.1-q4ks-mac-studio-m3-ultra-lmstudio':
    'The command is LM Studio\u2019s download step (lms download unsloth/MiniMax-M2.1-GGUF:Q4_K_S), which fetches the file and launches no runtime; the README loads the model in LM Studio\u2019s app and prints no server command.',
};

/** A runtime family named in a pin's runtime text, for a launch command that names no program. */
function runtimeOf(profile: Profile): Runtime | undefined {
  const text = proseText(profile.pins.runtime).toLowerCase();
  const family = (['ik_llama.cpp', 'llama.cpp', 'vllm', 'sglang'] as const).find((f) => text.includes(f));
  return family ? { family, version: { kind: 'unstated' } } : undefined;
}

type Command = { source: string; command: string; runtime?: Runtime };

/**
 * The commands of a pin: its launch command (`pins.command`, a quote of a source) and the
 * fenced blocks of its stored sources in which the reader finds a runtime invocation.
 */
function commandsOf(profile: Profile): Command[] {
  const out: Command[] = [];
  const launch = profile.pins.command;
  if (launch !== undefined) {
    // A launch command is a quote: of its own source, else of the pin's quotesFrom source.
    const source =
      (typeof launch === 'object' && 'source' in launch ? launch.source : profile.quotesFrom) ?? 'the pin';
    const command = proseText(launch);
    const runtime = findInvocation(tokenize(command).commands).family ? undefined : runtimeOf(profile);
    out.push({ source, command, ...(runtime ? { runtime } : {}) });
  }
  const same = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();
  for (const s of profile.sources) {
    if (!s.text) continue;
    const text = readFileSync(resolve(SOURCES_DIR, s.text), 'utf8');
    text.split('```').forEach((block, i) => {
      if (i % 2 === 0) return;
      const body = block.slice(block.indexOf('\n') + 1).trim();
      if (!findInvocation(tokenize(body).commands).family) return;
      if (!out.some((c) => same(c.command, body))) out.push({ source: s.id, command: body });
    });
  }
  return out;
}

const NOT_STATED = 'not stated';
/** The tier of a pin lane; a lane that is not on the hardware is named as such. */
const tierOf = (hardware: Hardware, lane: string): string =>
  hardware.lanes.find((l) => l.id === lane)?.tier ?? `lane ${lane} (not on this hardware)`;

/** Where a pin places each component kind: the tiers of its lanes, or "not stated". */
function pinPlaces(profile: Profile, hardware: Hardware): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const c of profile.components) {
    const a = c.asPinned;
    if (a === 'ledger' || a === 'absent') continue;
    const places =
      a === 'not-stated'
        ? [NOT_STATED]
        : typeof a === 'string'
          ? [tierOf(hardware, a)]
          : 'split' in a
            ? a.split.map((p) => tierOf(hardware, p.lane))
            : [a.home.lane, ...a.copies.map((cp) => cp.lane)].map((l) => tierOf(hardware, l));
    out.set(c.kind, new Set([...(out.get(c.kind) ?? []), ...places]));
  }
  return out;
}

/**
 * Where the reading places each component kind on the pin's hardware, through the draft's own
 * lane choice (`laneFor`: a unified machine's pool takes GPU and host memory), definite
 * residences only. A tier the hardware has no lane for stays named, so the difference shows.
 */
function readingPlaces(r: CommandReading, hardware: Hardware): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const c of r.components) {
    if (c.presence !== 'present') continue;
    const places = c.parts.flatMap((p) => {
      if (p.residence.kind !== 'tier') return [];
      const lane = laneFor(p.residence, hardware);
      return [lane ? tierOf(hardware, lane) : `${p.residence.tier} (no such lane on this hardware)`];
    });
    if (places.length) out.set(c.kind, new Set([...(out.get(c.kind) ?? []), ...places]));
  }
  return out;
}

const seen: string[] = [];
afterAll(() => {
  // An explanation with no difference left is stale: the pin or the reader changed.
  const sources = new Set(withCommands.flatMap((p) => p.commands.map((c) => c.source)));
  const stale = Object.entries(EXPLAINED).flatMap(([source, kinds]) =>
    Object.keys(kinds)
      .map((k) => `${source} ${k}`)
      .filter((x) => sources.has(x.split(' ')[0]!) && !seen.includes(x)),
  );
  expect(stale).toEqual([]);
});

const pins = cataloguePins().map((pin) => ({ ...pin, commands: commandsOf(pin.profile) }));
const withCommands = pins.filter(
  (p) => p.commands.length > 0 && !Object.hasOwn(NOT_A_RUNTIME_COMMAND, p.profile.id),
);

it('finds the commands the bundled pins and their sources print', () => {
  expect(withCommands.length).toBeGreaterThanOrEqual(3);
});

it('compares every bundled pin that gives a launch command or whose sources print one', () => {
  // A pin's own launch command is always read, unless the table above says why it places nothing.
  for (const { profile } of pins) {
    if (profile.pins.command === undefined) continue;
    const compared = withCommands.some((p) => p.profile.id === profile.id);
    expect(compared || Object.hasOwn(NOT_A_RUNTIME_COMMAND, profile.id), profile.id).toBe(true);
  }
  for (const [id, why] of Object.entries(NOT_A_RUNTIME_COMMAND)) {
    const pin = pins.find((p) => p.profile.id === id);
    if (!pin) continue;
    // The reason holds: the command names no runtime program the reader knows.
    expect(findInvocation(tokenize(pin.commands[0]!.command).commands).family, why).toBeUndefined();
  }
});

describe.each(withCommands.map((p) => [p.profile.id, p] as const))(
  '%s',
  (_id, { profile, hardware, commands }) => {
    it.each(commands.map((c, i) => [`${c.source} #${i + 1}`, c] as const))(
      'agrees with the command in %s, or names the evidence for each difference',
      (_name, { command, source, runtime }) => {
        const gpus = hardware.lanes.find((l) => l.tier === 'gpu-memory')?.devicesPerNode;
        const reading = readCommand(command, { gpus, ...(runtime ? { runtime } : {}) });
        // The command is read as the runtime the pin names, never as a guess of another.
        const named = runtimeOf(profile);
        if (named) expect(reading.runtime.family).toBe(named.family);
        const pin = pinPlaces(profile, hardware);
        const read = readingPlaces(reading, hardware);
        const differences: Record<string, string> = {};
        for (const [kind, places] of pin) {
          const r = read.get(kind);
          if (!r) continue;
          const same = places.size === r.size && [...places].every((t) => r.has(t));
          if (!same)
            differences[kind] = `pin: ${[...places].sort().join(', ')}; command: ${[...r].sort().join(', ')}`;
        }
        const explained = EXPLAINED[source] ?? {};
        expect(
          Object.keys(differences).filter((k) => !(k in explained)),
          JSON.stringify(differences),
        ).toEqual([]);
        seen.push(...Object.keys(differences).map((k) => `${source} ${k}`));
      },
    );
  },
);
