/**
 * Settings as the recipe states them (issue 20, point 1). A setting has the recipe's value
 * (what its command passes) apart from the runtime's default, and "not stated" only where the
 * source is silent. The expectations come from the commands as the stored sources print them:
 * the pin's own `pins.command`, or for a pin that does not carry one, the command in its source.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCommand } from '../../src/domain/command/read-command';
import { tokenize } from '../../src/domain/command/read/tokenize';
import { proseText } from '../../src/domain/profile/prose';
import type { Profile } from '../../src/domain/profile/schema/profile';
import { recipeSettings, recipeValue, settingsChanged } from '../../src/domain/placement/settings';
import { pinBrief } from '../../src/domain/brief/pin-brief';
import { pinBriefShort } from '../../src/domain/brief/short-pin-brief';
import { DEEPSEEK_HICACHE, KIMI_KT, SOURCES_DIR } from '../helpers/commands';
import { everyPin, pin } from '../helpers/pins';

const HF3FS = 'deepseek-r1-sglang-hicache-tp8-hf3fs';
const GPT_OSS = 'gpt-oss-120b-rtx3090-llamacpp-n-cpu-moe';
const KIMI_4090 = 'kimi-k2-thinking-2x-rtx4090-48gb-sglang-kt-kernel';

/** The command a pin's recipe runs, word by word: its own, or the one its source prints. */
const SOURCE_COMMANDS: Record<string, () => string> = { [HF3FS]: DEEPSEEK_HICACHE, [KIMI_4090]: KIMI_KT };
const commandWords = (p: Profile): string[] | undefined => {
  const text = p.pins.command ? proseText(p.pins.command) : SOURCE_COMMANDS[p.id]?.();
  return text === undefined
    ? undefined
    : tokenize(text)
        .commands.flat()
        .map((w) => w.text);
};

/** The flag a setting is named by, when its label starts with one: "--hicache-ratio". */
const flagOf = (label: string): string | undefined => {
  const first = label.split(/[\s,]/)[0]!;
  return first.startsWith('-') ? first : undefined;
};

/** What the command passes for a flag: its value (`--flag v` or `--flag=v`), "" for a bare flag, or undefined. */
function passed(words: readonly string[], flag: string): string | undefined {
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w.startsWith(`${flag}=`)) return w.slice(flag.length + 1);
    if (w === flag) {
      const next = words[i + 1];
      return next === undefined || next.startsWith('-') ? '' : next;
    }
  }
  return undefined;
}

const withCommand = everyPin()
  .map(({ profile }) => ({ profile, words: commandWords(profile) }))
  .filter((p): p is { profile: Profile; words: string[] } => p.words !== undefined);

describe.each(withCommand.map((p) => [p.profile.id, p] as const))('%s', (_id, { profile, words }) => {
  const named = profile.settings.flatMap((s) => {
    const flag = flagOf(s.label);
    return flag ? [{ s, flag, value: passed(words, flag) }] : [];
  });

  it('gives each setting its command passes a value the recipe value of that value', () => {
    for (const { s, flag, value } of named.filter((x) => x.value)) {
      expect(s.recipe, `${s.name} (${flag} ${value})`).toBe(value);
      expect(recipeValue(s)).toBe(value);
    }
  });

  it('gives a setting its command does not pass no recipe value, or the option that says it is not passed', () => {
    for (const { s } of named.filter((x) => x.value === undefined)) {
      const option = s.options.find((o) => o.value === s.recipe);
      if (s.recipe !== undefined) expect(option?.label, s.name).toMatch(/^Not passed/);
    }
  });

  it('counts no setting as changed when each is the recipe\u2019s own value', () => {
    expect(settingsChanged(profile, recipeSettings(profile))).toEqual([]);
  });
});

it('reads the commands of the pins that print one, and of the two HiCache and KT pins from their sources', () => {
  expect(withCommand.map((p) => p.profile.id)).toEqual(expect.arrayContaining([HF3FS, KIMI_4090]));
});

describe('the DeepSeek HiCache pin (its command in the best-practices doc)', () => {
  const { profile } = pin(HF3FS);
  const value = (name: string) => recipeValue(profile.settings.find((s) => s.name === name)!);

  it('states write_through, ratio 2, size 0, page_first and the HF3FS backend as the recipe\u2019s values', () => {
    const words = commandWords(profile)!;
    expect(value('HICACHE_WRITE_POLICY')).toBe(passed(words, '--hicache-write-policy'));
    expect(value('HICACHE_RATIO')).toBe(passed(words, '--hicache-ratio'));
    expect(value('HICACHE_SIZE')).toBe(passed(words, '--hicache-size'));
    expect(value('HICACHE_MEM_LAYOUT')).toBe(passed(words, '--hicache-mem-layout'));
    expect(value('HICACHE_STORAGE_BACKEND')).toBe(passed(words, '--hicache-storage-backend'));
  });

  it('says in both briefs that the settings are the recipe\u2019s, not defaults', () => {
    const hw = pin(HF3FS);
    expect(pinBrief(hw)).toContain("HICACHE_RATIO=2 (the recipe's value)");
    expect(pinBrief(hw)).not.toContain('HICACHE_RATIO=2 (chosen');
    // The short brief lists only what differs from the recipe, and what the source leaves unstated.
    expect(pinBriefShort(hw)).not.toMatch(/^- HICACHE_(RATIO|WRITE_POLICY|STORAGE_BACKEND)/m);
    expect(pinBriefShort(hw)).toContain('- HICACHE_IO_BACKEND not chosen (the source states no default)');
  });

  it('leaves the I/O backend not stated: the command does not pass it and the pinned doc gives no default', () => {
    expect(passed(commandWords(profile)!, '--hicache-io-backend')).toBeUndefined();
    expect(value('HICACHE_IO_BACKEND')).toBeUndefined();
  });
});

describe('the gpt-oss pin titled "llama.cpp --n-cpu-moe 27"', () => {
  const { profile } = pin(GPT_OSS);
  const expert = profile.settings.find((s) => s.name === 'EXPERT_OFFLOAD')!;
  const article = readFileSync(resolve(SOURCES_DIR, 'hardware-corner-gpt-oss-moe-offload.txt'), 'utf8');

  it('has --n-cpu-moe 27 as the recipe\u2019s EXPERT_OFFLOAD, as the run\u2019s article states it', () => {
    expect(article).toContain('using the --n-cpu-moe flag');
    expect(article).toContain('offload 27 of the MoE layers to system RAM');
    expect(recipeValue(expert)).toBe('--n-cpu-moe 27');
    expect(profile.subtitle).toContain(recipeValue(expert));
  });

  it('places the rows as the pin pins them when the recipe value is read as a llama.cpp command', () => {
    const reading = readCommand(`llama-server ${recipeValue(expert)!} -ngl 99`);
    const experts = reading.components.find((c) => c.kind === 'routed-experts')!;
    const host = experts.parts.find((p) => p.residence.kind === 'tier' && p.residence.tier === 'host-ram')!;
    const split = profile.components.find((c) => c.id === 'routed-experts')!.asPinned as {
      split: { lane: string; layers?: { from: number; to?: number } }[];
    };
    const pinned = split.split.find((p) => p.lane === 'host-ram')!.layers!;
    expect(host.layers).toEqual({ kind: 'ranges', ranges: [[pinned.from, pinned.to]] });
  });
});
