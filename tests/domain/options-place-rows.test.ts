/**
 * An option can place rows (issue 20, point 1): under `--cpu-moe` the llama.cpp README says
 * "keep all Mixture of Experts (MoE) weights in the CPU", so choosing it redraws every routed
 * expert in host RAM, and choosing the recipe's own value draws them back; the brief says so.
 * Under "not set" the HiCache pin has no L3 storage backend, so its HF3FS copy is not loaded.
 * The rules answer the same on the board, in links and in stored state, and the verdict never
 * changes with a setting.
 */
import { describe, expect, it } from 'vitest';
import { boardModel, type BoardRow } from '../../src/domain/board/board-model';
import { pinBrief } from '../../src/domain/brief/pin-brief';
import { pinBriefShort } from '../../src/domain/brief/short-pin-brief';
import { checkMove } from '../../src/domain/placement/move-rules';
import { refusalText } from '../../src/domain/text/move-lines';
import { explorations } from '../../src/domain/placement/placement';
import { calculateVerdict } from '../../src/domain/verdict/calculator';
import { boardRowMarks } from '../../src/domain/text/row-marks';
import { replayPlacement } from '../../src/state/explorations';
import { pin } from '../helpers/pins';
import { proseLine } from '../../src/domain/profile/prose';
import { verdictSaid } from '../helpers/move-text';

const gptOss = pin('gpt-oss-120b-rtx3090-llamacpp-n-cpu-moe');
const hf3fs = pin('deepseek-r1-sglang-hicache-tp8-hf3fs');
const CPU_MOE = { EXPERT_OFFLOAD: '--cpu-moe' };
const RECIPE = { EXPERT_OFFLOAD: '--n-cpu-moe 27' };

const rows = (settings: Record<string, string>, placement = {}, p = gptOss) =>
  [
    ...boardModel({ ...p, placement, settings }).residences.flatMap((r) => r.rows),
    ...(boardModel({ ...p, placement, settings }).notStated?.rows ?? []),
  ] as BoardRow[];
const experts = (settings: Record<string, string>, placement = {}) =>
  rows(settings, placement)
    .filter((r) => r.row.component.kind === 'routed-experts')
    .sort((a, b) => a.row.id.localeCompare(b.row.id));

