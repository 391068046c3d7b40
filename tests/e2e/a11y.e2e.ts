/**
 * Accessibility in real Chromium: axe-core on each view and in the middle of a keyboard
 * drag, a visible focus ring, every action reachable by Tab alone, and what the drag
 * announcements say (names, never ids).
 *
 * Cheap by design (issue 32, the CI budget): a key press is a round trip through the browser
 * (0.27 s at a load of 12), so one Tab walk forward and one back do the work of what were three
 * walks (each stop's name, its focus ring, nothing hidden under a sticky bar); one page holds a
 * whole keyboard drag with its announcements and its axe runs; and the dark theme, which
 * changes colours only (the one `prefers-color-scheme` block of src/ui/styles.css sets colour
 * tokens; tests/ui/theme-contrast.test.ts), gets axe's colour rules only.
 */
import { expect, test, ARTIFACTS } from './fixtures';
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { COLOUR_RULES, axeViolations, openEverything } from './axe';
import {
  LIME,
  MIA,
  handle,
  hint,
  keyboardPickUp,
  lane,
  lastMove,
  open,
  openPin,
  pickUpFocused,
  settled,
  showBoard,
  spoken,
  waitSpoken,
  waitText,
} from './app';

// Every pin's view is every-pin.e2e.ts's: each pin at 1280 px light and 390 px dark, every
// rule, everything open, on the page load its other per-pin checks share. These are the views
// beyond a pin's, each with its h1.
const views: [string, string, string][] = [
  ['the home view (pin list)', '#/', 'Bundled pins'],
  ['the compare view', `#/compare/${MIA}/${LIME}`, 'Compare view'],
  ['an unknown pin', '#/pin/no-such-pin', 'No pin named “no-such-pin”'],
];

test.describe('axe-core finds no violation', () => {
  // One page per scheme walks the three views, each loaded whole (from about:blank, not by a
  // hash change), as three pages did (issue 32: a page and its context cost seconds a test).
  for (const scheme of ['light', 'dark'] as const)
    test(`on the home view, the compare view and an unknown pin (${scheme}: ${scheme === 'dark' ? 'the colour rules' : 'every rule'})`, async ({
      fresh,
    }) => {
      const page = await fresh({ bypassCSP: true });
      // Loaded in its scheme: after an emulated switch Chromium kept the light text colour
      // inside open disclosures (a11y-views.e2e.ts's draft, checked).
      await page.emulateMedia({ colorScheme: scheme });
      for (const [name, hash, h1] of views)
        await test.step(name, async () => {
          await page.goto('about:blank');
          await open(page, hash);
          await page.getByRole('heading', { level: 1, name: h1, exact: true }).waitFor();
          await settled(page);
          // Every disclosure open, so what they hold is checked too.
          await openEverything(page);
          expect(await axeViolations(page, scheme === 'dark' ? { rules: COLOUR_RULES } : {}), name).toEqual(
            [],
          );
        });
    });
});

