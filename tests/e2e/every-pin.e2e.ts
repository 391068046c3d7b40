/**
 * Every pin in profiles/ (a new pin must hold too), in one test per pin: the wide screen in
 * light mode, then the same page reloaded as a phone in dark mode (one context and one page per
 * pin: a second test per pin paid a second context's set-up and clearing and a cold page for
 * the same checks, about a third of the file's time). Each step below was a test of its own, on
 * a page of its own (a11y.e2e.ts's axe run per pin, answers-first.e2e.ts's first-screen
 * checks, refusals.e2e.ts's refused move); a page load is most of a browser test's time and
 * the suite has a CI budget, so the steps now share the load, in an order that keeps each
 * one's starting point: the first screen as it opens, then what only reads, then what opens
 * or drops, and axe last, with every disclosure open; then the phone's checks on a new load in
 * the same order. What reads the same without a browser is
 * read there, over every pin (tests/catalogue/every-pin-brief.test.ts: the brief's text).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { collectErrors, openPin } from './app';
import { axeViolations, openEverything } from './axe';
import { PINS } from './pins';
import {
  boardNotesKeptApart,
  compareHref,
  comparePartners,
  firstLane,
  handlesOnFirstScreen,
  hardwareMismatchSaysWhy,
  settingsReadInFull,
  statusTipsOpenBelowTheChips,
  wrappedPills,
} from './pin-checks';
import { refusedMovePointsToItsLever } from './refusal-checks';

// Reduced motion: no smooth scroll moves the page between a measurement and the next.
// bypassCSP only to inject axe-core (an inline script that compiles its messages with
// `new Function`, both of which the app's CSP refuses); csp.e2e.ts checks the policy itself.
test.use({ pageOptions: { reducedMotion: 'reduce', bypassCSP: true } });
// Each test loads its own page: with more than one worker they may run side by side.
test.describe.configure({ mode: 'parallel' });

/** The board has arrived: its first move handle is there. */
const boardShown = (page: Page) =>
  page
    .getByRole('button', { name: /^Move / })
    .first()
    .waitFor();

/** Every disclosure open, then axe (every rule, or only `rules`): no violation (`where` names the screen). */
async function axeFindsNothing(page: Page, where: string, rules?: string[]) {
  await openEverything(page);
  expect(await axeViolations(page, { rules }), where).toEqual([]);
}

/**
 * The axe rules the phone's dark load runs: the wide light load has run every rule on the same
 * pin's markup. What differs on the phone is colour (the dark theme: color-contrast,
 * link-in-text-block), layout (scrollable-region-focusable: a region that scrolls only when
 * narrow) and one part of the markup, the verdict's "Show the details" button, which only a
 * narrow screen renders (VerdictPanel's useMedia): the rules that read a button and its ARIA.
 * The phone's CSS only hides parts (the header's search), so no other markup is checked only
 * here. A full axe run was a third of each phone test's time.
 */
const PHONE_RULES = [
  'color-contrast',
  'link-in-text-block',
  'scrollable-region-focusable',
  'button-name',
  'aria-allowed-attr',
  'aria-valid-attr-value',
  'nested-interactive',
];

/**
 * The wide screen's first screen is 800 px tall, read as the top 800 px of a 1280×1200 page:
 * the refused move's lanes and card need the taller screen, and resizing the page half-way
 * re-laid it out. The layout does not depend on the viewport's height (no height media query,
 * no vh in the app's layout CSS, the only sticky part is the header at the top), so the top
 * 800 px are what an 800 px screen shows.
 */
const WIDE = { width: 1280, height: 1200, screen: 800 };

/** The phone: 390×844 (a 390 px wide screen, 844 px tall). */
const PHONE = { width: 390, height: 844 };

