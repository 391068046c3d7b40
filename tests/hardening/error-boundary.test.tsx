// @vitest-environment jsdom
/**
 * One broken view never blanks the app: a view that throws shows what failed, and the
 * header, the pin picker and the pin list stay and keep working. Inside the pin view, the
 * board and the verdict have boundaries of their own, so a failing board leaves the rest
 * of the page readable.
 */
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Profile } from '../../src/domain/profile/schema/profile';
import { LIME, MIA, bundled, renderAt, resetApp } from '../ui/render-app';

// The board can be made to throw on demand, to show that its boundary holds the failure.
const failing = vi.hoisted(() => ({ board: false, compare: false }));
vi.mock('../../src/ui/board/Board', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/ui/board/Board')>();
  return {
    ...real,
    Board: (props: Parameters<typeof real.Board>[0]) => {
      if (failing.board) throw new Error('the board broke on purpose');
      return real.Board(props);
    },
  };
});
vi.mock('../../src/ui/compare/CompareView', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/ui/compare/CompareView')>();
  return {
    ...real,
    CompareView: (props: Parameters<typeof real.CompareView>[0]) => {
      if (failing.compare) throw new Error('the compare view broke on purpose');
      return real.CompareView(props);
    },
  };
});

beforeEach(() => {
  resetApp();
  failing.board = false;
  failing.compare = false;
  // React reports caught render errors on the console; the boundary's own report is expected.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const lime = bundled.profiles.find((p) => p.id === LIME)!;
/** A profile that got past validation in a shape the view cannot render (as a future bug might). */
const broken = {
  ...lime,
  id: 'broken-at-render',
  title: 'Broken pin',
  licenses: undefined,
  caveats: 42,
} as unknown as Profile;
const withBroken = { ...bundled, profiles: [...bundled.profiles, broken] };

describe('error boundaries', () => {
  test('a pin view that throws shows an error message, and the header and pin picker stay', async () => {
    renderAt('#/pin/broken-at-render', withBroken);
    const alert = screen.getByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'The pin broken-at-render could not be shown' }),
    ).toBeInTheDocument();
    expect(alert).toHaveTextContent('The rest of the app still works.');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Placement Explorer' })).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Pin' });
    expect(
      within(picker)
        .getAllByRole<HTMLOptionElement>('option')
        .map((o) => o.value),
    ).toContain(MIA);

    // The way out works: the pin list comes back, then another pin opens normally.
    const user = userEvent.setup();
    await user.click(within(alert).getByRole('link', { name: 'Back to the pin list' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bundled pins' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /could not be shown/ })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pin' }), MIA);
    expect(await screen.findByRole('region', { name: 'Unified pool' })).toBeInTheDocument();
  });

  test('a board that throws is held by its own boundary: the pin view, the verdict and the evidence stay', () => {
    failing.board = true;
    renderAt(`#/pin/${MIA}`);
    expect(
      screen.getByRole('heading', { name: 'The placement board could not be shown' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('the board broke on purpose');
    expect(
      screen.getByRole('heading', { level: 1, name: 'GLM-5.3-Flash on 2 DGX Sparks' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Calculator verdict' })).toHaveTextContent('Not established');
    expect(screen.getByRole('region', { name: 'Full config and source evidence' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Pin' })).toBeInTheDocument();
  });

  test('a compare view that throws leaves the header, and the next route renders again', async () => {
    failing.compare = true;
    renderAt(`#/compare/${MIA}/${LIME}`);
    // The compare view loads on demand; its failure shows once it has loaded.
    expect(
      await screen.findByRole('heading', { name: 'The compare view could not be shown' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    failing.compare = false;
    act(() => {
      window.location.hash = '#/';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Bundled pins' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /could not be shown/ })).toBeNull();
  });
});
