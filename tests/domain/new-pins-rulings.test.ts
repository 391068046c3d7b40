/**
 * The rulings of the pins written from public sources (not the seeds), checked against the
 * sources' own sentences: each expectation names the sentence that justifies it, and that
 * sentence must stand word for word in the stored source text. The rules must then accept
 * or refuse the move from the as-pinned board under the pin's stated defaults.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { asPinnedPlacement } from '../../src/domain/placement/placement';
import { defaultSettings } from '../../src/domain/placement/settings';
import { checkMove } from '../../src/domain/placement/move-rules';
import { hardwareOf, loadBundled, pinById, ROOT } from '../helpers/load-bundled';

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
    settings: defaultSettings(profile),
  };

  it.each(rulings.filter((r) => r.pin === pinId).map((r) => [`${r.row} -> ${r.lane}`, r] as const))(
    '%s follows its source',
    (_name, r) => {
      const source = profile.sources.find((s) => s.id === r.source);
      expect(source?.text, `source ${r.source} has stored text`).toBeDefined();
      const text = readFileSync(resolve(ROOT, 'profiles/sources', source!.text!), 'utf8');
      expect(norm(text)).toContain(norm(r.because));
      expect(checkMove(ctx, { row: r.row, to: r.lane }).ok).toBe(r.accepted);
    },
  );
});

it('covers every new pin, with at least one accepted and one refused move each', () => {
  const newPins = loaded.profiles.filter((p) => !p.id.startsWith('glm-5.3-flash'));
  expect(newPins.length).toBeGreaterThanOrEqual(3);
  for (const p of newPins) {
    const own = rulings.filter((r) => r.pin === p.id);
    expect(
      own.some((r) => r.accepted),
      p.id,
    ).toBe(true);
    expect(
      own.some((r) => !r.accepted),
      p.id,
    ).toBe(true);
  }
});
