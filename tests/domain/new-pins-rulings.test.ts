/**
 * The rulings of the pins written from public sources (not the seeds), checked against the
 * sources' own sentences: each expectation names the sentence that justifies it, and that
 * sentence must stand word for word in the stored source text. The rules must then accept
 * or refuse the move from the as-pinned board under the pin's stated defaults.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { asPinnedPlacement } from '../../src/domain/placement/placement';
import { recipeSettings } from '../../src/domain/placement/settings';
import { checkMove } from '../../src/domain/placement/move-rules';
import { hardwareOf, loadBundled, pinById, ROOT, SOURCES_DIR } from '../helpers/pins';

type Ruling = { pin: string; row: string; lane: string; accepted: boolean; because: string; source: string };
const rulings = JSON.parse(
  readFileSync(resolve(ROOT, 'tests/fixtures/rulings/new-pins.json'), 'utf8'),
) as Ruling[];
const loaded = loadBundled();
const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

describe.each([...new Set(rulings.map((r) => r.pin))])('the rulings of %s', (pinId) => {
  const profile = pinById(loaded, pinId);
  const hardware = hardwareOf(loaded, profile);
  const ctx = {
    profile,
    hardware,
    placement: asPinnedPlacement(profile),
    settings: recipeSettings(profile),
  };

  it.each(rulings.filter((r) => r.pin === pinId).map((r) => [`${r.row} -> ${r.lane}`, r] as const))(
    '%s follows its source',
    (_name, r) => {
      const source = profile.sources.find((s) => s.id === r.source);
      expect(source?.text, `source ${r.source} has stored text`).toBeDefined();
      const text = readFileSync(resolve(SOURCES_DIR, source!.text!), 'utf8');
      expect(norm(text)).toContain(norm(r.because));
      expect(checkMove(ctx, { row: r.row, to: r.lane }).ok).toBe(r.accepted);
    },
  );
});

// Rulings are keyed to their pins: a pin without rulings is not an error (the catalogue grows by
// adding files), but rulings must name pins that load, and each ruled pin has both kinds.
it('names pins that load, each with at least one accepted and one refused move', () => {
  const ruled = [...new Set(rulings.map((r) => r.pin))];
  expect(ruled.length).toBeGreaterThanOrEqual(3);
  for (const id of ruled) {
    expect(
      loaded.profiles.some((p) => p.id === id),
      `${id} loads`,
    ).toBe(true);
    const own = rulings.filter((r) => r.pin === id);
    expect(
      own.some((r) => r.accepted),
      id,
    ).toBe(true);
    expect(
      own.some((r) => !r.accepted),
      id,
    ).toBe(true);
  }
});
