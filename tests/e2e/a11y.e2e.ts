/**
 * Accessibility in real Chromium: axe-core on each view and in the middle of a keyboard
 * drag, a visible focus ring, every action reachable by Tab alone, and what the drag
 * announcements say (names, never ids).
 */
import { expect, test, ARTIFACTS, screenshot } from './fixtures';
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { axeViolations, openEverything } from './axe';
import {
  LIME,
  MIA,
  handle,
  hint,
  keyboardMove,
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

const mkdirArtifacts = async () => mkdirSync(ARTIFACTS, { recursive: true });

// A pin view in light mode is every-pin.e2e.ts's (every pin at 1280 px, everything open).
const views: [string, string, readonly ('light' | 'dark')[]][] = [
  ['the home view (pin list)', '#/', ['light', 'dark']],
  ['the Mia pin view', `#/pin/${MIA}`, ['dark']],
  ['the Lime pin view', `#/pin/${LIME}`, ['dark']],
  ['the compare view', `#/compare/${MIA}/${LIME}`, ['light', 'dark']],
  ['an unknown pin', '#/pin/no-such-pin', ['light', 'dark']],
];

test.describe('axe-core finds no violation', () => {
  for (const scheme of ['light', 'dark'] as const)
    for (const [name, hash] of views.filter(([, , schemes]) => schemes.includes(scheme)))
      test(`on ${name} (${scheme})`, async ({ fresh }) => {
        const page = await fresh({ bypassCSP: true });
        await page.emulateMedia({ colorScheme: scheme });
        await open(page, hash);
        await settled(page);
        // Every disclosure open, so what they hold is checked too.
        await openEverything(page);
        expect(await axeViolations(page)).toEqual([]);
      });

  // Every pin's view, at 1280 px light and 390 px dark with everything open: every-pin.e2e.ts,
  // on the page load its other per-pin checks share.

  test('on a phone-width pin view', async ({ fresh }) => {
    const page = await fresh({ bypassCSP: true, width: 375, height: 800 });
    await openPin(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'pin-375');
  });

  test('with a keyboard drag in progress over a refused lane', async ({ fresh }) => {
    const page = await fresh({ bypassCSP: true, height: 1700 });
    await openPin(page);
    await showBoard(page);
    await keyboardPickUp(page, 'Routed experts');
    await page.keyboard.press('ArrowRight');
    await waitText(hint(page, 'Local disk path'), 'refused: Not an NVMe expert tier.');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });

  test('with a keyboard drag in progress over an accepting lane', async ({ fresh }) => {
    const page = await fresh({ bypassCSP: true, height: 1700 });
    await openPin(page);
    await showBoard(page);
    await keyboardPickUp(page, 'EXL3 checkpoint');
    await page.keyboard.press('ArrowRight');
    await waitText(hint(page, 'Unified pool'), 'accepts');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });

  test('after moves, with a row selected and its evidence open, and a refusal shown', async ({ fresh }) => {
    const page = await fresh({ bypassCSP: true, height: 1700 });
    await openPin(page);
    await showBoard(page);
    await keyboardMove(
      page,
      'EXL3 checkpoint',
      ['ArrowRight'],
      'EXL3 checkpoint is over Unified pool: accepts.',
    );
    await keyboardMove(
      page,
      'Routed experts',
      ['ArrowRight'],
      'Routed experts is over Local disk path: refused, Not an NVMe expert tier.',
    );
    await waitText(lastMove(page), 'Not an NVMe expert tier.');
    await page.getByRole('button', { name: 'Routed experts', exact: true }).click();
    expect(await axeViolations(page)).toEqual([]);
  });
});

/** Tabs through the whole page once, from the top, and names each focus stop. */
async function tabStops(page: Page, max = 400): Promise<string[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const stops: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const e = document.activeElement as HTMLElement | null;
      if (!e || e === document.body) return null;
      // A select's or a checkbox's name is its label's text, without the select's own options.
      const label =
        e.tagName === 'SELECT' || e.tagName === 'INPUT'
          ? ((e as HTMLSelectElement | HTMLInputElement).labels?.[0]?.cloneNode(true) as
              HTMLElement | undefined)
          : undefined;
      label?.querySelector('select')?.remove();
      const name = e.getAttribute('aria-label') ?? (label ? label.textContent : e.textContent) ?? '';
      return `${e.tagName.toLowerCase()}: ${name.replace(/\s+/g, ' ').trim()}`;
    });
    if (stop === null || (stops.length > 0 && stop === stops[0])) break;
    stops.push(stop);
  }
  return stops;
}

