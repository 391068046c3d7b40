// @vitest-environment jsdom
/**
 * The status line follows the board (issue 30, point 2): "As-pinned recipe." while the board is
 * as the recipe pins it; "explored (n moves)" after an accepted move; "settings changed"; and
 * "From a link" while a shared link's placement is on the board, until the person changes it.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { explorerStore } from '../../src/state/store';
import { MIA, openSettings, renderAt, resetApp } from './render-app';

beforeEach(resetApp);

const status = () => screen.getByRole('list', { name: 'Status' });
/** The EXL3 checkpoint leaves the logical checkpoint for the unified pool: a move the seed page describes. */
const move = { row: 'exl3-checkpoint', to: 'unified-pool' };
const LINK = `#/pin/${MIA}?p.${MIA}=exl3-checkpoint~unified-pool`;

describe('the status line', () => {
  test('reads "explored" after an accepted move and "As-pinned recipe." again after Undo', async () => {
    const user = userEvent.setup();
    renderAt(`#/pin/${MIA}`);
    await screen.findByRole('region', { name: 'Unified pool' });
    expect(status()).toHaveTextContent('As-pinned recipe.');
    act(() => explorerStore.getState().rowDropped(MIA, move));
    expect(within(status()).getByText('Explored (1 move) from the as-pinned recipe.')).toBeInTheDocument();
    expect(status()).not.toHaveTextContent('As-pinned recipe.');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(status()).toHaveTextContent('As-pinned recipe.');
  });

  test('a refused move leaves it as pinned', async () => {
    renderAt(`#/pin/${MIA}`);
    await screen.findByRole('region', { name: 'Unified pool' });
    act(() => explorerStore.getState().rowDropped(MIA, { row: 'routed-experts', to: 'local-disk' }));
    expect(status()).toHaveTextContent('As-pinned recipe.');
  });

  test('says "From a link" on a shared link that carries a move, and the person\u2019s own exploration after a change', async () => {
    const user = userEvent.setup();
    renderAt(LINK);
    await openSettings();
    expect(
      within(status()).getByText('From a link: explored (1 move) from the as-pinned recipe.'),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Drafter/ }), 'mtp');
    // The drafter's option changes more than one setting; the count is the settings panel's.
    expect(
      within(status()).getByText(/^Explored \(1 move\); settings changed from the recipe \(\d+\)\.$/),
    ).toBeInTheDocument();
    expect(status()).not.toHaveTextContent('From a link');
  });

  test('a link that carries nothing for the pin leaves it as pinned', async () => {
    renderAt(`#/pin/${MIA}`);
    await screen.findByRole('region', { name: 'Unified pool' });
    expect(status()).toHaveTextContent('As-pinned recipe.');
    expect(status()).not.toHaveTextContent('From a link');
  });
});
