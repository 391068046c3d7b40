// @vitest-environment jsdom
/**
 * Quick accessibility checks without a browser, for every view: axe-core's rules that
 * work without layout (names, roles, labels, landmarks, heading order, ARIA), plus the
 * outline and keyboard structure a screen-reader user relies on. Colour contrast and focus
 * rings need a real browser: tests/e2e/a11y.e2e.ts runs axe-core in Chromium.
 */
import axe from 'axe-core';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { explorerStore } from '../../src/state/store';
import { LIME, MIA, openSettings, renderSettled, renderReady, resetApp } from './render-app';

beforeEach(resetApp);
afterEach(cleanup);

/** Rules that need layout or real rendering, which jsdom does not have. */
const NEEDS_LAYOUT = [
  'color-contrast',
  'color-contrast-enhanced',
  'target-size',
  'scrollable-region-focusable',
  'region',
];

async function violations(): Promise<string[]> {
  const rules = Object.fromEntries(NEEDS_LAYOUT.map((id) => [id, { enabled: false }]));
  const result = await axe.run(document.body, { rules, resultTypes: ['violations'] });
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${v.help} at ${n.target.join(' ')}`));
}

/** Headings never skip a level going down, and there is exactly one h1. */
function outline(): number[] {
  return [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
}
function expectOutlineWithoutGaps() {
  const levels = outline();
  expect(levels.filter((l) => l === 1)).toHaveLength(1);
  levels.reduce((prev, l) => {
    expect(l, `h${prev} followed by h${l}`).toBeLessThanOrEqual(prev + 1);
    return l;
  }, 1);
}

const views: [string, string][] = [
  ['the pin list', '#/'],
  ['the Mia pin', `#/pin/${MIA}`],
  ['the Lime pin', `#/pin/${LIME}`],
  ['the compare view', `#/compare/${MIA}/${LIME}`],
  ['an unknown pin', '#/pin/nope'],
];

describe('every view', () => {
  for (const [name, hash] of views)
    test(`${name}: no axe violation, landmarks, one h1, no skipped heading level`, async () => {
      await renderReady(hash);
      document.querySelectorAll('details').forEach((d) => (d.open = true));
      expect(await violations()).toEqual([]);
      // (jsdom counts a <header> or <footer> inside an article or section as a landmark too;
      // Chromium does not, and axe in Chromium checks the landmarks' uniqueness.)
      expect(
        within(screen.getAllByRole('banner')[0]!).getByRole('link', { name: 'Placement Explorer' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      expect(screen.getByRole('main')).toBeInTheDocument();
      expect(screen.getAllByRole('contentinfo').at(-1)).toHaveTextContent(
        'Nothing is deployed from this page',
      );
      expectOutlineWithoutGaps();
    });
});

describe('the board', () => {
  test('each lane is a region named by its heading, each row has one handle that says it is movable', async () => {
    await renderSettled(`#/pin/${MIA}`);
    for (const name of ['Logical checkpoint', 'Unified pool', 'Local disk path']) {
      const lane = screen.getByRole('region', { name });
      expect(within(lane).getByRole('heading', { name })).toBeInTheDocument();
      expect(within(lane).getByRole('list')).toBeInTheDocument();
    }
    const handles = screen.getAllByRole('button', { name: /^Move / });
    expect(handles).toHaveLength(10);
    for (const h of handles) {
      expect(h).toHaveAttribute('aria-roledescription', 'movable row');
      const described = (h.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
      expect(described).toMatch(/press Space or Enter/);
      // One tab stop per handle, and the only drag target of its row.
      expect(h.tabIndex).toBe(0);
      expect(within(h.closest('li')!).getAllByRole('button', { name: /^Move / })).toHaveLength(1);
    }
  });

  test('history buttons stay focusable when unavailable and say so; the last move is a polite status', async () => {
    await renderSettled(`#/pin/${MIA}`);
    const group = screen.getByRole('group', { name: 'Placement history' });
    for (const name of ['Undo', 'Redo', 'Reset to as-pinned']) {
      const b = within(group).getByRole('button', { name });
      expect(b).not.toBeDisabled();
      expect(b).toHaveAttribute('aria-disabled', 'true');
    }
    const status = screen.getByRole('status', { name: 'Last move' });
    expect(status).toHaveAttribute('aria-live', 'polite');
    await act(async () =>
      explorerStore.getState().rowDropped(MIA, { row: 'routed-experts', to: 'local-disk' }),
    );
    expect(status).toHaveTextContent('Routed experts cannot go to Local disk path: Not an NVMe expert tier.');
    expect(within(group).getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-disabled', 'true');
    await act(async () =>
      explorerStore.getState().rowDropped(MIA, { row: 'exl3-checkpoint', to: 'unified-pool' }),
    );
    expect(within(group).getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-disabled', 'false');
  });

  test('settings are labelled selects whose consequence is announced', async () => {
    await renderSettled(`#/pin/${MIA}`);
    await openSettings();
    for (const name of [
      'Drafter DRAFTER',
      'Dense weights DENSE',
      'KV cache KV',
      'Parallel requests PARALLEL',
    ]) {
      const select = screen.getByRole('combobox', { name });
      const described = document.getElementById(select.getAttribute('aria-describedby') ?? '');
      expect(described).toHaveAttribute('aria-live', 'polite');
      expect(described?.textContent?.length).toBeGreaterThan(0);
    }
  });
});
