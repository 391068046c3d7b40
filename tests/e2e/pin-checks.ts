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

/** The move handles wholly inside the viewport, as the page opens. */
export const handlesOnFirstScreen = (page: Page) =>
  page
    .getByRole('button', { name: /^Move / })
    .evaluateAll((els) =>
      els.filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && r.top >= 0 && r.bottom <= window.innerHeight;
      }),
    )
    .then((els) => els.length);

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

/** The status row's glossary tips open below the chips, never inside one, and wide enough to read. */
export async function statusTipsOpenBelowTheChips(page: Page, pin: PinJson, width: number) {
  const tips = page.getByRole('list', { name: 'Status' }).getByRole('button', { name: /^What is / });
  expect(await tips.count(), pin.id).toBeGreaterThan(0);
  for (const tip of await tips.all()) {
    await tip.click();
    const panel = page.locator(`[id="${await tip.getAttribute('aria-controls')}"]`);
    await panel.waitFor();
    const inside = await panel.evaluate((e) => {
      for (let a = e.parentElement; a && !a.matches('.pin'); a = a.parentElement)
        if (parseFloat(getComputedStyle(a).borderTopLeftRadius) >= 12) return a.className;
      return null;
    });
    expect(inside, pin.id).toBeNull();
    expect((await panel.boundingBox())!.width).toBeGreaterThan(Math.min(width - 60, 300));
    await tip.click();
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

/** On a phone, every setting's chosen option fits its select, and no line of the open settings runs off the screen. */
export async function settingsReadInFull(page: Page, pin: PinJson) {
  await page.getByRole('button', { name: /^Settings: / }).click();
  for (const s of pin.settings!) {
    const select = page.getByRole('combobox', { name: `${s.label} ${s.name}`, exact: true });
    await select.waitFor();
    // The chosen option's words fit inside the select (less its arrow).
    const fits = await select.evaluate((el: HTMLSelectElement) => {
      const text = el.selectedOptions[0]?.textContent ?? '';
      const style = getComputedStyle(el);
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16;
      return { text, fits: ctx.measureText(text).width <= room };
    });
    expect(fits).toEqual({ text: fits.text, fits: true });
  }
  const overflowing = await page
    .locator('.settings *')
    .evaluateAll((els) =>
      els.filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5).map((e) => e.textContent),
    );
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
