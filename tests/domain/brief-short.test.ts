/**
 * The short briefs behind "Copy brief" (issue 12, point 6): a summary that fits a chat, with
 * what a reader needs first, ending with one line that points to the full brief. The
 * expectations come from the seed pages (tests/fixtures/seeds) and the product rules, not
 * from the code's own output.
 */
import { describe, expect, test } from 'vitest';
import { compareBrief } from '../../src/domain/brief/compare-brief';
import { compareBriefShort } from '../../src/domain/brief/short-compare-brief';
import { pinBriefShort } from '../../src/domain/brief/short-pin-brief';
import { pinBrief } from '../../src/domain/brief/pin-brief';
import { LIME, MIA, repoPin } from '../helpers/pins';

const mia = repoPin(MIA);
const lime = repoPin(LIME);
const side = (p: typeof mia) => ({ profile: p.profile, hardware: p.hardware });
const DATE = '2026-10-05';

const shortMia = pinBriefShort({ ...side(mia), date: DATE });
const shortLime = pinBriefShort({ ...side(lime), date: DATE });
const shortCompare = compareBriefShort({ a: side(mia), b: side(lime), date: DATE });

describe('size', () => {
  test.each([
    ['Mia pin', shortMia],
    ['Lime pin', shortLime],
    ['their comparison', shortCompare],
  ])('the short brief of the %s stays under 2,600 characters', (_, text) => {
    expect(text.length).toBeLessThan(2600);
    console.info(`short brief: ${text.length} characters`);
  });

  test('each short brief is far shorter than its full brief', () => {
    expect(shortMia.length * 5).toBeLessThan(pinBrief(side(mia)).length);
    expect(shortCompare.length * 10).toBeLessThan(compareBrief({ a: side(mia), b: side(lime) }).length);
  });
});

