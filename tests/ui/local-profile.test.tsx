// @vitest-environment jsdom
/**
 * Previewing a local profile: a file chosen with "Open profile file" (or dropped on the pin
 * list) is checked with the bundled schema, loaded on demand, and opens like a bundled pin.
 * A bad file lists its errors by file, field path and message, and nothing else changes.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { explorerStore } from '../../src/state/store';
import { selectPlacement } from '../../src/state/selectors';
import { MIA, bundled, renderAt, resetApp, addressIs, showAllPins } from './render-app';

beforeEach(resetApp);

const ROOT = resolve(__dirname, '../..');
const fixture = (path: string, name = path.split('/').pop()!) =>
  new File([readFileSync(resolve(ROOT, path), 'utf8')], name, { type: 'application/json' });
const LOCAL_ID = 'example-local-mia-variant';

const input = () => screen.getByLabelText('Open profile file') as HTMLInputElement;
const pinCards = () => within(screen.getByRole('list', { name: 'Pins' })).getAllByRole('listitem');

describe('opening a local profile file', () => {
  test('a valid profile appears in the pin list marked as a local file and opens like a bundled pin', async () => {
    const user = userEvent.setup();
    renderAt('#/');
    expect(screen.getByRole('button', { name: 'Open profile file' })).toBeInTheDocument();
    await user.upload(input(), fixture('tests/fixtures/local/local-pin.json'));

    // It opens at its own route, marked as local, with the board and rules of a bundled pin.
    // Validation loads on demand; on a busy machine that takes longer than findBy's default second.
    expect(
      await screen.findByText(
        'Local variant of the Mia TP2 pin (test fixture)',
        { selector: '.subtitle' },
        { timeout: 60_000 },
      ),
    ).toBeInTheDocument();
    await addressIs(`#/pin/${LOCAL_ID}`);
    expect(screen.getByText('Local file: local-pin.json')).toBeInTheDocument();
    expect(screen.getByText(/Local pins are not kept after a reload\./)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Local file notes' })).toHaveTextContent(
      `Opened local-pin.json as the local pin "${LOCAL_ID}".`,
    );
    expect(
      within(screen.getByRole('region', { name: 'Unified pool' })).getByRole('button', {
        name: 'Move Routed experts',
      }),
    ).toBeInTheDocument();

    act(() => explorerStore.getState().rowDropped(LOCAL_ID, { row: 'routed-experts', to: 'local-disk' }));
    expect(screen.getByRole('status', { name: 'Last move' })).toHaveTextContent('Not an NVMe expert tier.');
    act(() => explorerStore.getState().rowDropped(LOCAL_ID, { row: 'exl3-checkpoint', to: 'unified-pool' }));
    await addressIs(`#/pin/${LOCAL_ID}?p.${LOCAL_ID}=exl3-checkpoint~unified-pool`);

    // Back on the pin list it sits beside the bundled pins, marked.
    window.location.hash = '#/';
    expect(await screen.findByRole('heading', { level: 1, name: 'Bundled pins' })).toBeInTheDocument();
    showAllPins();
    const card = pinCards().find((c) => c.textContent?.includes(LOCAL_ID))!;
    expect(card).toHaveTextContent('Local file: local-pin.json');
    expect(pinCards()).toHaveLength(bundled.profiles.length + 1);
  });

  test('its explorations are not stored for the next visit', async () => {
    const user = userEvent.setup();
    renderAt('#/');
    await user.upload(input(), fixture('tests/fixtures/local/local-pin.json'));
    await screen.findByText('Local file: local-pin.json', {}, { timeout: 60_000 });
    act(() => explorerStore.getState().rowDropped(LOCAL_ID, { row: 'exl3-checkpoint', to: 'unified-pool' }));
    act(() => explorerStore.getState().rowDropped(MIA, { row: 'exl3-checkpoint', to: 'local-disk' }));
    // Written after the task that changed the store (persistence.ts, afterTask).
    await waitFor(() => {
      const saved = JSON.parse(window.localStorage.getItem('placement-explorer:explorations') ?? '{}');
      expect(Object.keys(saved.state?.placements ?? {})).toEqual([MIA]);
    });
  });

  test("a file with a bundled pin's id opens beside it under a suffixed id, and says so", async () => {
    const user = userEvent.setup();
    renderAt(`#/pin/${MIA}`);
    await user.upload(input(), fixture('tests/fixtures/local/same-id-as-bundled.json'));
    expect(
      await screen.findByText('Edited copy with the bundled id (test fixture)', { selector: '.subtitle' }),
    ).toBeInTheDocument();
    await addressIs(`#/pin/${MIA}-local`);
    expect(screen.getByRole('status', { name: 'Local file notes' })).toHaveTextContent(
      `Its id "${MIA}" is a bundled pin's, so the local copy is named "${MIA}-local".`,
    );
    // The bundled pin is untouched.
    expect(explorerStore.getState().profiles.find((p) => p.id === MIA)?.subtitle).toBe('Mia TensorFold TP2');
  });

  test('a profile for other hardware opens when its hardware file comes with it', async () => {
    const user = userEvent.setup();
    renderAt('#/');
    await user.upload(input(), [
      fixture('tests/fixtures/discrete/example-engram-12b-discrete-tp2.json'),
      fixture('tests/fixtures/discrete/hardware/example-discrete-gpu-workstation.json'),
    ]);
    expect(await screen.findByText('Local file: example-engram-12b-discrete-tp2.json')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Local file notes' })).toHaveTextContent(
      'Added hardware "example-discrete-gpu-workstation" from example-discrete-gpu-workstation.json for this session.',
    );
    expect(screen.getByRole('region', { name: 'GPU memory' })).toBeInTheDocument();
  });

  test('a profile whose hardware is not open is refused with a hint', async () => {
    const user = userEvent.setup();
    renderAt('#/');
    await user.upload(input(), fixture('tests/fixtures/discrete/example-engram-12b-discrete-tp2.json'));
    const alert = await screen.findByRole('alert', { name: 'Local file errors' });
    expect(alert).toHaveTextContent(
      'example-engram-12b-discrete-tp2.json at hardware: unknown hardware id "example-discrete-gpu-workstation"',
    );
    // Advice for a local file, and the hardware files the catalogue really serves (never "known: none").
    expect(alert).toHaveTextContent(
      'open its hardware file (a JSON file with "lanes") together with this one',
    );
    expect(alert).not.toHaveTextContent('known: none');
    expect(alert).not.toHaveTextContent('add profiles/hardware');
    const served = [...new Set(explorerStore.getState().catalogue.map((e) => e.hardware))];
    expect(served.length).toBeGreaterThan(0);
    for (const id of served) expect(alert).toHaveTextContent(id);
  });
});

describe('a bad local file', () => {
  test.each([
    ['bad-wrong-type.json', 'nodes', 'Invalid input: expected number, received string'],
    [
      'bad-unknown-lane.json',
      'components[1] (id "routed-experts").residences[0].lane',
      'residence "nvme-tier" is not a lane of hardware "nvidia-dgx-spark-128gb-unified"',
    ],
  ])(
    '%s: the alert lists the file, the field path and the message, and nothing is lost',
    async (file, path, message) => {
      const user = userEvent.setup();
      explorerStore.getState().rowDropped(MIA, { row: 'exl3-checkpoint', to: 'unified-pool' });
      renderAt(`#/pin/${MIA}`);
      const before = explorerStore.getState();
      await user.upload(input(), fixture(`tests/fixtures/local/${file}`));

      const alert = await screen.findByRole('alert', { name: 'Local file errors' });
      const item = within(alert).getAllByRole('listitem')[0]!;
      expect(item).toHaveTextContent(file);
      expect(within(item).getByText(path)).toBeInTheDocument();
      expect(item).toHaveTextContent(message);

      // Nothing the user had is lost: same pins, same view (the address below), same explorations.
      const after = explorerStore.getState();
      expect(after.profiles).toBe(before.profiles);
      expect(selectPlacement(after, MIA)!['exl3-checkpoint']).toBe('unified-pool');
      await addressIs(`#/pin/${MIA}?p.${MIA}=exl3-checkpoint~unified-pool`);

      await user.click(within(alert.closest('section')!).getByRole('button', { name: 'Dismiss' }));
      expect(screen.queryByRole('alert', { name: 'Local file errors' })).not.toBeInTheDocument();
    },
  );

  test('a file that is not JSON gets a clear message', async () => {
    const user = userEvent.setup();
    renderAt('#/');
    await user.upload(input(), fixture('tests/fixtures/local/not-json.json'));
    const alert = await screen.findByRole('alert', { name: 'Local file errors' });
    expect(alert).toHaveTextContent('not-json.json at (root): not valid JSON');
    expect(alert).toHaveTextContent('A profile or hardware file is one JSON object.');
    showAllPins();
    expect(pinCards()).toHaveLength(bundled.profiles.length);
  });

  test('a hardware file with a bundled id is refused: the bundled hardware stays', async () => {
    const user = userEvent.setup();
    renderAt('#/');
    await user.upload(
      input(),
      fixture('profiles/hardware/nvidia-dgx-spark-128gb-unified.json', 'my-spark.json'),
    );
    const alert = await screen.findByRole('alert', { name: 'Local file errors' });
    expect(alert).toHaveTextContent(
      'my-spark.json at id: hardware "nvidia-dgx-spark-128gb-unified" is bundled with this app',
    );
  });
});

describe('the drop zone on the pin list', () => {
  test('a dropped profile file opens', async () => {
    renderAt('#/');
    const zone = screen.getByRole('region', { name: 'Preview a local profile' });
    expect(zone).toHaveTextContent('nothing is uploaded');
    expect(zone).toHaveTextContent('Local pins are not kept after a reload.');
    const file = fixture('tests/fixtures/local/local-pin.json');
    const dataTransfer = { files: [file], types: ['Files'], dropEffect: 'none' };
    fireEvent.dragOver(zone.querySelector('.drop-zone')!, { dataTransfer });
    fireEvent.drop(zone.querySelector('.drop-zone')!, { dataTransfer });
    // The store adds the pin; the app then navigates to it (the address owns the view).
    await addressIs(`#/pin/${LOCAL_ID}`);
    await waitFor(() => expect(screen.getByText('Local file: local-pin.json')).toBeInTheDocument());
  });
});