test.describe('a keyboard drag', () => {
  // A whole task with three axe runs on one page: at a load of 42 it took 2.3 min. Slow, not
  // flaky: every step waits for what it needs.
  test.slow();
  const RAW_ID =
    /exl3-checkpoint|routed-experts|unified-pool|local-disk|glm-5\.3|row:|lane:|draggable item|droppable/i;

  test('the handle says how to move it; pick-up, over, drop and cancel name rows and lanes, never ids; axe-core finds nothing over an accepting lane, over a refused one, or after the moves with a row selected', async ({
    fresh,
  }) => {
    const page = await fresh({ bypassCSP: true, height: 1700 });
    await openPin(page);
    await test.step('the handle describes how to move it, in words, and its role says it is movable', async () => {
      const h = handle(page, 'Routed experts');
      const description = await h.evaluate((e) =>
        (e.getAttribute('aria-describedby') ?? '')
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
      expect(description).toContain('press Space or Enter');
      expect(description).toContain('Escape to cancel');
      expect(description).not.toMatch(RAW_ID);
      await expect(h).toHaveAttribute('aria-roledescription', 'movable row');
      // Nothing the live regions hold, at rest, is an id either.
      const regions = await page.locator('[aria-live]').allInnerTexts();
      for (const text of regions) expect(text).not.toMatch(RAW_ID);
    });

    await showBoard(page);
    const heard: string[] = [];
    const listen = async () => heard.push(await spoken(page));
    // A drop on a lane is spoken once, by the polite "Last move" region, not by dnd-kit's.
    const listenToLastMove = async () => heard.push(await lastMove(page).innerText());

    await keyboardPickUp(page, 'EXL3 checkpoint');
    await listen();
    await page.keyboard.press('ArrowRight');
    await waitSpoken(page, 'EXL3 checkpoint is over Unified pool: accepts.');
    await listen();
    await page.keyboard.press('ArrowRight');
    await waitSpoken(page, 'EXL3 checkpoint is over Local disk path: accepts.');
    await listen();
    await waitText(hint(page, 'Local disk path'), 'accepts');
    await test.step('axe-core: a keyboard drag in progress over an accepting lane', async () =>
      expect(await axeViolations(page)).toEqual([]));
    await page.keyboard.press('Space');
    await waitText(lastMove(page), /^EXL3 checkpoint moved to Local disk path/);
    await listenToLastMove();
    expect(await spoken(page)).not.toMatch(/moved to Local disk path/);

    await keyboardPickUp(page, 'Routed experts');
    await page.keyboard.press('ArrowRight');
    await waitSpoken(page, 'Routed experts is over Local disk path: refused, Not an NVMe expert tier.');
    await listen();
    await waitText(hint(page, 'Local disk path'), 'refused: Not an NVMe expert tier.');
    await test.step('axe-core: a keyboard drag in progress over a refused lane', async () =>
      expect(await axeViolations(page)).toEqual([]));
    await page.keyboard.press('Space');
    await waitText(lastMove(page), 'Routed experts cannot go to Local disk path: Not an NVMe expert tier.');
    await listenToLastMove();
    expect(await spoken(page)).not.toContain('cannot go to');

    await test.step('axe-core: after moves, with a row selected and its evidence open, and a refusal shown', async () => {
      await page.getByRole('button', { name: 'Routed experts', exact: true }).click();
      await waitText(lastMove(page), 'Not an NVMe expert tier.');
      expect(await axeViolations(page)).toEqual([]);
    });

    await keyboardPickUp(page, 'KV cache');
    await page.keyboard.press('Escape');
    await waitSpoken(page, 'Moving KV cache was cancelled. It stays in Unified pool.');
    await listen();

    expect(heard).toEqual([
      'Picked up EXL3 checkpoint.',
      'EXL3 checkpoint is over Unified pool: accepts.',
      'EXL3 checkpoint is over Local disk path: accepts.',
      expect.stringMatching(/^EXL3 checkpoint moved to Local disk path/),
      'Routed experts is over Local disk path: refused, Not an NVMe expert tier.',
      'Routed experts cannot go to Local disk path: Not an NVMe expert tier.',
      'Moving KV cache was cancelled. It stays in Unified pool.',
    ]);
    for (const line of heard) expect(line).not.toMatch(RAW_ID);
  });
});

/** One focus stop of a Tab walk: its name, whether its focus ring shows, what hides it. */
type Stop = { name: string; ring: boolean; hiddenBy: string | null };

/**
 * Presses `key` until focus leaves the page (or comes back to the walk's first stop), and
 * describes each stop as it is reached: the key's round trip and one look per stop.
 */
async function walk(page: Page, key: 'Tab' | 'Shift+Tab', max = 400): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const stop = await page.evaluate((): Stop | null => {
      const e = document.activeElement as HTMLElement | null;
      // Out of the page (past either end) or nothing focused: the walk is over.
      if (!e || e === document.body || !document.hasFocus()) return null;
      // A select's or a checkbox's name is its label's text, without the select's own options.
      const label =
        e.tagName === 'SELECT' || e.tagName === 'INPUT'
          ? ((e as HTMLSelectElement | HTMLInputElement).labels?.[0]?.cloneNode(true) as
              HTMLElement | undefined)
          : undefined;
      label?.querySelector('select')?.remove();
      const text = e.getAttribute('aria-label') ?? (label ? label.textContent : e.textContent) ?? '';
      const name = `${e.tagName.toLowerCase()}: ${text.replace(/\s+/g, ' ').trim()}`;
      const s = getComputedStyle(e);
      const ring =
        e.matches(':focus-visible') &&
        ((s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none');
      // Hidden (WCAG 2.4.11): what is drawn at the control's centre, or near its top or bottom
      // edge, is something else that is not the control's own container (a sticky bar above it).
      const r = e.getBoundingClientRect();
      const ys = [
        r.top + Math.min(4, r.height / 2),
        r.top + r.height / 2,
        r.bottom - Math.min(4, r.height / 2),
      ];
      const covered = ys.some((y) => {
        const at = document.elementFromPoint(r.left + r.width / 2, y);
        return at !== null && !e.contains(at) && !at.contains(e);
      });
      return { name, ring, hiddenBy: covered ? `at ${Math.round(r.top)}` : null };
    });
    // Focus may first come back from outside the page (a walk back starts past its end).
    if (stop === null && stops.length === 0 && i < 2) continue;
    if (stop === null || stop.name === stops[0]?.name) break;
    stops.push(stop);
  }
  return stops;
}

test.describe('the keyboard alone', () => {
  // Hundreds of key presses, each waited for: on a busy machine (npm run test:e2e:busy) they
  // need more than the default minute. Slow, not flaky: every step still waits for the page.
  test.slow();
  test('Tab, forward and back, reaches every handle, Undo, Redo, Reset, each setting, each evidence disclosure and the row names, each with a visible focus ring, none hidden under the sticky header or move bar (WCAG 2.4.11)', async ({
    fresh,
  }) => {
    // Reduced motion: no smooth scroll moves the page between a focus and its measurement.
    const page = await fresh({ reducedMotion: 'reduce' });
    await openPin(page);
    // The settings are one button away: open, each select is a tab stop. (Opened without
    // focusing it, so the walk below starts at the top of the page.)
    await page.getByRole('button', { name: /^Settings: / }).evaluate((e: HTMLElement) => e.click());
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    const forward = await walk(page, 'Tab');
    const stops = forward.map((s) => s.name);
    expect(stops[0]).toBe('a: Skip to content');
    for (const row of [
      'EXL3 checkpoint',
      'Routed experts',
      'Dense weights',
      'KV cache',
      'DFlash2 drafter',
      'Workspace',
      'Vision tower',
      'Recurrent state',
      'Engram',
      'PLE',
    ]) {
      // One tab stop to move a row (the handle), one to open its evidence (its name).
      expect(stops.filter((s) => s === `button: Move ${row}`)).toHaveLength(1);
      expect(stops.filter((s) => s === `button: ${row}`)).toHaveLength(1);
      // One more in the evidence section: its disclosure ("Routed experts overlaps checkpoint").
      expect(stops.filter((s) => s.startsWith(`summary: ${row} `))).toHaveLength(1);
    }
    for (const b of ['Undo', 'Redo', 'Reset to as-pinned']) expect(stops).toContain(`button: ${b}`);
    expect(stops.filter((s) => s.endsWith(': Show where each sentence comes from'))).toHaveLength(1);
    for (const s of ['Drafter DRAFTER', 'Dense weights DENSE', 'KV cache KV', 'Parallel requests PARALLEL'])
      expect(stops).toContain(`select: ${s}`);
    expect(stops).toContain('select: Pin');
    expect(stops.filter((s) => s.startsWith('summary: ')).length).toBeGreaterThanOrEqual(10);
    // The move controls sit right above the lanes (board first): Undo, Redo and Reset come
    // just before the first handle, not after the whole board.
    expect(stops.indexOf('button: Reset to as-pinned')).toBeLessThan(
      stops.indexOf('button: Move EXL3 checkpoint'),
    );
    expect(
      stops.indexOf('button: Move EXL3 checkpoint') - stops.indexOf('button: Reset to as-pinned'),
    ).toBeLessThan(8);

    // Each stop shows where focus is: :focus-visible, with an outline or a ring of shadow.
    expect(forward.filter((s) => !s.ring).map((s) => s.name)).toEqual([]);

    // Back from the end of the page: the same stops in reverse, none hidden either way.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const back = await walk(page, 'Shift+Tab');
    expect(back.map((s) => s.name)).toEqual([...stops].reverse());
    const hidden = [
      ...forward.filter((s) => s.hiddenBy).map((s) => `Tab: ${s.name} ${s.hiddenBy}`),
      ...back.filter((s) => s.hiddenBy).map((s) => `Shift+Tab: ${s.name} ${s.hiddenBy}`),
    ];
    expect(hidden).toEqual([]);

    // What a focused handle looks like, for a person to see (test-artifacts/).
    await handle(page, 'EXL3 checkpoint').focus();
    await handle(page, 'EXL3 checkpoint').evaluate((e) =>
      e.scrollIntoView({ block: 'center', behavior: 'instant' }),
    );
    mkdirSync(ARTIFACTS, { recursive: true });
    await lane(page, 'Logical checkpoint').screenshot({ path: `${ARTIFACTS}/focus-ring-handle.png` });
  });

  test('a keyboard-only session: move, undo, redo, reset, change a setting, open evidence', async ({
    fresh,
  }) => {
    const page = await fresh({ height: 1700 });
    await openPin(page);
    const verdict = await lane(page, 'Calculator verdict').innerText();
    // Tab (or Shift+Tab, the short way back) until the control has focus.
    const tabTo = async (role: 'button' | 'combobox', name: string, key: 'Tab' | 'Shift+Tab' = 'Tab') => {
      const target = page.getByRole(role, { name, exact: true });
      for (let i = 0; i < 200 && !(await target.evaluate((e) => e === document.activeElement)); i++)
        await page.keyboard.press(key);
      await expect.poll(() => target.evaluate((e) => e === document.activeElement)).toBe(true);
    };

    await tabTo('button', 'Move EXL3 checkpoint');
    await pickUpFocused(page, 'EXL3 checkpoint');
    await page.keyboard.press('ArrowRight');
    await waitSpoken(page, 'EXL3 checkpoint is over Unified pool: accepts.');
    await page.keyboard.press('Space');
    await handle(lane(page, 'Unified pool'), 'EXL3 checkpoint').waitFor();

    // Undo sits just above the lanes: back up to it.
    await tabTo('button', 'Undo', 'Shift+Tab');
    await page.keyboard.press('Enter');
    await waitText(lastMove(page), 'Undone: EXL3 checkpoint is back in Logical checkpoint.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await waitText(lastMove(page), 'Redone: EXL3 checkpoint is in Unified pool.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await waitText(lastMove(page), 'Reset to as-pinned: EXL3 checkpoint is back in Logical checkpoint.');
    await handle(lane(page, 'Logical checkpoint'), 'EXL3 checkpoint').waitFor();

    // Shift+Tab back up to the settings, open them, and change one with the arrow keys.
    const settings = page.getByRole('button', { name: /^Settings: / });
    for (let i = 0; i < 200 && !(await settings.evaluate((e) => e === document.activeElement)); i++)
      await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    const drafter = page.getByRole('combobox', { name: 'Drafter DRAFTER' });
    for (let i = 0; i < 20 && !(await drafter.evaluate((e) => e === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => drafter.inputValue()).toBe('mtp');
    await expect
      .poll(() => page.getByText('not loaded under DRAFTER=mtp', { exact: false }).count())
      .toBeGreaterThan(0);

    // A row's name opens its evidence; a disclosure opens with Enter.
    await tabTo('button', 'Routed experts');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('details[open] summary').filter({ hasText: 'Routed experts' }).count())
      .toBe(1);
    const summary = page.locator('details summary').filter({ hasText: 'Dense weights' });
    for (let i = 0; i < 200 && !(await summary.evaluate((e) => e === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => summary.evaluate((e) => (e.parentElement as HTMLDetailsElement).open)).toBe(true);
    expect(await lane(page, 'Calculator verdict').innerText()).toBe(verdict);
  });
});
