/**
 * A draft pin from a command: it validates as a profile (what "Export profile" writes passes
 * check-profiles), quotes only stored runtime texts, says it is the person's own draft, and
 * its rules accept a move where the runtime can express it (showing the flag) and refuse one
 * it cannot, with the runtime's reason. The verdict stays the generic calculator's.
 */
import { draftProfile } from '../../../src/domain/command/draft/draft-profile';
import { readCommand } from '../../../src/domain/command/read-command';
import { parseRuntime } from '../../../src/domain/command/runtime';
import { checkMove } from '../../../src/domain/placement/move-rules';
import { evidenceText, refusalText } from '../../../src/domain/text/move-lines';
import { asPinnedPlacement } from '../../../src/domain/placement/placement';
import { recipeSettings } from '../../../src/domain/placement/settings';
import { profileProse } from '../../../src/domain/profile/prose-positions';
import { calculateVerdict } from '../../../src/domain/verdict/calculator';
import { statusLines } from '../../../src/domain/text/status-lines';
import { validateProfile } from '../../../src/profiles/validate';
import { DEEPSEEK_HICACHE, KIMI_KT, PR_15077, UNSLOTH_GPT_OSS, catalogue } from '../../helpers/commands';

import { provenanceProblems } from '../../helpers/provenance';

const loaded = catalogue();
const hw = (id: string) => loaded.hardware.find((h) => h.id === id)!;
const rt = (s: string) => {
  const r = parseRuntime(s);
  if (!r.ok) throw new Error(r.message);
  return r.runtime;
};

const CASES = [
  [
    'gpt-oss --n-cpu-moe 27, upstream',
    'llama-server -m gpt-oss-120b.gguf -ngl 99 --n-cpu-moe 27',
    'rtx-3090-24gb-64gb-ddr4',
    'llama.cpp@2026-03-01',
    36,
  ],
  [
    'gpt-oss --n-cpu-moe 27, ik #2262',
    'llama-server -m gpt-oss-120b.gguf -ngl 99 --n-cpu-moe 27',
    'rtx-3090-24gb-64gb-ddr4',
    'ik_llama.cpp@+2262',
    undefined,
  ],
  ['PR #15077 on two GPUs', PR_15077(), '2x-rtx-4090-48gb-2tb-ddr5', undefined, undefined],
  ['the Unsloth command', UNSLOTH_GPT_OSS(), 'rtx-3090-24gb-64gb-ddr4', undefined, 36],
  [
    'DeepSeek HiCache',
    DEEPSEEK_HICACHE(),
    'sglang-tp8-node-gpu-model-not-stated-hf3fs',
    undefined,
    undefined,
  ],
  ['Kimi KT-Kernel', KIMI_KT(), '2x-rtx-4090-48gb-2tb-ddr5', undefined, undefined],
  [
    'vLLM offload on a Spark',
    'vllm serve Qwen/Qwen3-235B -tp 1 --cpu-offload-gb 40 --kv-offloading-size 64',
    'nvidia-dgx-spark-128gb-unified',
    undefined,
    undefined,
  ],
] as const;

