/**
 * What every pin's page must hold in real Chromium (issue 18), one function per check, for
 * tests/e2e/every-pin.e2e.ts to run them all on one page load per pin and screen: the board on
 * the first screen, the status row's glossary tips, board notes kept apart, the hardware's
 * "Why?", every setting read in full on a phone, no sentence in an oval chip, the brief's
 * size, and the pin Compare opens beside.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { PINS, hardwareOf, type PinJson } from './pins';

const words = (p: NonNullable<PinJson['hardwareNote']>) =>
  typeof p === 'string' ? p : 'quote' in p ? p.quote : p.siteNote;

/** The move handles wholly inside the first `screen` pixels of the page, as it opens. */
export const handlesOnFirstScreen = (page: Page, screen: number) =>
  page.getByRole('button', { name: /^Move / }).evaluateAll(
    (els, bottom) =>
      els.filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && r.top >= 0 && r.bottom <= bottom;
      }).length,
    screen,
  );

/** The first lane (the first region on the board) and its first row card, in page coordinates. */
export const firstLane = (page: Page) =>
  page
    .locator('.board-lanes section[aria-labelledby]')
    .first()
    .evaluate((lane) => {
      const heading = document.getElementById(lane.getAttribute('aria-labelledby') ?? '')!;
      const row = lane.querySelector('li');
      return {
        name: heading.textContent,
        headingTop: heading.getBoundingClientRect().top + window.scrollY,
        rowBottom: row ? row.getBoundingClientRect().bottom + window.scrollY : null,
      };
    });

/**
 * The status row's glossary tips open below the chips, never inside one, and wide enough to read.
 * Each tip is opened, measured and closed in turn inside the page, in one round trip for the
 * whole row: a click, a wait for its panel, a read and a second click per tip, each a round trip
 * of its own, were a second or more of every pin's test on a busy machine. That a person's click
 * opens a tip is answers-first.e2e.ts's (in Chromium) and board-first.test.tsx's; here it is
 * where the panel lands.
 */
export async function statusTipsOpenBelowTheChips(page: Page, pin: PinJson, width: number) {
  const status = page.getByRole('list', { name: 'Status' });
  // The tips come once the page is idle after hydration (src/ui/glossary/registry.ts).
  await status
    .getByRole('button', { name: /^What is / })
    .first()
    .waitFor();
  const tips = await status.evaluate(async (list) => {
    // Until the panel is shown or hidden as asked: React renders a click's update a moment later.
    const until = async (holds: () => boolean) => {
      for (const start = performance.now(); !holds() && performance.now() - start < 20_000;)
        await new Promise((r) => requestAnimationFrame(r));
      return holds();
    };
    const seen = [];
    for (const tip of list.querySelectorAll<HTMLButtonElement>('button[aria-label^="What is "]')) {
      const panel = document.getElementById(tip.getAttribute('aria-controls') ?? '');
      tip.click();
      const shown = await until(() => panel?.hidden === false);
      let inside: string | null = null;
      for (let a = panel?.parentElement; a && !a.matches('.pin'); a = a.parentElement)
        if (parseFloat(getComputedStyle(a).borderTopLeftRadius) >= 12) {
          inside = a.className;
          break;
        }
      seen.push({
        tip: tip.getAttribute('aria-label'),
        shown,
        inside,
        width: panel?.getBoundingClientRect().width ?? 0,
      });
      tip.click();
      await until(() => panel?.hidden === true);
    }
    return seen;
  });
  expect(tips.length, pin.id).toBeGreaterThan(0);
  for (const t of tips) {
    expect({ tip: t.tip, shown: t.shown, inside: t.inside }, pin.id).toEqual({
      tip: t.tip,
      shown: true,
      inside: null,
    });
    expect(t.width, `${pin.id}: ${t.tip}`).toBeGreaterThan(Math.min(width - 60, 300));
  }
}

/** Each board note is a list item of its own; in a run of quotes from several sources, each names its source. */
export async function boardNotesKeptApart(page: Page, pin: PinJson) {
  const notes = page.locator('.board-notes-list > li');
  await notes.first().waitFor();
  expect(await notes.count()).toBe(pin.boardNotes!.length);
  const quoteSources = new Set(
    pin.boardNotes!.map((n) =>
      typeof n === 'string'
        ? 'default'
        : n && typeof n === 'object' && 'source' in n
          ? String(n.source)
          : 'site',
    ),
  );
  if (quoteSources.size > 1)
    for (const [i, n] of pin.boardNotes!.entries())
      if (!(n && typeof n === 'object' && 'siteNote' in n))
        expect(await notes.nth(i).locator('cite').count(), `note ${i}`).toBe(1);
}