describe("a pin's short brief", () => {
  test('says the pin, the hardware, the placement by residence and what is absent (seed 000)', () => {
    expect(shortMia).toContain('GLM-5.3-Flash on 2 DGX Sparks');
    expect(shortMia).toContain('Mia TensorFold TP2');
    expect(shortMia).toContain(MIA);
    expect(shortMia).toContain('NVIDIA DGX Spark');
    expect(shortMia).toContain('2 nodes. TP 2. EP unknown.');
    expect(shortMia).toContain('Weight revision is unresolved.');
    expect(shortMia).toMatch(/- Logical checkpoint: EXL3 checkpoint\n/);
    expect(shortMia).toMatch(/- Unified pool: Routed experts, Dense weights, KV cache, DFlash2 drafter,/);
    expect(shortMia).toContain('- Absent: Engram, PLE');
    expect(shortMia).toContain('Absence is not zero bytes.');
    expect(shortMia).not.toMatch(/\b0 ?(B|bytes|GB|GiB)\b/);
  });

  test('says what is ruled out, licenses with commercial use, the verdict headline and the do-not-blend note', () => {
    expect(shortMia).toContain('Not an NVMe expert tier.');
    expect(shortMia).toContain('dflash2: CC-BY-NC-ND-4.0; commercial use restricted');
    expect(shortMia).toContain('serving-repo: Apache-2.0; commercial use allowed');
    expect(shortMia).toContain('Calculator verdict: Not established.');
    expect(shortMia).toContain('Placements are not applied to the calculator memory verdict.');
    expect(shortMia).toContain(`Do not blend with ${LIME}.`);
    expect(shortLime).toContain('The bake-off ran once per arm, and the arms use different quantizations.');
  });

  test('lists the settings changed from the recipe, with their stated consequence', () => {
    expect(shortMia).toMatch(/Settings changed\nNone: the stated defaults\./);
    const mtp = pinBriefShort({ ...side(mia), settings: { DRAFTER: 'mtp' } });
    expect(mtp).toContain('DRAFTER=mtp (chosen; default DRAFTER=dflash2)');
    expect(mtp).toContain('not downloaded under DRAFTER=mtp');
    // Seed 001 states no default DRAFTER: the short brief says so rather than picking one.
    expect(shortLime).toContain('DRAFTER not chosen (the source states no default)');
  });

  test('marks explored placements as not applied to the verdict', () => {
    const moved = pinBriefShort({ ...side(mia), placement: { 'exl3-checkpoint': 'unified-pool' } });
    expect(moved).toMatch(/EXL3 checkpoint \(explored, not applied to the verdict\)/);
    expect(moved).toContain('Calculator verdict: Not established.');
  });

  test('ends with one line saying the full brief holds every fact; plain text, no helper line', () => {
    for (const text of [shortMia, shortLime]) {
      expect(text.trimEnd().split('\n').at(-1)).toBe(
        'The full brief ("Copy full brief") holds every fact of this pin.',
      );
      expect(text).not.toContain('Copies text for another assistant');
      expect(text).not.toMatch(/^#|\*\*|<\/?[a-z]+>/m);
    }
  });
});

describe('the short comparison brief', () => {
  test('names both pins, warns once not to blend them, and computes nothing across them', () => {
    expect(shortCompare).toContain(`Pin A: GLM-5.3-Flash on 2 DGX Sparks, Mia TensorFold TP2 (${MIA})`);
    expect(shortCompare).toContain(`(${LIME})`);
    expect(shortCompare.split('Do not blend:').length - 1).toBe(1);
    expect(shortCompare).toContain('Nothing is computed across the two pins');
    expect(shortCompare).not.toMatch(/\b(faster|slower|ratio|winner)\b/i);
  });

  test('gives what decides commercial use first, even a license both pins share, then the key differences, each value whole', () => {
    const key = shortCompare.slice(shortCompare.indexOf('Commercial use and licenses'));
    // Seeds 000 and 001 both ship the CC-BY-NC-ND-4.0 drafter (issue 18, point 1).
    expect(key).toContain('- dflash2: both include CC-BY-NC-ND-4.0, commercial use restricted');
    expect(key).toContain('tensorfold: A Apache-2.0, commercial use allowed; B MIT, commercial use allowed');
    expect(key.indexOf('Commercial use and licenses')).toBeLessThan(key.indexOf('Kit, runtime and revision'));
    expect(key).toContain(
      'Checkpoint: A Mia-AiLab/GLM-5.3-Flash-EXL3-TR3-4bpw; B brandonmusic/GLM-5.3-Flash-tr3-4bpw',
    );
    expect(key).toContain('C8 means eight slots');
    // The runtime of seed 001 whole, never "jayleaton/glm53-tensorfold-spark @ …".
    expect(key).toContain(`B ${lime.profile.pins.runtime}`);
    expect(shortCompare).not.toContain('…');
  });

  test('ends with the line that points to the full comparison brief', () => {
    expect(shortCompare.trimEnd().split('\n').at(-1)).toBe(
      'The full comparison brief ("Copy full comparison brief") holds every fact of both pins.',
    );
  });
});

describe('reported figures measured with another command (issue 29, point 4)', () => {
  // The Kimi AMX pin's bench figures were published with the first revision's command
  // (--kt-amx-weight-path, issue 29's audit), not the pinned launch command.
  const KIMI_AMX = 'kimi-k2-thinking-8x-l20-xeon-6454s-sglang-kt-amxint4';
  // The M2 Pro pin's figures are lines of the load log of its own launch command.
  const M2_PRO = 'qwen3.6-27b-iq4xs-mtp-macbook-pro-m2-pro-32gb-llamacpp-metal';

  test('says so beside the figures, and points to the full brief for that command', () => {
    const kimi = repoPin(KIMI_AMX);
    const short = pinBriefShort(side(kimi));
    const group = short.slice(short.indexOf('Reported by'), short.indexOf('Bench prefill'));
    expect(group).toMatch(/Measured with another command than the one above; the full brief prints it\./);
    expect(pinBrief(side(kimi))).toContain('--kt-amx-weight-path');
  });

  test('says nothing of the kind when the figures were measured with the launch command', () => {
    expect(pinBriefShort(side(repoPin(M2_PRO)))).not.toMatch(/another command/);
  });
});