describe.each(CASES)('the draft of %s', (_name, command, hardwareId, runtime, layers) => {
  const hardware = hw(hardwareId);
  const reading = readCommand(command, {
    runtime: runtime ? rt(runtime) : undefined,
    model: layers ? { layers, from: 'test' } : undefined,
    gpus: hardware.lanes.find((l) => l.tier === 'gpu-memory')?.devicesPerNode,
  });
  const draft = draftProfile({ command, reading, hardware, checked: '2026-12-01', layers });

  it('validates as a profile, as check-profiles reads the exported file', () => {
    const r = validateProfile('draft.json', JSON.stringify(draft, null, 2), loaded.hardware);
    expect(r.errors).toEqual([]);
  });

  it('quotes only the stored runtime texts, word for word, and marks every other sentence', () => {
    expect(provenanceProblems(profileProse(draft), draft)).toEqual([]);
  });

  it('says it is a draft from the person\u2019s command, not a pin of this site', () => {
    expect(JSON.stringify(draft.boardNotes)).toContain('not a pin of this site');
    expect(draft.sources[0]!.name).toBe('Your command');
  });

  it('speaks as a draft: the described hardware matches, and before any move it is its own recipe', () => {
    expect(draft.hardwareMatch).toBe(true);
    expect(draft.asPinned).toBe(true);
    expect(statusLines(draft).join(' ')).not.toMatch(/does not match|Not the as-pinned/);
  });

  it('says how much of the paste it read', () => {
    expect(JSON.stringify(draft.boardNotes)).toMatch(
      /Read all \d+ words of the command|Could not read \d+ of/,
    );
  });

  it('names where the command comes from', () => {
    expect(draft.sources[0]!.name).toBe('Your command');
  });

  it('keeps the generic verdict: not established, before and after any move', () => {
    const verdict = calculateVerdict(draft, hardware);
    expect(verdict.status).not.toBe('fits');
  });
});

describe('rules for a draft', () => {
  const hardware = hw('rtx-3090-24gb-64gb-ddr4');
  const command = 'llama-server -m gpt-oss-120b.gguf -ngl 99 --n-cpu-moe 27';
  const reading = readCommand(command, {
    runtime: rt('llama.cpp@2026-03-01'),
    model: { layers: 36, from: 'test' },
  });
  const draft = draftProfile({ command, reading, hardware, checked: '2026-12-01', layers: 36 });
  const ctx = {
    profile: draft,
    hardware,
    placement: asPinnedPlacement(draft),
    settings: recipeSettings(draft),
  };
  const experts = draft.components.find((c) => c.id === 'routed-experts')!;
  const parts =
    'split' in (experts.asPinned as object)
      ? (experts.asPinned as { split: { id: string; lane: string }[] }).split
      : [];

  it('splits the experts as the flags do: the first 27 layers in host RAM, the rest on the GPU', () => {
    expect(parts.map((p) => p.lane)).toEqual(['host-ram', 'gpu-memory']);
  });

  it('accepts moving the GPU experts to host RAM and shows the -ot that would do it', () => {
    const r = checkMove(ctx, { row: parts[1]!.id, to: 'host-ram' });
    expect(r.ok).toBe(true);
    if (r.ok)
      expect(evidenceText(r)).toMatch(
        /-ot "blk\\\.\(27\|28\|.*\|35\)\\\.\(ffn_gate_exps\|ffn_up_exps\|ffn_down_exps\)\\\.=CPU"/,
      );
  });

  it('refuses the local disk with the runtime\u2019s reason', () => {
    const r = checkMove(ctx, { row: parts[0]!.id, to: 'local-disk' });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(refusalText(r)).toMatch(/llama\.cpp places tensors in a device.s buffer or in host RAM/);
  });

  it('the -ot it shows, read back, puts exactly that part there', () => {
    const r = checkMove(ctx, { row: parts[1]!.id, to: 'host-ram' });
    const flag = r.ok ? /-ot "([^"]+)"/.exec(evidenceText(r))![0] : '';
    const back = readCommand(`${command} ${flag}`.replace('--n-cpu-moe 27', `${flag} --n-cpu-moe 27`), {
      runtime: rt('llama.cpp@2026-03-01'),
      model: { layers: 36, from: 'test' },
    });
    const host = back.components
      .find((c) => c.id === 'routed-experts')!
      .parts.filter((p) => p.residence.kind === 'tier' && p.residence.tier === 'host-ram');
    const numbers = host.flatMap((p) =>
      p.layers!.kind === 'ranges'
        ? p.layers!.ranges.flatMap(([a, b]) => Array.from({ length: b! - a + 1 }, (_, i) => a + i))
        : [],
    );
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 36 }, (_, i) => i));
  });
});
