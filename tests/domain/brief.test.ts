/**
 * The copied brief of one pin: explorations stay explorations, the verdict never moves,
 * chosen settings carry their stated consequence, and the text is plain and deterministic.
 */
import { describe, expect, test } from 'vitest';
import { pinBrief } from '../../src/domain/brief/pin-brief';
import { asPinnedPlacement } from '../../src/domain/placement/placement';
import { LIME, MIA, copyOf, repoPin } from '../helpers/pins';

const mia = repoPin(MIA);
const lime = repoPin(LIME);

/** The lines of one block of the brief, from its heading to the next blank line. */
function block(brief: string, heading: string): string[] {
  const lines = brief.split('\n');
  const start = lines.indexOf(heading);
  if (start < 0) throw new Error(`no "${heading}" block in the brief`);
  const end = lines.indexOf('', start);
  return lines.slice(start, end < 0 ? undefined : end);
}

const deepFreeze = <T>(x: T): T => {
  if (x && typeof x === 'object') {
    Object.values(x).forEach(deepFreeze);
    Object.freeze(x);
  }
  return x;
};

describe('explored placements', () => {
  // The EXL3 checkpoint's evidence describes the local disk ("about 176 GB on disk").
  const explored = { ...asPinnedPlacement(mia.profile), 'exl3-checkpoint': 'local-disk' };

  test('an as-pinned board says there is nothing explored', () => {
    const brief = pinBrief({ profile: mia.profile, hardware: mia.hardware });
    expect(block(brief, 'Explored placements')).toEqual(['Explored placements', 'None. As-pinned.']);
  });

  test('each move is listed from its as-pinned residence and marked as not applied to the verdict', () => {
    const brief = pinBrief({ profile: mia.profile, hardware: mia.hardware, placement: explored });
    const lines = block(brief, 'Explored placements');
    expect(lines).toContain(
      '- EXL3 checkpoint: Logical checkpoint -> Local disk path, explored, not applied to the verdict',
    );
    expect(lines.join('\n')).toContain('~176 GB and 164 GiB are one disk quantity');
    expect(lines).not.toContain('None. As-pinned.');
  });

  test('the moved row is shown in its new lane, marked as explored', () => {
    const brief = pinBrief({ profile: mia.profile, hardware: mia.hardware, placement: explored });
    const disk = block(brief, 'Local disk path');
    expect(disk.some((l) => l.startsWith('- EXL3 checkpoint (explored, not applied to the verdict):'))).toBe(
      true,
    );
    expect(block(brief, 'Logical checkpoint').some((l) => l.includes('EXL3 checkpoint'))).toBe(false);
  });

  test('the verdict text is the same before and after moves and setting changes', () => {
    const before = pinBrief({ profile: mia.profile, hardware: mia.hardware });
    const after = pinBrief({
      profile: mia.profile,
      hardware: mia.hardware,
      placement: explored,
      settings: { DRAFTER: 'mtp', DENSE: 'bf16', KV: 'bf16', PARALLEL: '1' },
    });
    const verdict = block(before, 'Calculator verdict');
    expect(block(after, 'Calculator verdict')).toEqual(verdict);
    // Invariant 6: the bytes it needs are unknown in the seed, so it is not established.
    expect(verdict[1]).toBe('Not established.');
    expect(verdict).toContain('Placements are not applied to the calculator memory verdict.');
  });
});

