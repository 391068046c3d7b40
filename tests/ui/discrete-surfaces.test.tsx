// @vitest-environment jsdom
/**
 * A pin on discrete GPUs reads as its own hardware and sources say, on every surface: the
 * pin view, its board, its brief, the comparison with another discrete pin and the moves
 * the rules allow. No sentence of the unified-memory seeds leaks into it, every row has its
 * handle, and nothing reads "[object Object]", "undefined" or "NaN".
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { compareBrief } from '../../src/domain/brief/compare-brief';
import { pinBrief } from '../../src/domain/brief/pin-brief';
import { boardRows, rowName } from '../../src/domain/rows/rows';
import { checkMove } from '../../src/domain/placement/move-rules';
import { describeMove } from '../../src/domain/text/move-lines';
import { asPinnedPlacement } from '../../src/domain/placement/placement';
import { recipeSettings } from '../../src/domain/placement/settings';
import type { LoadResult } from '../../src/profiles/validate';
import { shapes } from '../helpers/pins';
import { bundled, renderSettled, renderReady, resetApp } from './render-app';

const fixture = shapes();
const load: LoadResult = {
  profiles: [...bundled.profiles, fixture.profile],
  hardware: [...bundled.hardware, fixture.hardware],
  errors: [],
};
const hardwareOf = (id: string) => load.hardware.find((h) => h.id === id)!;
const discretePins = load.profiles.filter((p) => hardwareOf(p.hardware).poolKind === 'discrete');

/** Sentences and names that belong to the two unified-memory seed pins and their hardware. */
const SEED_ONLY =
  /unified pool|\bUMA\b|DGX Spark|\bSparks?\b|DFlash2|TensorFold|CPU and a unified pool|one run per arm|different kits and quantizations|Speed figures in the copied brief|Engram row onto an SSD/i;
const BROKEN = /\[object Object\]|\bundefined\b|\bNaN\b/;

/** The text a person reads in `root`, without the pin pickers (they list every pin). */
const readable = (root: Element): string => {
  const copy = root.cloneNode(true) as Element;
  copy.querySelectorAll('select, option').forEach((e) => e.remove());
  return copy.textContent ?? '';
};

beforeEach(resetApp);
afterEach(cleanup);

test('there are discrete-GPU pins to check, the shapes fixture among them', () => {
  expect(discretePins.length).toBeGreaterThanOrEqual(4);
});

describe.each(discretePins.map((p) => [p.id, p] as const))('the discrete pin %s', (_id, profile) => {
  const hardware = hardwareOf(profile.hardware);

  test('its page and board say nothing of the unified-memory seeds, and show every row by name', async () => {
    await renderSettled(`#/pin/${profile.id}`, load);
    const article = screen.getByRole('article');
    const text = readable(article);
    expect(text).not.toMatch(SEED_ONLY);
    expect(text).not.toMatch(BROKEN);
    for (const lane of hardware.lanes)
      expect(within(article).getByRole('region', { name: lane.label })).toBeInTheDocument();
    for (const row of boardRows(profile))
      expect(within(article).getByRole('button', { name: `Move ${rowName(row)}` })).toBeInTheDocument();
  });

  test('its brief and its moves say nothing of the unified-memory seeds', () => {
    const brief = pinBrief({ profile, hardware });
    expect(brief).not.toMatch(SEED_ONLY);
    expect(brief).not.toMatch(BROKEN);
    const ctx = {
      profile,
      hardware,
      placement: asPinnedPlacement(profile),
      settings: recipeSettings(profile),
    };
    for (const row of boardRows(profile))
      for (const lane of hardware.lanes) {
        const said = describeMove(
          ctx,
          { row: row.id, to: lane.id },
          checkMove(ctx, { row: row.id, to: lane.id }),
        );
        expect(said).not.toMatch(SEED_ONLY);
        expect(said).not.toMatch(BROKEN);
      }
  });

  test('its comparison with another discrete pin says nothing of the unified-memory seeds', async () => {
    const other = discretePins.find((p) => p.id !== profile.id)!;
    const brief = compareBrief({
      a: { profile, hardware },
      b: { profile: other, hardware: hardwareOf(other.hardware) },
    });
    expect(brief).not.toMatch(SEED_ONLY);
    expect(brief).not.toMatch(BROKEN);
    await renderReady(`#/compare/${profile.id}/${other.id}`, load);
    const text = readable(screen.getByRole('main'));
    expect(text).not.toMatch(SEED_ONLY);
    expect(text).not.toMatch(BROKEN);
  });
});

// One test per pin: each renders a whole page, so the time allowed does not shrink as pins are added.
test.each(load.profiles.map((p) => [p.id, p] as const))(
  'no pin page or brief of %s reads "[object Object]", "undefined" or "NaN"',
  async (_id, profile) => {
    expect(pinBrief({ profile, hardware: hardwareOf(profile.hardware) }), profile.id).not.toMatch(BROKEN);
    const view = await renderSettled(`#/pin/${profile.id}`, load);
    expect(readable(screen.getByRole('article')), profile.id).not.toMatch(BROKEN);
    view.unmount();
    resetApp();
  },
);
