/**
 * Rules for a draft: its evidence is the command and the runtime's docs, so a move is accepted
 * where the runtime can express it, with the flag that would, as text to review; a move it
 * cannot express is refused with the runtime's reason. llama.cpp and ik_llama.cpp place any
 * tensor with -ot (the first matching pattern wins) and the KV cache with -nkvo; vLLM and
 * SGLang place whole budgets, not rows.
 */
import type { Prose } from '../../profile/schema/primitives';
import type { ComponentReading, PartReading } from '../reading';
import type { Tier } from '../../profile/tiers';
import { SGLANG_SAYS } from '../registry/sglang';
import { VLLM_SAYS } from '../registry/vllm';
import { FAMILY_INFO, type Family } from '../runtime';
import { LAYER_HORIZON } from '../llamacpp/tensor-groups';
import { partPattern } from './ot-pattern';

/** A tier of the hardware's lanes: the schema's one set, so a new tier reaches these rules uncast. */
type LaneTier = Tier;

export type Expressed = { ok: true; flag: string; evidence: Prose } | { ok: false; reason: Prose };

const note = (siteNote: string): Prose => ({ siteNote });
const BUFFER: Partial<Record<LaneTier, string>> = {
  'host-ram': 'CPU',
  'gpu-memory': 'CUDA0',
  'unified-pool': 'CUDA0',
};

function tensorMove(
  family: Family,
  c: ComponentReading,
  p: PartReading,
  tier: LaneTier,
  layers: number | undefined,
): Expressed {
  const runtime = FAMILY_INFO[family].name;
  if (c.id === 'kv-cache') {
    if (tier === 'host-ram')
      return {
        ok: true,
        flag: '-nkvo',
        evidence: note('-nkvo would keep the KV cache in host RAM: all of it, every layer\u2019s.'),
      };
    if (tier === 'gpu-memory' || tier === 'unified-pool')
      return {
        ok: true,
        flag: '-kvo',
        evidence: note(
          '-kvo (the default) keeps each layer\u2019s KV cache with its layer, so on the GPU for the layers -ngl offloads.',
        ),
      };
    return {
      ok: false,
      reason: note(`${runtime} keeps the KV cache on a GPU or in host RAM; this lane is neither.`),
    };
  }
  const buffer = BUFFER[tier];
  if (tier === 'remote-device')
    return {
      ok: false,
      reason: note(
        `${runtime} places a tensor on a remote device only with --rpc and an RPC buffer name: this command names no RPC server.`,
      ),
    };
  if (!buffer)
    return {
      ok: false,
      reason: note(
        `${runtime} places tensors in a device\u2019s buffer or in host RAM; ${tier === 'local-disk' ? 'a disk is not one (with mmap, weights kept in host RAM are pages of the model file)' : 'this lane is neither'}.`,
      ),
    };
  const pattern = partPattern(c.id, p, layers, LAYER_HORIZON);
  if (!pattern)
    return {
      ok: false,
      reason: note(
        `No -ot pattern can name these layers without the model\u2019s layer count; with a model file header it can.`,
      ),
    };
  const flag = `-ot "${pattern}=${buffer}"`;
  return {
    ok: true,
    flag,
    evidence: note(
      `${flag} would place it here, put before the command\u2019s other overrides: the first matching pattern wins.${buffer === 'CUDA0' ? ' CUDA0 names the first GPU of a CUDA build (Vulkan0, ROCm0 on others).' : ''}`,
    ),
  };
}

/** What a server runtime can do with a row: its flags that move weights, experts and the KV cache. */
type ServerMoves = {
  /** The flag that keeps weights in host RAM, with this site's one wording of its effect. */
  weightsToHost: { flag: string; says: string };
  /** The flag that splits routed experts between the GPU and the CPU, where it has one. */
  expertsSplit?: { flag: string; says: string };
  /** The flag that adds a host-RAM KV tier beside the GPU pool. */
  kvHostTier: string;
};

const SERVER_MOVES = {
  vllm: {
    weightsToHost: { flag: '--cpu-offload-gb N', says: VLLM_SAYS.cpuOffloadGb },
    kvHostTier: '--kv-offloading-size',
  },
  sglang: {
    weightsToHost: { flag: '--cpu-offload-gb N', says: SGLANG_SAYS.cpuOffloadGb },
    expertsSplit: { flag: '--kt-num-gpu-experts N', says: SGLANG_SAYS.ktNumGpuExperts },
    kvHostTier: '--enable-hierarchical-cache',
  },
} satisfies Record<'vllm' | 'sglang', ServerMoves>;

const offered = (move: { flag: string; says: string }): Expressed => ({
  ok: true,
  flag: move.flag,
  evidence: note(`${move.flag}: ${move.says}`),
});

function serverMove(
  family: 'vllm' | 'sglang',
  c: ComponentReading,
  p: PartReading,
  tier: LaneTier,
): Expressed {
  const { name } = FAMILY_INFO[family];
  const moves: ServerMoves = SERVER_MOVES[family];
  const host = tier === 'host-ram';
  if (c.id === 'model-weights' && host) return offered(moves.weightsToHost);
  if (c.id === 'routed-experts' && moves.expertsSplit && (host || tier === 'gpu-memory'))
    return offered(moves.expertsSplit);
  if (c.id === 'kv-cache' && host && !p.copy)
    return {
      ok: false,
      reason: note(
        `${name} keeps its KV pool on the GPU; ${moves.kvHostTier} adds a host-RAM tier beside it, it does not move the pool.`,
      ),
    };
  return { ok: false, reason: note(`${name} has no flag that puts this row in this lane.`) };
}

type Move = (c: ComponentReading, p: PartReading, tier: LaneTier, layers: number | undefined) => Expressed;

/** How each family expresses a move: a new family is a compile error here until it has a row. */
const MOVES = {
  'llama.cpp': (c, p, tier, layers) => tensorMove('llama.cpp', c, p, tier, layers),
  'ik_llama.cpp': (c, p, tier, layers) => tensorMove('ik_llama.cpp', c, p, tier, layers),
  vllm: (c, p, tier) => serverMove('vllm', c, p, tier),
  sglang: (c, p, tier) => serverMove('sglang', c, p, tier),
} satisfies Record<Family, Move>;

export function expressMove(
  family: Family,
  c: ComponentReading,
  p: PartReading,
  tier: LaneTier,
  layers: number | undefined,
): Expressed {
  return MOVES[family](c, p, tier, layers);
}
