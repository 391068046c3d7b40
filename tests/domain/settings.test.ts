import { describe, expect, test } from 'vitest';
import { effectiveSettings, forcedBy, unloadedBy } from '../../src/domain/placement/settings';
import { pinBrief } from '../../src/domain/brief/pin-brief';
import { calculateVerdict } from '../../src/domain/verdict/calculator';
import { mia } from '../helpers/pins';

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
    const verdict = calculateVerdict(profile, hardware);
    expect(brief).toContain(verdict.headline);
  });
});
