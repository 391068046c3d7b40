// @vitest-environment jsdom
/**
 * The board as a keyboard user meets it: lanes found by their names, rows by their
 * "Move X" handles, moves made with dnd-kit's KeyboardSensor (Space, arrows, Space), the
 * rules' reason shown and spoken (once, by the "Last move" region), the verdict unchanged,
 * undo/redo/reset by role.
 *
 * jsdom has no layout, so getBoundingClientRect is stubbed with a fixed board geometry
 * (three lanes side by side) for dnd-kit to measure; real drags by pointer and touch are
 * tested in Chromium.
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { Board } from '../../src/ui/board/Board';
import { MoveControls } from '../../src/ui/board/MoveControls';
import { VerdictPanel } from '../../src/ui/board/VerdictPanel';
import { STORAGE_KEY } from '../../src/state/persistence';
import { explorerStore } from '../../src/state/store';
import { freshStore } from './render-app';
import { MIA } from '../helpers/pins';
import { installFakeLayout } from '../helpers/fake-layout';

let restoreLayout: () => void;
beforeAll(() => {
  restoreLayout = installFakeLayout();
});
afterAll(() => restoreLayout());
beforeEach(() => {
  localStorage.clear();
  freshStore();
});
afterEach(cleanup);

function renderPin() {
  const user = userEvent.setup();
  render(
    <>
      <Board pinId={MIA} />
      <MoveControls pinId={MIA} />
      <VerdictPanel pinId={MIA} />
    </>,
  );
  return user;
}

const lane = (name: string) => screen.getByRole('region', { name });
const handle = (row: string) => screen.getByRole('button', { name: `Move ${row}` });
/** What dnd-kit's live region says (its own assertive region, apart from MoveControls). */
const spoken = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '';
const liveMessage = () => screen.getByRole('status', { name: 'Last move' }).textContent;
const verdictText = () => lane('Calculator verdict').textContent;

/** Space, then an arrow press per lane step, waiting for each announcement, then Space. */
async function keyboardMove(
  user: ReturnType<typeof userEvent.setup>,
  row: string,
  arrows: string[],
  expectOver: string,
) {
  handle(row).focus();
  await user.keyboard('[Space]');
  await waitFor(() => expect(spoken()).toBe(`Picked up ${row}.`));
  // The sensor attaches its keydown listener on the next tick.
  await act(() => new Promise((r) => setTimeout(r, 20)));
  for (const key of arrows) await user.keyboard(`[${key}]`);
  await waitFor(() => expect(spoken()).toBe(expectOver));
  await user.keyboard('[Space]');
}