test.describe('the keyboard alone', () => {
  // Hundreds of key presses, each waited for: on a busy machine (npm run test:e2e:busy) they
  // need more than the default minute. Slow, not flaky: every step still waits for the page.
  test.slow();
  test('Tab reaches every handle, Undo, Redo, Reset, each setting, each evidence disclosure and the row names', async ({
    fresh,
  }) => {
    const page = await fresh();
    await openPin(page);
    // The settings are one button away: open, each select is a tab stop. (Opened without
    // focusing it, so the walk below starts at the top of the page.)
    await page.getByRole('button', { name: /^Settings: / }).evaluate((e: HTMLElement) => e.click());
    const stops = await tabStops(page);
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
  });

  test('a keyboard-only session: move, undo, redo, reset, change a setting, open evidence', async ({
    fresh,
  }) => {
    const page = await fresh({ height: 1700 });
    await openPin(page);
    const verdict = await lane(page, 'Calculator verdict').innerText();
    const tabTo = async (role: 'button' | 'combobox', name: string) => {
      const target = page.getByRole(role, { name, exact: true });
      for (let i = 0; i < 200 && !(await target.evaluate((e) => e === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      await expect.poll(() => target.evaluate((e) => e === document.activeElement)).toBe(true);
    };

    await tabTo('button', 'Move EXL3 checkpoint');
    await pickUpFocused(page, 'EXL3 checkpoint');
    await page.keyboard.press('ArrowRight');
    await waitSpoken(page, 'EXL3 checkpoint is over Unified pool: accepts.');
    await page.keyboard.press('Space');
    await handle(lane(page, 'Unified pool'), 'EXL3 checkpoint').waitFor();

    await tabTo('button', 'Undo');
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

  test('a focused control is never hidden under the sticky header or the sticky move bar, tabbing forward or back (WCAG 2.4.11)', async ({
    fresh,
  }) => {
    const page = await fresh({ reducedMotion: 'reduce' });
    await openPin(page);
    const hidden: string[] = [];
    for (const key of ['Tab', 'Shift+Tab']) {
      await page.evaluate((k) => window.scrollTo(0, k === 'Tab' ? 0 : document.body.scrollHeight), key);
      for (let i = 0; i < 150; i++) {
        await page.keyboard.press(key);
        const where = await page.evaluate(() => {
          const e = document.activeElement as HTMLElement | null;
          // Out of the page (past either end) or nothing focused: not a case.
          if (!e || e === document.body || !document.hasFocus()) return null;
          // Hidden: what is drawn at the control's centre (or near its top or bottom edge) is
          // something else that is not the control's own container (a sticky bar above it).
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
          return covered
            ? `${e.tagName} ${e.getAttribute('aria-label') ?? e.textContent} at ${Math.round(r.top)}`
            : null;
        });
        if (where) hidden.push(`${key}: ${where}`);
      }
    }
    expect(hidden).toEqual([]);
  });

  test('a focused control shows a visible focus ring', async ({ fresh }) => {
    const page = await fresh();
    await openPin(page);
    await page.getByRole('button', { name: /^Settings: / }).click();
    const ringOf = async (role: 'button' | 'combobox' | 'link', name: string) => {
      const target = page.getByRole(role, { name, exact: true }).first();
      for (let i = 0; i < 200 && !(await target.evaluate((e) => e === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      return target.evaluate((e) => {
        const s = getComputedStyle(e);
        return {
          focusVisible: e.matches(':focus-visible'),
          outline: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0,
          shadow: s.boxShadow !== 'none',
        };
      });
    };
    for (const [role, name] of [
      ['button', 'Move EXL3 checkpoint'],
      ['button', 'Move Engram'],
      ['button', 'Undo'],
      ['combobox', 'Drafter DRAFTER'],
    ] as const) {
      const ring = await ringOf(role, name);
      expect({ name, ...ring, visible: ring.outline || ring.shadow }).toEqual({
        name,
        focusVisible: true,
        outline: ring.outline,
        shadow: ring.shadow,
        visible: true,
      });
    }
    await handle(page, 'EXL3 checkpoint').focus();
    await handle(page, 'EXL3 checkpoint').evaluate((e) =>
      e.scrollIntoView({ block: 'center', behavior: 'instant' }),
    );
    await mkdirArtifacts();
    await lane(page, 'Logical checkpoint').screenshot({ path: `${ARTIFACTS}/focus-ring-handle.png` });
  });
});

test.describe('what the drag announcements say', () => {
  const RAW_ID =
    /exl3-checkpoint|routed-experts|unified-pool|local-disk|glm-5\.3|row:|lane:|draggable item|droppable/i;

  test('pick-up, over, drop and cancel name rows and lanes, never ids', async ({ fresh }) => {
    const page = await fresh({ height: 1700 });
    await openPin(page);
    await showBoard(page);
    const heard: string[] = [];
    const listen = async () => heard.push(await spoken(page));

    await keyboardPickUp(page, 'EXL3 checkpoint');
    await listen();
    await page.keyboard.press('ArrowRight');
    await waitSpoken(page, 'EXL3 checkpoint is over Unified pool: accepts.');
    await listen();
    await page.keyboard.press('ArrowRight');
    await waitSpoken(page, 'EXL3 checkpoint is over Local disk path: accepts.');
    await listen();
    // A drop on a lane is spoken once, by the polite "Last move" region, not by dnd-kit's.
    const listenToLastMove = async () => heard.push(await lastMove(page).innerText());
    await page.keyboard.press('Space');
    await waitText(lastMove(page), /^EXL3 checkpoint moved to Local disk path/);
    await listenToLastMove();
    expect(await spoken(page)).not.toMatch(/moved to Local disk path/);

    await keyboardPickUp(page, 'Routed experts');
    await page.keyboard.press('ArrowRight');
    await waitSpoken(page, 'Routed experts is over Local disk path: refused, Not an NVMe expert tier.');
    await listen();
    await page.keyboard.press('Space');
    await waitText(lastMove(page), 'Routed experts cannot go to Local disk path: Not an NVMe expert tier.');
    await listenToLastMove();
    expect(await spoken(page)).not.toContain('cannot go to');

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

  test('the handle describes how to move it, in words, and its role says it is movable', async ({
    fresh,
  }) => {
    const page = await fresh();
    await openPin(page);
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
});