describe('chosen settings', () => {
  test('a setting that differs from the default appears with its stated consequence', () => {
    const brief = pinBrief({ profile: mia.profile, hardware: mia.hardware, settings: { DRAFTER: 'mtp' } });
    const settings = block(brief, 'Settings').join('\n');
    expect(settings).toContain('DRAFTER=mtp (chosen; default DRAFTER=dflash2)');
    expect(settings).toContain(
      'MTP-only is the checkpoint head, one request at a time, and it avoids that non-commercial download.',
    );
    expect(settings).toContain('MTP is a single request.');
  });

  test('a row the setting does not load is present but marked not loaded, and its license not downloaded', () => {
    const brief = pinBrief({ profile: mia.profile, hardware: mia.hardware, settings: { DRAFTER: 'mtp' } });
    expect(
      block(brief, 'Unified pool (UMA)').some((l) =>
        l.startsWith('- DFlash2 drafter (present, not loaded under DRAFTER=mtp):'),
      ),
    ).toBe(true);
    expect(block(brief, 'Licenses').find((l) => l.startsWith('- dflash2:'))).toMatch(
      /\(not downloaded under DRAFTER=mtp\)$/,
    );
    // Not loaded is not absent: the absent list is still Engram and PLE only.
    expect(brief).toContain('Absent: Engram, PLE. Absence is not zero bytes.');
  });

  test("an empty setting value is shown as empty, not dropped (Lime's MTP-only DRAFTER)", () => {
    const brief = pinBrief({ profile: lime.profile, hardware: lime.hardware, settings: { DRAFTER: '' } });
    expect(brief).toContain('present, not loaded under DRAFTER=""');
    expect(brief).toContain('An empty DRAFTER uses MTP only and is slower.');
  });

  test('default settings carry no not-loaded marks', () => {
    const brief = pinBrief({ profile: mia.profile, hardware: mia.hardware });
    expect(brief).not.toContain('not loaded under');
    expect(brief).not.toContain('not downloaded under');
    expect(block(brief, 'Settings')).toContain('Default settings.');
  });
});

describe('a plain, deterministic text', () => {
  test('the same input gives the same text, and the input is not changed', () => {
    const input = deepFreeze({
      profile: copyOf(mia.profile),
      hardware: copyOf(mia.hardware),
      placement: { ...asPinnedPlacement(mia.profile), 'exl3-checkpoint': 'unified-pool' },
      settings: { DRAFTER: 'mtp' },
    });
    expect(pinBrief(input)).toBe(pinBrief(input));
  });

  test('a date is printed only when given as an argument', () => {
    const without = pinBrief({ profile: mia.profile, hardware: mia.hardware });
    expect(without).not.toMatch(/Copied on/);
    expect(pinBrief({ profile: mia.profile, hardware: mia.hardware, date: '2026-10-05' })).toContain(
      'Copied on 2026-10-05.',
    );
  });

  test('profile strings with markup characters come out exactly as written', () => {
    const profile = copyOf(mia.profile);
    profile.summary = 'Tags like <b>bold</b> & "quotes" stay <as-is>.';
    profile.caveats = [
      ...profile.caveats,
      'Run with --flag <value> & keep *stars*, _underscores_ and `ticks`.',
    ];
    const brief = pinBrief({ profile, hardware: mia.hardware });
    expect(brief).toContain('Tags like <b>bold</b> & "quotes" stay <as-is>.');
    expect(brief).toContain('- Run with --flag <value> & keep *stars*, _underscores_ and `ticks`.');
    expect(brief).not.toMatch(/&lt;|&gt;|&amp;|&quot;/);
  });

  test('uses headings and "- " bullets, no markup that needs rendering', () => {
    const brief = pinBrief({ profile: mia.profile, hardware: mia.hardware });
    expect(brief).not.toMatch(/^#/m);
    expect(brief).not.toMatch(/\*\*|<\/?[a-z]+>/);
    expect(brief.split('\n').filter((l) => /^\s*[*•]/.test(l))).toEqual([]);
    expect(brief.endsWith('\n')).toBe(true);
  });

  test('follows the order of the page', () => {
    const brief = pinBrief({ profile: mia.profile, hardware: mia.hardware });
    const order = [
      'GLM-5.3-Flash on 2 DGX Sparks',
      'This is not a fit and not a finished deployment.',
      '- Hardware matches this pin. 2 nodes. TP 2. EP unknown.',
      '- serving-repo: Apache License 2.0. Commercial use allowed.',
      '- DENSE=q4 lost the end of turn on 12 of 48 short French coding prompts.',
      'Not a drag-to-fit control.',
      'Absent: Engram, PLE.',
      'Other rejected paths',
      'Explored placements',
      'Calculator verdict',
      'Full config and source evidence',
      '- Pinned source TP2 settings',
      'Speed figures in the copied brief',
      'Hashes, preflight, and reported observations',
      'Preflight',
      'Validation',
      'Rollback',
      'Sources',
      'Reported observations',
      '- Do not blend with glm-5.3-flash-lime-tensorfold-c8',
      '- EXL3 checkpoint: resident bytes are unknown.',
      '- Runtime claimed by this site: false.',
    ];
    const at = order.map((s) => brief.indexOf(s));
    expect(at.filter((i) => i < 0)).toEqual([]);
    expect(at).toEqual([...at].sort((x, y) => x - y));
  });
});