describe('the placement board', () => {
  test('shows the lanes as named regions with their notes and rows', () => {
    renderPin();
    expect(
      within(lane('Logical checkpoint')).getByText('File ledger. Not a per-rank residence.'),
    ).toBeInTheDocument();
    const pool = lane('Unified pool');
    expect(within(pool).getByText('UMA')).toBeInTheDocument();
    expect(within(pool).getByText('GPU and CPU share this pool.')).toBeInTheDocument();
    expect(within(pool).getAllByRole('listitem')).toHaveLength(7);
    expect(within(pool).getByRole('button', { name: 'Move Routed experts' })).toBeInTheDocument();
    expect(within(lane('Local disk path')).queryAllByRole('listitem')).toHaveLength(0);
    expect(
      within(lane('Logical checkpoint')).getByRole('button', { name: 'Move EXL3 checkpoint' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Absent: Engram, PLE. Absence is not zero bytes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Engram' })).toBeInTheDocument();
    expect(screen.getByText('Resident bytes: unknown.')).toBeInTheDocument();
    expect(screen.getByText('Not a drag-to-fit control.')).toBeInTheDocument();
    expect(screen.getByText(/^Do not add these rows together\./)).toBeInTheDocument();
    expect(
      screen.getAllByText('Placements are not applied to the calculator memory verdict.').length,
    ).toBeGreaterThan(0);
    expect(within(lane('Other rejected paths')).getByText('NVMe expert tier')).toBeInTheDocument();
    expect(within(lane('Other rejected paths')).getByText('Not an NVMe expert tier.')).toBeInTheDocument();
    const profile = explorerStore.getState().profiles.find((p) => p.id === MIA)!;
    expect(within(lane('Other residences')).getAllByRole('listitem')).toHaveLength(
      profile.otherResidences.length,
    );
    // "Exact bytes unknown" once per card, not in three fields.
    expect(within(pool).getAllByText('Exact bytes unknown.')).toHaveLength(7);
    expect(within(pool).queryByText('File size unknown.')).toBeNull();
  });

  test('each row has exactly one drag handle, and no raw id is spoken', () => {
    renderPin();
    const row = handle('Routed experts').closest('li')!;
    expect(within(row).getAllByRole('button', { name: /^Move / })).toHaveLength(1);
    expect(handle('Routed experts')).toHaveAttribute('aria-describedby');
    expect(document.body.textContent).not.toMatch(/row:glm|lane:glm/);
  });

  test('the calculator verdict is not established and lists what is unknown', () => {
    renderPin();
    const verdict = lane('Calculator verdict');
    expect(within(verdict).getByText('Not established')).toBeInTheDocument();
    expect(
      within(verdict).getByText('Placements are not applied to the calculator memory verdict.'),
    ).toBeInTheDocument();
    expect(within(verdict).getByRole('heading', { name: 'Unknown' })).toBeInTheDocument();
  });

  test('refuses routed experts on the local disk path by keyboard: reason shown, row stays, verdict unchanged', async () => {
    const user = renderPin();
    const verdictBefore = verdictText();
    handle('Routed experts').focus();
    await user.keyboard('[Space]');
    await waitFor(() => expect(spoken()).toBe('Picked up Routed experts.'));
    await act(() => new Promise((r) => setTimeout(r, 20)));

    await user.keyboard('[ArrowRight]');
    await waitFor(() =>
      expect(spoken()).toBe('Routed experts is over Local disk path: refused, Not an NVMe expert tier.'),
    );
    // Before the drop, each lane says whether it would accept the row.
    expect(
      within(lane('Local disk path')).getByText('refused: Not an NVMe expert tier.'),
    ).toBeInTheDocument();
    expect(
      within(lane('Logical checkpoint')).getByText(
        /^refused: Only the file ledger row sits in the logical checkpoint/,
      ),
    ).toBeInTheDocument();
    expect(within(lane('Unified pool')).getByText('Routed experts is here now.')).toBeInTheDocument();

    await user.keyboard('[Space]');
    // The drop is spoken once, by the polite "Last move" region; dnd-kit's region does not repeat it.
    await waitFor(() =>
      expect(liveMessage()).toBe('Routed experts cannot go to Local disk path: Not an NVMe expert tier.'),
    );
    expect(spoken()).toBe('Routed experts is over Local disk path: refused, Not an NVMe expert tier.');
    expect(
      within(lane('Unified pool')).getByRole('button', { name: 'Move Routed experts' }),
    ).toBeInTheDocument();
    expect(within(lane('Local disk path')).queryByRole('button', { name: 'Move Routed experts' })).toBeNull();
    expect(screen.queryByText(/^refused:/)).toBeNull();
    expect(verdictText()).toBe(verdictBefore);
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-disabled', 'true');
  });

  test('accepts the EXL3 checkpoint in the unified pool by keyboard and marks it explored', async () => {
    const user = renderPin();
    const verdictBefore = verdictText();
    await keyboardMove(
      user,
      'EXL3 checkpoint',
      ['ArrowRight'],
      'EXL3 checkpoint is over Unified pool: accepts.',
    );
    await waitFor(() =>
      expect(
        within(lane('Unified pool')).getByRole('button', { name: 'Move EXL3 checkpoint' }),
      ).toBeInTheDocument(),
    );
    expect(liveMessage()).toMatch(/^EXL3 checkpoint moved to Unified pool: /);
    expect(spoken()).not.toMatch(/moved to/);
    const row = handle('EXL3 checkpoint').closest('li')!;
    expect(within(row).getByText('explored')).toBeInTheDocument();
    expect(within(row).getByText('Shared UMA pool. Resident matmul.')).toBeInTheDocument();
    expect(within(lane('Logical checkpoint')).queryAllByRole('listitem')).toHaveLength(0);
    expect(verdictText()).toBe(verdictBefore);
    // Focus comes back to the moved row's handle, in its new lane.
    await waitFor(() => expect(handle('EXL3 checkpoint')).toHaveFocus());
  });

  test('keyboard moves reach every lane and stop at the ends', async () => {
    const user = renderPin();
    await keyboardMove(
      user,
      'EXL3 checkpoint',
      ['ArrowRight', 'ArrowRight', 'ArrowRight'],
      'EXL3 checkpoint is over Local disk path: accepts.',
    );
    await waitFor(() =>
      expect(
        within(lane('Local disk path')).getByRole('button', { name: 'Move EXL3 checkpoint' }),
      ).toBeInTheDocument(),
    );
    await act(() => new Promise((r) => setTimeout(r, 20)));
    await keyboardMove(
      user,
      'EXL3 checkpoint',
      ['ArrowLeft', 'ArrowUp'],
      'EXL3 checkpoint is over Logical checkpoint: accepts.',
    );
    await waitFor(() =>
      expect(
        within(lane('Logical checkpoint')).getByRole('button', { name: 'Move EXL3 checkpoint' }),
      ).toBeInTheDocument(),
    );
  });

  test('an absent row can be picked up and is refused with the reason the profile gives', async () => {
    const user = renderPin();
    await keyboardMove(
      user,
      'Engram',
      ['ArrowLeft'],
      'Engram is over Local disk path: refused, Dragging an Engram row onto an SSD does not describe a real component.',
    );
    await waitFor(() =>
      expect(liveMessage()).toBe(
        'Engram cannot go to Local disk path: Dragging an Engram row onto an SSD does not describe a real component.',
      ),
    );
    expect(screen.getByRole('region', { name: 'Absent components' })).toContainElement(handle('Engram'));
  });

  test('Escape cancels: the row stays and the cancellation is spoken', async () => {
    const user = renderPin();
    handle('KV cache').focus();
    await user.keyboard('[Space]');
    await waitFor(() => expect(spoken()).toBe('Picked up KV cache.'));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    await user.keyboard('[ArrowRight]');
    await waitFor(() => expect(spoken()).toMatch(/^KV cache is over Local disk path: refused/));
    await user.keyboard('[Escape]');
    await waitFor(() => expect(spoken()).toBe('Moving KV cache was cancelled. It stays in Unified pool.'));
    expect(within(lane('Unified pool')).getByRole('button', { name: 'Move KV cache' })).toBeInTheDocument();
  });

  test('undo, redo and reset to as-pinned, by role', async () => {
    const user = renderPin();
    const undo = screen.getByRole('button', { name: 'Undo' });
    const redo = screen.getByRole('button', { name: 'Redo' });
    const reset = screen.getByRole('button', { name: 'Reset to as-pinned' });
    for (const b of [undo, redo, reset]) expect(b).toHaveAttribute('aria-disabled', 'true');

    act(() => explorerStore.getState().rowDropped(MIA, { row: 'exl3-checkpoint', to: 'local-disk' }));
    expect(
      within(lane('Local disk path')).getByRole('button', { name: 'Move EXL3 checkpoint' }),
    ).toBeInTheDocument();
    expect(undo).toHaveAttribute('aria-disabled', 'false');
    expect(reset).toHaveAttribute('aria-disabled', 'false');

    await user.click(undo);
    expect(
      within(lane('Logical checkpoint')).getByRole('button', { name: 'Move EXL3 checkpoint' }),
    ).toBeInTheDocument();
    expect(liveMessage()).toBe('Undone: EXL3 checkpoint is back in Logical checkpoint.');
    expect(undo).toHaveAttribute('aria-disabled', 'true');
    await user.click(undo); // unavailable: nothing happens, focus stays
    expect(undo).toHaveFocus();

    await user.click(redo);
    expect(
      within(lane('Local disk path')).getByRole('button', { name: 'Move EXL3 checkpoint' }),
    ).toBeInTheDocument();
    expect(within(handle('EXL3 checkpoint').closest('li')!).getByText('explored')).toBeInTheDocument();

    await user.click(reset);
    expect(
      within(lane('Logical checkpoint')).getByRole('button', { name: 'Move EXL3 checkpoint' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('explored')).toBeNull();
    expect(reset).toHaveAttribute('aria-disabled', 'true');
  });

  test('selecting a row by its name opens its evidence (the store holds the selection)', async () => {
    const user = renderPin();
    const name = screen.getByRole('button', { name: 'Routed experts' });
    await user.click(name);
    expect(explorerStore.getState().selectedRow).toEqual({ pinId: MIA, componentId: 'routed-experts' });
    expect(name).toHaveAttribute('aria-expanded', 'true');
    await user.click(name);
    expect(explorerStore.getState().selectedRow).toBeNull();
  });

  test('a setting that does not load the drafter marks its row', () => {
    renderPin();
    act(() => explorerStore.getState().settingChosen(MIA, 'DRAFTER', 'mtp'));
    expect(
      within(handle('DFlash2 drafter').closest('li')!).getByText(/not loaded under DRAFTER=mtp/),
    ).toBeInTheDocument();
  });
});

describe('stored explorations', () => {
  test('an accepted move is saved and comes back after a reload', async () => {
    renderPin();
    act(() => explorerStore.getState().rowDropped(MIA, { row: 'exl3-checkpoint', to: 'unified-pool' }));
    // Written after the drop's task (persistence.ts, afterTask).
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEY)).toContain('unified-pool'));
    cleanup();
    freshStore(); // a fresh page, same storage...
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        version: 1,
        state: { placements: { [MIA]: { 'exl3-checkpoint': 'unified-pool' } }, settings: {}, history: {} },
      }),
    );
    await act(() => explorerStore.persist.rehydrate());
    renderPin();
    expect(
      within(lane('Unified pool')).getByRole('button', { name: 'Move EXL3 checkpoint' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'Saved explorations' })).toBeNull();
  });

  test('corrupt storage is dropped with a notice, and the board still shows', async () => {
    localStorage.setItem(STORAGE_KEY, '{not json');
    await act(() => explorerStore.persist.rehydrate());
    const user = renderPin();
    const notice = screen.getByRole('note', { name: 'Saved explorations' });
    expect(notice).toHaveTextContent('Saved explorations could not be read and were dropped.');
    expect(
      within(lane('Logical checkpoint')).getByRole('button', { name: 'Move EXL3 checkpoint' }),
    ).toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('note', { name: 'Saved explorations' })).toBeNull();
  });

  test('storage from an older version is dropped with a notice', async () => {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ version: 0, state: { placements: { [MIA]: { 'exl3-checkpoint': 'unified-pool' } } } }),
    );
    await act(() => explorerStore.persist.rehydrate());
    renderPin();
    expect(screen.getByRole('note', { name: 'Saved explorations' })).toHaveTextContent(/older version/);
    expect(
      within(lane('Logical checkpoint')).getByRole('button', { name: 'Move EXL3 checkpoint' }),
    ).toBeInTheDocument();
  });
});
