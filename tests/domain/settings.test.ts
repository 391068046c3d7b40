import { describe, expect, test } from 'vitest';
import { effectiveSettings, forcedBy, unloadedBy } from '../../src/domain/placement/settings';
import { pinBrief } from '../../src/domain/brief/pin-brief';
import { copyOf, mia, shapes } from '../helpers/pins';
import { boardModel } from '../../src/domain/board/board-model';
import { rowName } from '../../src/domain/rows/rows';
import { verdictSaid } from '../helpers/move-text';

const { profile, hardware } = mia();

describe('settings the Mia pin states', () => {
  test('DRAFTER=mtp forces one request: "DRAFTER=mtp forces one request" (seed 000 preflight)', () => {
    const settings = effectiveSettings(profile, { DRAFTER: 'mtp' });
    expect(settings.PARALLEL).toBe('1');
    expect(forcedBy(profile, settings).get('PARALLEL')).toEqual({ value: '1', by: 'DRAFTER=mtp' });
  });

  test('a forced setting wins over the user asking for PARALLEL=4 under DRAFTER=mtp', () => {
    expect(effectiveSettings(profile, { DRAFTER: 'mtp', PARALLEL: '4' }).PARALLEL).toBe('1');
  });

  test('the defaults force nothing: PARALLEL stays 4 with DRAFTER=dflash2', () => {
    const settings = effectiveSettings(profile, {});
    expect(settings.PARALLEL).toBe('4');
    expect(forcedBy(profile, settings).size).toBe(0);
  });

  test('DRAFTER=mtp leaves the drafter present but not loaded', () => {
    expect(unloadedBy(profile, effectiveSettings(profile, { DRAFTER: 'mtp' })).get('drafter')).toBe(
      'DRAFTER=mtp',
    );
  });

  test('the brief under DRAFTER=mtp never says PARALLEL=4, and its verdict is the as-pinned one', () => {
    const brief = pinBrief({ profile, hardware, settings: { DRAFTER: 'mtp' } });
    expect(brief).not.toContain('PARALLEL=4 ');
    expect(brief).toContain('PARALLEL=1');
    const verdict = verdictSaid(profile, hardware);
    expect(brief).toContain(verdict.headline);
  });
});

describe('a chain of forces (an option forces a setting whose option forces another)', () => {
  // The shapes fixture's two settings, made into a chain: LOAD=mmap forces DRAFT=on, whose
  // option forces LOAD=copy.
  const pin = shapes();
  const chained = copyOf(pin.profile);
  const [load, draft] = [
    chained.settings.find((s) => s.name === 'LOAD')!,
    chained.settings.find((s) => s.name === 'DRAFT')!,
  ];
  load.options.find((o) => o.value === 'mmap')!.forces = { DRAFT: 'on' };
  draft.options.find((o) => o.value === 'on')!.forces = { LOAD: 'copy' };

  test('settings in force stay as they are when a surface hands them on', () => {
    const inForce = effectiveSettings(chained, { LOAD: 'mmap' });
    expect(inForce).toMatchObject({ LOAD: 'mmap', DRAFT: 'on' });
    expect(effectiveSettings(chained, inForce)).toEqual(inForce);
  });

  test('the brief and the board model put each row in the same place under them', () => {
    const state = { ...pin, profile: chained, placement: {}, settings: { LOAD: 'mmap' } };
    const model = boardModel(state);
    const brief = pinBrief(state);
    for (const p of model.residences.filter((x) => x.rows.length > 0))
      expect(brief.slice(brief.indexOf(`\n${p.heading}`)), p.heading).toContain(rowName(p.rows[0]!.row));
  });
});
