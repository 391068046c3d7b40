/**
 * Refusals that help (issue 18, point 3; issue 30, point 3), for every pin in profiles/: a
 * refused keyboard drop leaves on the row's card the reason first, in a sentence of its own,
 * then each setting option under which the move is allowed ("Allowed under … : choose it in
 * Settings.") or the settings that name the row, then the pin's caveat on this row in this
 * lane, then where the row lives as pinned. Per pin, the refused move with the most to say is tried (a
 * caveat and an option where the pin has one). Which caveat and which options are the rules'
 * own answer is unit-tested (tests/domain/refusal-help.test.ts); here the card must show that
 * answer, in that order, each sentence the pin's own, a site note marked as one.
 * tests/e2e/every-pin.e2e.ts runs it on each pin's page.
 */
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { handle, lane, lastMove, liveRegion, rowCard, settleScroll, spoken, waitText } from './app';
import { readProfilesDir } from '../../src/profiles/read-dir';
import { loadAll } from '../../src/profiles/validate';
import { boardRows, rowName } from '../../src/domain/rows/rows';
import { asPinnedPlacement } from '../../src/domain/placement/placement';
import { effectiveSettings } from '../../src/domain/placement/settings';
import { checkMove } from '../../src/domain/placement/move-rules';
import { refusalHelp } from '../../src/domain/placement/refusal-help';
import { isSiteNote, proseText } from '../../src/domain/profile/prose';
import { plainMarkdown } from '../../src/domain/text/plain-markdown';
import type { Prose } from '../../src/domain/profile/schema/primitives';

const ROOT = resolve('.');
const { hardwareFiles, profileFiles } = readProfilesDir(resolve(ROOT, 'profiles'), ROOT);
const loaded = loadAll(hardwareFiles, profileFiles);

/** Whitespace as the page renders it, a quoted README's markdown without its markup. */
const flat = (p: Prose) => plainMarkdown(proseText(p)).replace(/\s+/g, ' ').trim();
/** A sentence as the card shows it: a site note carries its visible mark, a quote nothing more. */
const shown = (p: Prose) => `${flat(p)}${isSiteNote(p) ? ' site note' : ''}`;

/** Per pin, the refused move whose help says the most (caveat and options first). */
const cases = loaded.profiles.map((profile) => {
  const hardware = loaded.hardware.find((h) => h.id === profile.hardware)!;
  const ctx = {
    profile,
    hardware,
    placement: asPinnedPlacement(profile),
    settings: effectiveSettings(profile, {}),
  };
  const refused = boardRows(profile).flatMap((row) =>
    hardware.lanes.flatMap((lane) => {
      const move = { row: row.id, to: lane.id };
      const result = checkMove(ctx, move);
      if (result.ok) return [];
      const help = refusalHelp(ctx, move)!;
      const score = (help.caveat ? 1 : 0) + (help.acceptedUnder.length ? 2 : 0);
      return [{ row: rowName(row), lane: lane.label, reason: result.reason, help, score }];
    }),
  );
  const best = refused.reduce<(typeof refused)[number] | undefined>(
    (a, b) => (!a || b.score > a.score ? b : a),
    undefined,
  );
  // Every sentence the card may show as a caveat or an option's consequence: the pin's own.
  const ownSentences = new Set(
    [
      ...profile.caveats,
      ...profile.components.flatMap((c) => c.unknownNotes),
      ...profile.settings.flatMap((s) => s.options.map((o) => o.consequence)),
    ].map(flat),
  );
  return { id: profile.id, move: best, ownSentences };
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The arrow key that heads from the row towards the lane: left when the lane comes before the
 * row's card on the page (the board's order), else right. Stepping right first and back left
 * waited at the board's end for an announcement that never comes.
 */
async function towards(page: Page, row: string, laneName: string): Promise<string[]> {
  const target = lane(page, laneName);
  if ((await target.count()) !== 1) return ['ArrowRight', 'ArrowLeft'];
  const before = await target.evaluate(
    (l, h) => !!h && (l.compareDocumentPosition(h) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
    await handle(page, row).elementHandle(),
  );
  return before ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
}

/** Keyboard: pick the row up, step lane by lane towards `lane` (the other way if it is not there), drop. */
async function dropOn(page: Page, row: string, laneName: string) {
  const over = new RegExp(`^${escape(row)} is over ${escape(laneName)}: refused`);
  const keys = await towards(page, row, laneName);
  await handle(page, row).focus();
  await settleScroll(page);
  await page.keyboard.press('Space');
  await expect(liveRegion(page)).toHaveText(`Picked up ${row}.`);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  for (const key of keys)
    for (let i = 0; i < 16 && !over.test(await spoken(page)); i++) {
      const before = await spoken(page);
      await page.keyboard.press(key);
      // At the board's end the card stays where it is and nothing new is said. Stepping towards
      // the lane reaches that end only when the lane was not found on the page, so the wait can be
      // long enough for a busy page's announcement.
      await expect
        .poll(() => spoken(page), { timeout: 15_000 })
        .not.toBe(before)
        .catch(() => undefined);
      if ((await spoken(page)) === before) break;
    }
  await expect(liveRegion(page)).toHaveText(over);
  await page.keyboard.press('Space');
}

/** On the pin's page (as pinned), drops its most telling refused move and reads the card it leaves. */
export async function refusedMovePointsToItsLever(page: Page, id: string) {
  const c = cases.find((x) => x.id === id);
  expect(c, `${id} is not a valid pin`).toBeDefined();
  expect(c!.move, `${id} has no refused move`).toBeDefined();
  const m = c!.move!;
  await dropOn(page, m.row, m.lane);
  await waitText(lastMove(page), `${m.row} cannot go to ${m.lane}`);
  const why = rowCard(page, m.row).getByRole('group', { name: 'Why this move was refused' });
  await why.waitFor();
  const paragraphs = (await why.locator('p').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());

  // The reason first, in the source's (or the rules') words.
  expect(paragraphs[0]).toMatch(new RegExp(`^Refused in ${escape(m.lane)}\\. `));
  expect(paragraphs[0]).toContain(flat(m.reason));
  let at = 1;
  for (const a of m.help.acceptedUnder) {
    expect(paragraphs[at]).toBe(
      `Allowed under ${a.label} (${a.assignment}): choose it in Settings.${a.consequence ? ` ${shown(a.consequence)}` : ''}`,
    );
    if (a.consequence) expect(c!.ownSentences.has(flat(a.consequence))).toBe(true);
    at++;
  }
  for (const r of m.help.related) {
    expect(paragraphs[at]).toBe(
      `Setting ${r.setting} (${r.label}) concerns this row, but the pin\u2019s evidence describes this move under none of its values.`,
    );
    at++;
  }
  if (m.help.caveat) {
    expect(paragraphs[at]).toBe(`Caveat on this row here: ${shown(m.help.caveat)}`);
    expect(c!.ownSentences.has(flat(m.help.caveat))).toBe(true);
    at++;
  }
  // Then where it lives as pinned, and nothing else.
  expect(paragraphs[at]).toMatch(/^As pinned, it lives in /);
  expect(paragraphs).toHaveLength(at + 1);
}
