/**
 * The full brief of every pin in profiles/ still carries 100% of its facts (issue 18, "Done
 * when"), now that the short brief leaves lines out: every sentence of the pin and of its
 * hardware file (quotes and site notes, every setting option's consequence, each residence's
 * evidence and each refusal's reason, of the whole row and of each part and copy), every
 * source with its address, commit and checked date, every license, every reported figure with
 * who reported it. The expectations are read from the profile files, never from the brief.
 */
import { sourceDay } from '../../src/domain/profile/source-dates';
import { describe, expect, test } from 'vitest';
import { pinBrief } from '../../src/domain/brief/pin-brief';
import { hardwareProse, profileProse } from '../../src/domain/profile/prose-positions';
import { proseText } from '../../src/domain/profile/prose';
import { everyPin } from '../helpers/pins';

const flat = (s: string) => s.replace(/\s+/g, ' ').trim();

describe.each(everyPin().map((p) => [p.profile.id, p] as const))('the full brief of %s', (_id, pin) => {
  const { profile, hardware } = pin;
  const brief = flat(pinBrief({ profile, hardware }));

  test('holds every sentence of the pin and of its hardware file, each whole', () => {
    const all = [...profileProse(profile), ...hardwareProse(hardware)];
    expect(all.length).toBeGreaterThan(10);
    expect(all.filter(({ prose }) => !brief.includes(flat(proseText(prose)))).map((x) => x.path)).toEqual([]);
  });

  test('holds every source with its address, commit and checked date, the hardware file’s too', () => {
    for (const s of [...profile.sources, ...hardware.sources]) {
      for (const v of [s.name, s.url, s.repo, s.commit, sourceDay(s.dated)])
        if (v) expect(brief, s.id).toContain(v);
      if (s.checked !== 'unknown') expect(brief, s.id).toContain(s.checked);
    }
  });

  test('holds every license with its SPDX id and commercial use, and every reported figure with who reported it', () => {
    for (const l of profile.licenses) {
      expect(brief).toContain(l.component);
      if (l.spdx !== 'unknown') expect(brief).toContain(l.spdx);
      expect(brief).toContain(l.commercialUse);
    }
    for (const o of profile.observations.items)
      for (const v of [o.label, o.stated, o.reportedBy]) expect(brief, o.label).toContain(flat(v));
  });
});
