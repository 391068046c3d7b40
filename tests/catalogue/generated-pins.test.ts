/**
 * The generator of valid pins (tests/helpers/generated-pins.ts) writes what the app accepts:
 * every generated profile and hardware file loads through the real validator (schema and
 * cross-checks) with no error, its quotes are found in the stored text it writes, and the
 * pins it adds to the test run's catalogue hold every shape between them. Every test runs on
 * those pins (tests/helpers/test-catalogue.ts).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { loadAll } from '../../src/profiles/validate';
import { hardwareProse, profileProse } from '../../src/domain/profile/prose-positions';
import { proseText, isSiteNote } from '../../src/domain/profile/prose';
import {
  HARDWARE_SHAPES,
  SCHEMA_OPTIONS,
  SHAPES,
  SOURCE_TEXT,
  generatedCatalogue,
  generatedPinArb,
  optionsHeld,
} from '../helpers/generated-pins';
import { GENERATED } from '../helpers/test-catalogue';

const load = (pins: { profile: unknown; hardware: unknown }[]) =>
  loadAll(
    pins.map((p, i) => ({ file: `generated/hardware/${i}.json`, text: JSON.stringify(p.hardware) })),
    pins.map((p, i) => ({ file: `generated/${i}.json`, text: JSON.stringify(p.profile) })),
  );

describe('generated pins', () => {
  it('are valid, whatever the seed: the validator accepts every profile and hardware file', () => {
    fc.assert(
      fc.property(generatedPinArb(0, []), (pin) => {
        const result = load([pin]);
        expect(result.errors).toEqual([]);
        expect(result.profiles).toHaveLength(1);
        // Every quote is in the stored text the generator writes beside them.
        const prose = [...profileProse(result.profiles[0]!), ...hardwareProse(result.hardware[0]!)];
        for (const { prose: p } of prose) if (!isSiteNote(p)) expect(SOURCE_TEXT).toContain(proseText(p));
      }),
      { numRuns: 40 },
    );
  });

  // The pins the test run's catalogue holds.
  let added: ReturnType<typeof generatedCatalogue> | undefined;
  const catalogue = () => (added ??= generatedCatalogue(GENERATED));

  it('of the test catalogue hold every shape between them, each pin on a hardware file of its own', () => {
    const pins = catalogue();
    const result = load(pins);
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    for (const [shape, has] of Object.entries(SHAPES)) expect(result.profiles.some(has), shape).toBe(true);
    for (const [shape, has] of Object.entries(HARDWARE_SHAPES))
      expect(result.hardware.some(has), shape).toBe(true);
    expect(new Set(result.profiles.map((p) => p.hardware)).size).toBe(pins.length);
  });

  it('of the test catalogue hold every option the profile and hardware schemas give an author', () => {
    // Read from the schemas, so an option added to them is lacking here until the generator writes it.
    expect(SCHEMA_OPTIONS).toEqual(
      expect.arrayContaining([
        'profile.components[].asPinned | "absent"',
        'profile.components[].asPinned.split[].lane | "not-stated"',
        'profile.components[].asPinned.copies[].kind = "write-through"',
        'profile.settings[].options[].places?',
        'profile.flags.memoryFitClaimed = true',
        'hardware.lanes[].tier = "kv-backend"',
        '<sentence> | {siteNote}',
        '<stated count> | {conflict}',
        '<source>.commitOn | {pullRequest,merged}',
      ]),
    );
    const held = optionsHeld(catalogue());
    expect(SCHEMA_OPTIONS.filter((o) => !held.has(o))).toEqual([]);
  });
});