/** "Hardware does not match this pin" says which fact differs: the pin's note and every lane of unstated capacity. */
export async function hardwareMismatchSaysWhy(page: Page, pin: PinJson) {
  const why = page.getByRole('list', { name: 'Status' }).getByRole('button', { name: 'Why?' });
  await why.click();
  const text = await page.locator(`[id="${await why.getAttribute('aria-controls')}"]`).innerText();
  if (pin.hardwareNote) expect(text).toContain(words(pin.hardwareNote));
  for (const l of hardwareOf(pin).lanes.filter((x) => !x.capacityLabel)) expect(text).toContain(l.label);
}

/**
 * On a phone, every setting's chosen option fits its select, and no line of the open settings
 * runs off the screen. Every select is measured in one round trip (one per setting was a
 * second of a pin's test on a busy machine); each is found by its label's words, which name it.
 */
export async function settingsReadInFull(page: Page, pin: PinJson) {
  await page.getByRole('button', { name: /^Settings: / }).click();
  const [first] = pin.settings!;
  await page.getByRole('combobox', { name: `${first!.label} ${first!.name}`, exact: true }).waitFor();
  const { selects, overflowing } = await page.evaluate(() => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    const selects = [...document.querySelectorAll<HTMLSelectElement>('.settings select')].map((el) => {
      const text = el.selectedOptions[0]?.textContent ?? '';
      const style = getComputedStyle(el);
      ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      // The chosen option's words fit inside the select (less its arrow).
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16;
      return {
        name: [...(el.labels ?? [])].map((l) => l.textContent!.replace(/\s+/g, ' ').trim()).join(' '),
        text,
        fits: ctx.measureText(text).width <= room,
      };
    });
    const overflowing = [...document.querySelectorAll('.settings *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((e) => e.textContent);
    return { selects, overflowing };
  });
  for (const s of pin.settings!) {
    const name = `${s.label} ${s.name}`;
    const select = selects.filter((x) => x.name === name);
    expect(select, name).toHaveLength(1);
    expect(select[0], name).toEqual({ name, text: select[0]!.text, fits: true });
  }
  expect(overflowing).toEqual([]);
}

/** Elements drawn as a pill (fully rounded ends) whose text runs to more than one line. */
export const wrappedPills = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.pin *')]
      .filter((e) => {
        const r = e.getBoundingClientRect();
        if (r.width === 0 || !e.textContent?.trim()) return false;
        const radius = parseFloat(getComputedStyle(e).borderTopLeftRadius);
        if (radius < r.height / 2 - 1 || radius < 8) return false;
        const lineHeight =
          parseFloat(getComputedStyle(e).lineHeight) || parseFloat(getComputedStyle(e).fontSize) * 1.5;
        return r.height > lineHeight * 1.8 + 8;
      })
      .map((e) => e.textContent!.slice(0, 60)),
  );

/**
 * The pins Compare may open beside this one: the pins it must not be blended with, else the
 * pins that name it so, else its related pins (both ways); empty when it has none.
 */
export function comparePartners(pin: PinJson): string[] {
  const known = (ids: readonly string[] = []) => ids.filter((id) => PINS.some((p) => p.id === id));
  const named = known(pin.doNotBlendWith);
  const namedBy = PINS.filter((p) => p.doNotBlendWith?.includes(pin.id)).map((p) => p.id);
  const related = known([
    ...(pin.related ?? []).map((r) => r.id),
    ...PINS.filter((p) => p.related?.some((r) => r.id === pin.id)).map((p) => p.id),
  ]);
  return named.length ? named : namedBy.length ? namedBy : related;
}

/** The address the main navigation's Compare link opens. */
export const compareHref = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Compare' }).getAttribute('href');

const SENTINEL = 'clipboard before the click';
/** Clicks a copy button and returns what then lands on the clipboard. */
export async function copyWith(page: Page, button: Locator): Promise<string> {
  await page.evaluate((s) => navigator.clipboard.writeText(s), SENTINEL);
  await button.click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toBe(SENTINEL);
  return page.evaluate(() => navigator.clipboard.readText());
}