describe('EXPERT_OFFLOAD=--cpu-moe on the gpt-oss pin', () => {
  const readme = gptOss.profile.settings
    .find((s) => s.name === 'EXPERT_OFFLOAD')!
    .options.find((o) => o.value === '--cpu-moe')!.consequence;

  it('as the recipe pins it: the first 27 layers\u2019 experts in host RAM, the rest on the GPU', () => {
    expect(experts(RECIPE).map((r) => [r.row.id, r.residence])).toEqual([
      ['experts-first-27-layers', 'host-ram'],
      ['experts-remaining-layers', 'gpu-memory'],
    ]);
  });

  it('redraws every routed expert in host RAM, marked as placed by the option, not as explored', () => {
    const moved = experts(CPU_MOE);
    expect(moved.map((r) => r.residence)).toEqual(['host-ram', 'host-ram']);
    const placed = moved.find((r) => r.row.id === 'experts-remaining-layers')!;
    expect(boardRowMarks(placed)).toContain('placed here by EXPERT_OFFLOAD=--cpu-moe');
    expect(placed.explored).toBe(false);
    expect(explorations({ ...gptOss, placement: {}, settings: CPU_MOE })).toEqual([]);
  });

  it('draws them back when the recipe\u2019s own value is chosen again', () => {
    expect(experts(RECIPE).map((r) => r.residence)).toEqual(['host-ram', 'gpu-memory']);
  });

  it('says so in the brief, with the README\u2019s words, and not in the brief of the recipe', () => {
    const brief = pinBrief({ ...gptOss, settings: CPU_MOE });
    expect(brief).toContain('placed here by EXPERT_OFFLOAD=--cpu-moe');
    expect(brief).toContain(`Experts of the remaining layers in Host RAM: ${proseLine(readme)}`);
    expect(brief).toContain(proseLine(readme));
    expect(pinBrief({ ...gptOss, settings: RECIPE })).not.toContain('placed here by');
    expect(pinBriefShort({ ...gptOss, settings: CPU_MOE })).toContain('EXPERT_OFFLOAD=--cpu-moe');
  });

  it('refuses a drag of a placed row elsewhere, naming the option, and leaves the board as it was', () => {
    const ctx = { ...gptOss, placement: {}, settings: CPU_MOE };
    const result = checkMove(ctx, { row: 'experts-remaining-layers', to: 'gpu-memory' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(refusalText(result)).toContain('under EXPERT_OFFLOAD=--cpu-moe');
      expect(refusalText(result)).toContain(proseLine(readme));
    }
    const there = checkMove(ctx, { row: 'experts-remaining-layers', to: 'host-ram' });
    expect(there.ok && there.placement).toBe(ctx.placement);
  });

  it('without the option, opens host RAM for the GPU experts only under the options that place them', () => {
    const explored = checkMove(
      { ...gptOss, placement: {}, settings: RECIPE },
      { row: 'experts-remaining-layers', to: 'host-ram' },
    );
    expect(explored.ok).toBe(false);
    if (!explored.ok) expect(refusalText(explored)).toContain('--cpu-moe');
  });

  it('is what a link or stored state replays: the same rules, the same board', () => {
    const refused: string[] = [];
    const link = replayPlacement(gptOss, [['experts-remaining-layers', 'host-ram']], CPU_MOE, 'link', (r) =>
      refused.push(r.reason),
    );
    expect(refused).toEqual([]);
    expect(experts(CPU_MOE, link.placement).map((r) => r.residence)).toEqual(['host-ram', 'host-ram']);
    const bad = replayPlacement(gptOss, [['experts-remaining-layers', 'gpu-memory']], CPU_MOE, 'link', (r) =>
      refused.push(r.reason),
    );
    expect(bad.accepted).toEqual([]);
    expect(refused.join()).toContain('under EXPERT_OFFLOAD=--cpu-moe');
  });

  it('never changes the verdict: the calculator takes no settings, and every brief says the same one', () => {
    const { headline } = verdictSaid(gptOss.profile, gptOss.hardware);
    for (const settings of [CPU_MOE, RECIPE]) expect(pinBrief({ ...gptOss, settings })).toContain(headline);
    expect(calculateVerdict.length).toBe(2);
  });
});

describe('HICACHE_STORAGE_BACKEND on the DeepSeek HiCache pin', () => {
  const copy = (settings: Record<string, string>) =>
    rows(settings, {}, hf3fs).find((r) => r.row.id === 'kv-hf3fs-l3')!;

  it('keeps the HF3FS write-through copy as the recipe sets it (hf3fs)', () => {
    expect(copy({}).load).toEqual({ state: 'loaded' });
    expect(copy({}).residence).toBe('hf3fs');
  });

  it('takes the HF3FS copy off the board\u2019s loaded rows under "not set", and gives it back', () => {
    expect(copy({ HICACHE_STORAGE_BACKEND: '' }).load).toEqual({
      state: 'not-loaded',
      setting: 'HICACHE_STORAGE_BACKEND=""',
    });
    const refused = checkMove(
      { ...hf3fs, placement: {}, settings: { HICACHE_STORAGE_BACKEND: '' } },
      { row: 'kv-hf3fs-l3', to: 'hf3fs' },
    );
    expect(refused.ok).toBe(false);
    expect(copy({ HICACHE_STORAGE_BACKEND: 'hf3fs' }).load).toEqual({ state: 'loaded' });
    // The home and the host-RAM copy stay loaded: only the L3 copy goes.
    expect(
      rows({ HICACHE_STORAGE_BACKEND: '' }, {}, hf3fs)
        .filter((r) => r.row.component.id === 'kv-cache' && r.row.id !== 'kv-hf3fs-l3')
        .map((r) => r.load.state),
    ).toEqual(['loaded', 'loaded']);
  });

  it('says so in the brief by the copy\u2019s name, never its id', () => {
    const brief = pinBrief({ ...hf3fs, settings: { HICACHE_STORAGE_BACKEND: '' } });
    expect(brief).toContain('not loaded under HICACHE_STORAGE_BACKEND=""');
    expect(brief).toContain('Not loaded: KV cache, L3 (HF3FS storage).');
  });
});