/**
 * From the wide light page to the phone in dark, as a first visit: storage cleared (the wide
 * steps may have kept an exploration) and the page loaded again, in the same context (its HTTP
 * cache stays, so the app's scripts are not fetched and compiled anew). A reload rather than a
 * switch on the open page: after an emulated switch to dark, getComputedStyle (and so axe)
 * read the light text colour (contrast 1.06) on elements whose own rule is `color: var(--fg)`,
 * in disclosures and out, a different number of them from run to run (33, 27, 18), and a
 * forced restyle (display none, then back) cleared every one, while the screen itself showed
 * the dark colours: Chromium's stale style, not the app's CSS, and not what a reader's page is.
 */
async function reopenAsPhoneInDark(page: Page, pinId: string) {
  // The reload opens the address the page has: none of the wide steps may have moved it off the pin.
  expect(new URL(page.url()).hash).toBe(`#/pin/${pinId}`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(
    await page.evaluate(() => [window.innerWidth, matchMedia('(prefers-color-scheme: dark)').matches]),
  ).toEqual([PHONE.width, true]);
}

for (const pin of PINS) {
  test(`${pin.id}: at 1280 px (an 800 px first screen), light: first screen, notes, status tips, "Why?", Compare, a refused move, axe; then at 390×844, dark: first lane, status tips, every setting in full, axe`, async ({
    fresh,
  }) => {
    const page = await fresh({ width: WIDE.width, height: WIDE.height });
    const errors = collectErrors(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await openPin(page, pin.id);
    await test.step('at least three row handles on the first screen', async () => {
      await boardShown(page);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await handlesOnFirstScreen(page, WIDE.screen)).toBeGreaterThanOrEqual(3);
    });
    await test.step('no sentence is drawn inside an oval chip', async () =>
      expect(await wrappedPills(page)).toEqual([]));
    if ((pin.boardNotes ?? []).length > 0)
      await test.step('each board note is a sentence of its own, each quote of a mixed run names its source', () =>
        boardNotesKeptApart(page, pin));
    const partners = comparePartners(pin);
    if (partners.length > 0)
      await test.step('Compare opens it beside the pin it must not be blended with, else a related pin', async () => {
        const href = await compareHref(page);
        expect(
          partners.some((id) => href === `#/compare/${pin.id}/${id}`),
          `${pin.id}: ${href}`,
        ).toBe(true);
      });
    await test.step('a glossary tip in the status row opens below the chips, never inside one', () =>
      statusTipsOpenBelowTheChips(page, pin, WIDE.width));
    if (!pin.hardwareMatch)
      await test.step('"Hardware does not match this pin" says which fact differs', () =>
        hardwareMismatchSaysWhy(page, pin));
    // "Copy brief"'s text for every pin: tests/catalogue/every-pin-brief.test.ts, without a browser.
    await test.step('a refused move points to its lever: the reason, "Allowed under …", the caveat', () =>
      refusedMovePointsToItsLever(page, pin.id));
    await test.step('axe-core finds no violation, with its settings, glossary tips and "Why?" open', () =>
      axeFindsNothing(page, '1280 px, light'));

    await reopenAsPhoneInDark(page, pin.id);
    await test.step("phone: the first lane's heading is on the first screen, its first row within half a screen more", async () => {
      await boardShown(page);
      const first = await firstLane(page);
      expect(first.headingTop, first.name ?? '').toBeLessThan(PHONE.height);
      expect(first.rowBottom).not.toBeNull();
      expect(first.rowBottom!).toBeLessThanOrEqual(PHONE.height * 1.5);
      // Nothing runs off the phone's screen sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
    });
    await test.step('phone: no sentence is drawn inside an oval chip', async () =>
      expect(await wrappedPills(page)).toEqual([]));
    await test.step('phone: a glossary tip in the status row opens below the chips, never inside one', () =>
      statusTipsOpenBelowTheChips(page, pin, PHONE.width));
    if ((pin.settings ?? []).length > 0)
      await test.step('phone: every setting reads in full once opened', () => settingsReadInFull(page, pin));
    await test.step('phone: axe-core finds no violation of what the phone and the dark theme change, with everything open', () =>
      axeFindsNothing(page, '390 px, dark', PHONE_RULES));
    expect(errors).toEqual([]);
  });
}
