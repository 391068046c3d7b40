// @vitest-environment jsdom
/**
 * Sharing a view: the address holds the pin or compare pair, the explored placements and the
 * chosen settings. A shared link opens in a fresh app; a tampered one opens what the rules
 * accept and says what it ignored.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { explorerStore } from '../../src/state/store';
import { selectPlacement, selectSettings } from '../../src/state/selectors';
import { LIME, MIA, renderAt, resetApp, addressIs, openSettings } from './render-app';
import { navigate } from '../../src/ui/routing';

beforeEach(resetApp);

const lane = (name: string) => screen.getByRole('region', { name });
const rowIn = (laneName: string, row: string) =>
  within(lane(laneName)).queryByRole('button', { name: `Move ${row}` });

describe('a shared link', () => {
  test('opens the pin with its explored placement and chosen setting', async () => {
    renderAt(`#/pin/${MIA}?p.${MIA}=exl3-checkpoint~unified-pool&s.${MIA}=DRAFTER~mtp`);
    await openSettings();
    expect(screen.getByText('Mia TensorFold TP2', { selector: '.subtitle' })).toBeInTheDocument();
    expect(rowIn('Unified pool', 'EXL3 checkpoint')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Drafter/ })).toHaveValue('mtp');
    expect(screen.queryByRole('status', { name: 'Parts of this link were ignored' })).not.toBeInTheDocument();
  });

  test('with a tampered placement opens the valid part and names what it ignored, with the reason', async () => {
    const user = userEvent.setup();
    renderAt(
      `#/pin/${MIA}?p.${MIA}=routed-experts~local-disk,exl3-checkpoint~unified-pool&s.${MIA}=DRAFTER~evil&p.nope=x~y`,
    );
    await openSettings();
    // The valid part opens.
    expect(
      screen.getByRole('heading', { level: 1, name: 'GLM-5.3-Flash on 2 DGX Sparks' }),
    ).toBeInTheDocument();
    expect(rowIn('Unified pool', 'EXL3 checkpoint')).toBeInTheDocument();
    expect(rowIn('Unified pool', 'Routed experts')).toBeInTheDocument();
    expect(rowIn('Local disk path', 'Routed experts')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Drafter/ })).toHaveValue('dflash2');

    const notice = screen.getByRole('status', { name: 'Parts of this link were ignored' });
    expect(notice).toHaveTextContent(`Routed experts to Local disk path for ${MIA}`);
    expect(notice).toHaveTextContent('Not an NVMe expert tier.');
    expect(notice).toHaveTextContent('DRAFTER=evil');
    expect(notice).toHaveTextContent('p.nope');
    // The address keeps what opened and drops what was ignored.
    await addressIs(`#/pin/${MIA}?p.${MIA}=exl3-checkpoint~unified-pool`);

    await user.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status', { name: 'Parts of this link were ignored' })).not.toBeInTheDocument();
  });

  test('a compare link with one unknown side opens the compare view, which names the unknown pin', async () => {
    renderAt(`#/compare/${MIA}/no-such-pin`);
    // The address owns the view: it stays the pair, and the view says which side is missing.
    expect(screen.getByRole('combobox', { name: /Pin A/ })).toHaveValue(MIA);
    expect(screen.getByRole('alert')).toHaveTextContent('No pin named “no-such-pin” is loaded.');
  });

  test('a plain pin link keeps the explorations this browser already had for that pin', async () => {
    explorerStore.getState().rowDropped(MIA, { row: 'exl3-checkpoint', to: 'local-disk' });
    renderAt(`#/pin/${MIA}`);
    expect(rowIn('Local disk path', 'EXL3 checkpoint')).toBeInTheDocument();
    await addressIs(`#/pin/${MIA}?p.${MIA}=exl3-checkpoint~local-disk`);
  });
});

describe('the address follows the store', () => {
  test('a move, a setting, undo and reset replace the address without adding history entries', async () => {
    const user = userEvent.setup();
    renderAt(`#/pin/${MIA}`);
    await openSettings();
    const push = vi.spyOn(window.history, 'pushState');
    const length = window.history.length;

    act(() => explorerStore.getState().rowDropped(MIA, { row: 'exl3-checkpoint', to: 'unified-pool' }));
    await addressIs(`#/pin/${MIA}?p.${MIA}=exl3-checkpoint~unified-pool`);

    await user.selectOptions(screen.getByRole('combobox', { name: /^Drafter/ }), 'mtp');
    await addressIs(`#/pin/${MIA}?p.${MIA}=exl3-checkpoint~unified-pool&s.${MIA}=DRAFTER~mtp`);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await addressIs(`#/pin/${MIA}?s.${MIA}=DRAFTER~mtp`);
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    await user.click(screen.getByRole('button', { name: 'Reset to as-pinned' }));
    await addressIs(`#/pin/${MIA}?s.${MIA}=DRAFTER~mtp`);

    expect(push).not.toHaveBeenCalled();
    expect(window.history.length).toBe(length);
    push.mockRestore();
  });

  test('a view change is a new history entry: navigation writes the address, the store does not', async () => {
    renderAt(`#/pin/${MIA}`);
    const length = window.history.length;
    act(() => navigate({ kind: 'pin', id: LIME }));
    expect(
      await screen.findByText('LimeChain TensorFold C8 comparison', { selector: '.subtitle' }),
    ).toBeInTheDocument();
    await addressIs(`#/pin/${LIME}`);
    expect(window.history.length).toBe(length + 1);
  });

  test('a later hash change opens the link it names', async () => {
    renderAt(`#/pin/${MIA}`);
    window.location.hash = `#/pin/${LIME}?p.${LIME}=exl3-checkpoint~local-disk`;
    expect(
      await screen.findByText('LimeChain TensorFold C8 comparison', { selector: '.subtitle' }),
    ).toBeInTheDocument();
    expect(selectPlacement(explorerStore.getState(), LIME)!['exl3-checkpoint']).toBe('local-disk');
    // The LimeChain source states no default drafter, and the link chose none.
    expect(selectSettings(explorerStore.getState(), LIME)!.DRAFTER).toBeUndefined();
  });
});
