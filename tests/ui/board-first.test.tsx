// @vitest-environment jsdom
/**
 * The board-first pin view as a reader meets it: a refusal stays on the returned card with
 * where the row lives as pinned; a setting visibly changes the board, the licenses and the
 * status line, and can be reset; the verdict panel lists stated figures without adding them;
 * glossary terms explain themselves on demand; evidence opens in place with focus managed.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { explorerStore } from '../../src/state/store';
import { MIA, bundled, openSettings, renderSettled, resetApp } from './render-app';

beforeEach(resetApp);

const pool = () => screen.getByRole('region', { name: 'Unified pool' });
const card = (row: string) => screen.getByRole('button', { name: `Move ${row}` }).closest('li')!;
const lastMove = () => screen.getByRole('status', { name: 'Last move' });

describe('a refused move', () => {
  test("keeps the source's reason and the as-pinned evidence on the card until the next move, said once", async () => {
    await renderSettled(`#/pin/${MIA}`);
    await act(async () =>
      explorerStore.getState().rowDropped(MIA, { row: 'routed-experts', to: 'local-disk' }),
    );
    const note = within(card('Routed experts')).getByRole('group', { name: 'Why this move was refused' });
    expect(note).toHaveTextContent('Refused in Local disk path. Not an NVMe expert tier.');
    expect(note).toHaveTextContent('As pinned, it lives in Unified pool: They load into the unified pool.');
    // Said once, by the live region; the note is not a live region.
    expect(lastMove()).toHaveTextContent(
      'Routed experts cannot go to Local disk path: Not an NVMe expert tier.',
    );
    expect(note.closest('[aria-live]')).toBeNull();

    await act(async () =>
      explorerStore.getState().rowDropped(MIA, { row: 'exl3-checkpoint', to: 'unified-pool' }),
    );
    expect(screen.queryByRole('group', { name: 'Why this move was refused' })).toBeNull();
  });
});

describe('DRAFTER=mtp', () => {
  test('draws the drafter as not loaded in the setting’s words, mutes its license, and counts the change until reset', async () => {
    const user = userEvent.setup();
    await renderSettled(`#/pin/${MIA}`);
    await openSettings();
    const status = screen.getByRole('list', { name: 'Status' });
    expect(status).not.toHaveTextContent('Settings changed');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Drafter DRAFTER' }), 'mtp');
    const drafter = card('DFlash2 drafter');
    expect(drafter).toHaveClass('row-card--unloaded');
    expect(drafter).toHaveTextContent('not loaded under DRAFTER=mtp');
    expect(drafter).not.toHaveTextContent('present, not loaded');
    expect(drafter).toHaveTextContent('MTP-only is the checkpoint head, one request at a time');
    const license = within(screen.getByRole('region', { name: 'Licenses' }))
      .getAllByRole('listitem')
      .find((li) => li.textContent?.includes('CC-BY-NC-ND-4.0'))!;
    expect(license).toHaveClass('license--muted');
    expect(license).toHaveTextContent('not downloaded under DRAFTER=mtp');
    // DRAFTER=mtp forces PARALLEL=1: two settings differ from the recipe.
    expect(status).toHaveTextContent('Settings changed from the recipe (2).');

    await user.click(screen.getByRole('button', { name: 'Reset settings' }));
    expect(status).not.toHaveTextContent('Settings changed');
    expect(card('DFlash2 drafter')).not.toHaveClass('row-card--unloaded');
    expect(screen.getByRole('combobox', { name: 'Drafter DRAFTER' })).toHaveValue('dflash2');
  });

  test('the settings are one button in the status row; open, each setting shows its select and consequence', async () => {
    const user = userEvent.setup();
    await renderSettled(`#/pin/${MIA}`);
    const profile = bundled.profiles.find((p) => p.id === MIA)!;
    const toggle = screen.getByRole('button', {
      name: `Settings: ${profile.settings.length}, as the recipe pins them`,
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: /^Drafter/ })).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    for (const setting of profile.settings)
      expect(within(panel).getByRole('combobox', { name: `${setting.label} ${setting.name}` })).toBeVisible();
    await user.selectOptions(within(panel).getByRole('combobox', { name: /^Drafter/ }), 'mtp');
    expect(toggle).toHaveAccessibleName(new RegExp(`^Settings: \\d of ${profile.settings.length} changed$`));
  });
});

describe('row cards', () => {
  test('show the stated figures with kind and qualifier, and "exact bytes unknown" once', async () => {
    await renderSettled(`#/pin/${MIA}`);
    const checkpoint = card('EXL3 checkpoint');
    expect(checkpoint).toHaveTextContent(
      'about 80 GiB on each Spark (prose size): Later starts load about 80 GiB on each Spark.',
    );
    expect(within(checkpoint).getAllByText('Exact bytes unknown.')).toHaveLength(1);
    expect(checkpoint).not.toHaveTextContent('File size unknown');
    expect(card('Engram')).toHaveTextContent('Absent.');
    expect(card('Engram')).not.toHaveTextContent('bytes');
  });
});

describe('the verdict panel', () => {
  test('a plain headline, stated figures listed with their kind, and "not applied" once on the view', async () => {
    await renderSettled(`#/pin/${MIA}`);
    const verdict = screen.getByRole('region', { name: 'Calculator verdict' });
    expect(verdict).toHaveTextContent(
      'Not established: usable bytes of Unified pool and serving bytes per device are not published.',
    );
    const figures = within(verdict).getByRole('list', { name: 'Stated figures, not a fit' });
    expect(
      within(figures)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toContain('about 110 GiB free at start free-memory warning · Workspace');
    expect(screen.getAllByText('Placements are not applied to the calculator memory verdict.')).toHaveLength(
      1,
    );
  });
});

describe('the glossary', () => {
  test('explains a term at its first use on the view, by keyboard, and only there', async () => {
    const user = userEvent.setup();
    await renderSettled(`#/pin/${MIA}`);
    const tip = await screen.findByRole('button', { name: 'What is unified pool?' });
    expect(screen.getAllByRole('button', { name: 'What is unified pool?' })).toHaveLength(1);
    expect(tip.closest('section')).toBe(pool());
    expect(tip).toHaveAttribute('aria-expanded', 'false');
    tip.focus();
    await user.keyboard('[Enter]');
    expect(tip).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(tip.getAttribute('aria-controls')!)).toHaveTextContent(
      /one memory pool per machine that the GPU and the CPU share/,
    );
    for (const term of [
      'file ledger',
      'resident matmul',
      'as pinned',
      'Engram',
      'PLE',
      'KDA recurrent state',
    ])
      expect(screen.getAllByRole('button', { name: `What is ${term}?` })).toHaveLength(1);
  });
});

describe('evidence on demand', () => {
  test('opens in place on the card, with focus on its heading, and closes back to the row name', async () => {
    const user = userEvent.setup();
    await renderSettled(`#/pin/${MIA}`);
    const name = within(card('KV cache')).getByRole('button', { name: 'KV cache' });
    await user.click(name);
    const heading = within(card('KV cache')).getByRole('heading', { name: 'Evidence for KV cache' });
    expect(heading).toHaveFocus();
    expect(card('KV cache')).toHaveTextContent('KV_POOL_GIB');
    await user.click(within(card('KV cache')).getByRole('button', { name: 'Close evidence' }));
    expect(within(card('KV cache')).queryByRole('heading', { name: 'Evidence for KV cache' })).toBeNull();
    expect(name).toHaveFocus();
  });
});
