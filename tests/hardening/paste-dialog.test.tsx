// @vitest-environment jsdom
/**
 * Hostile and broken input in the "Paste your command" dialog, read as a person reads it (in
 * jsdom the reading runs on the page, the same work the browser's worker does): a paste of
 * 1 MB is kept without being laid out in the box, and the dialog says why it is not read
 * (before: the dialog stayed open with an empty message); so does a paste of 65 commands, and its draft opens; a model file that is not one is named with its problem; a real model
 * header read with a real command says its tensors and layers; a layer count of 10^9 or 100,000
 * is said to be set aside, and the draft still opens.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { useExplorer } from '../../src/state/store';
import PasteCommandDialog from '../../src/ui/command/PasteCommandDialog';
import { loadDrafts } from '../../src/ui/command/draft-storage';
import { resetApp } from '../ui/render-app';

beforeEach(resetApp);

const RUN = 'tests/fixtures/llama-runs/qwen3moe-f16-rpc-ngl3-ncmoe4';
const HEADER = 'tests/fixtures/llama-runs/models/qwen3moe-6l-f16.header.gguf';

function openDialog(onClose = vi.fn()) {
  render(<PasteCommandDialog onClose={onClose} store={useExplorer} />);
  // jsdom has no showModal: the dialog is shown as the browser's showModal would.
  document.querySelector('dialog')?.setAttribute('open', '');
  return within(screen.getByRole('dialog', { name: 'Paste your command' }));
}

test('a 1 MB paste: kept but not laid out in the box, and the dialog says why it is not read', async () => {
  const dialog = openDialog();
  const paste = `llama-server ${'-ngl 99 '.repeat(131_072)}`;
  const box = dialog.getByRole('textbox', { name: 'Your command' });
  // Pasted: taken from the clipboard before the browser inserts it into the box.
  const pasted = fireEvent.paste(box, { clipboardData: { getData: () => paste } });
  expect(pasted).toBe(false);
  // The box lays out none of it (a megabyte held the page for 0.6-2 s) and says the paste is kept.
  expect(box).toHaveValue('');
  expect(box).toHaveAccessibleDescription(
    `Your paste of ${paste.length.toLocaleString('en-US')} characters is kept here but not shown: it is more than this box shows (300,000 characters). Typing in the box starts again.`,
  );
  fireEvent.click(dialog.getByRole('button', { name: 'Read command' }));
  await waitFor(
    () => expect(dialog.getAllByText(/characters, more than any command line/).length).toBeGreaterThan(0),
    {
      timeout: 60_000,
    },
  );
  // The reader was given the whole paste: its refusal counts every character.
  expect(dialog.getAllByText(new RegExp(`the paste has ${paste.length} characters`)).length).toBeGreaterThan(
    0,
  );
  // Typing in the box starts again: what is typed is shown, and the note is gone.
  fireEvent.change(box, { target: { value: 'llama-server -ngl 99' } });
  expect(box).toHaveValue('llama-server -ngl 99');
  expect(box).not.toHaveAccessibleDescription();
}, 120_000);

test('65 repeated commands: the dialog says the other 64 are not read, and the draft opens with the whole paste kept', async () => {
  const onClose = vi.fn();
  const dialog = openDialog(onClose);
  const one = 'llama-server -m /models/Qwen3-30B-A3B-Q4_K_M.gguf -ngl 99 --n-cpu-moe 20 -c 32768';
  const paste = Array.from({ length: 65 }, () => one).join('\n');
  const box = dialog.getByRole('textbox', { name: 'Your command' });
  fireEvent.change(box, { target: { value: paste } });
  fireEvent.click(dialog.getByRole('button', { name: 'Read command' }));
  expect(
    await dialog.findByText(/The paste has 64 other commands or lines, not read\./, {}, { timeout: 60_000 }),
  ).toBeInTheDocument();
  expect(box).toHaveValue(paste);
  const open = dialog.getByRole('button', { name: 'Open draft on the board' });
  await waitFor(() => expect(open).toBeEnabled(), { timeout: 60_000 });
  fireEvent.click(open);
  await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 60_000 });
  expect(loadDrafts().map((d) => d.command)).toEqual([paste]);
}, 120_000);

test('a model file that is not a model: the dialog names the file and what is wrong, at once', async () => {
  const user = userEvent.setup({ applyAccept: false });
  const dialog = openDialog();
  fireEvent.change(dialog.getByRole('textbox', { name: 'Your command' }), {
    target: { value: 'llama-server -m model.gguf -ngl 99' },
  });
  const notModel = new File(['this is a text file, not a model'], 'notes.gguf');
  await user.upload(dialog.getByLabelText(/Model file header/), notModel);
  fireEvent.click(dialog.getByRole('button', { name: 'Read command' }));
  const alert = await dialog.findByRole('alert', {}, { timeout: 60_000 });
  expect(alert).toHaveTextContent(/^notes\.gguf: .*neither a GGUF file/);
}, 120_000);

test("a recorded run's command with its model header: the header's tensors and layers are said", async () => {
  const user = userEvent.setup();
  const dialog = openDialog();
  fireEvent.change(dialog.getByRole('textbox', { name: 'Your command' }), {
    target: { value: readFileSync(resolve(RUN, 'command.txt'), 'utf8').trim() },
  });
  const header = new File([readFileSync(HEADER)], 'qwen3moe-6l-f16.header.gguf');
  await user.upload(dialog.getByLabelText(/Model file header/), header);
  fireEvent.click(dialog.getByRole('button', { name: 'Read command' }));
  // The fixture is a 6-layer qwen3moe model (its name says so; its header's block_count is 6).
  expect(
    await dialog.findByText(
      /^Read qwen3moe-6l-f16\.header\.gguf: \d+ tensors, 6 layers\./,
      {},
      { timeout: 60_000 },
    ),
  ).toBeInTheDocument();
}, 120_000);

test.each([
  ['1,000,000,000', '1000000000'],
  ['100,000', '100000'],
])(
  'a layer count of %s: the reading says it is set aside (before: 10^9 threw in the page), and the draft opens',
  async (said, typed) => {
    const onClose = vi.fn();
    const dialog = openDialog(onClose);
    const command = 'llama-server -m m.gguf -ngl 99 --n-cpu-moe 27';
    fireEvent.change(dialog.getByRole('textbox', { name: 'Your command' }), { target: { value: command } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Layers' }), { target: { value: typed } });
    fireEvent.click(dialog.getByRole('button', { name: 'Read command' }));
    // LLAMA_MAX_LAYERS = 512 (llama.cpp src/llama-hparams.h), the most a model may have.
    expect(
      await dialog.findByText(
        `the layer count you gave gives ${said} layers, more than the 512 llama.cpp loads (LLAMA_MAX_LAYERS): the layer count is read as unknown`,
        {},
        { timeout: 60_000 },
      ),
    ).toBeInTheDocument();
    const open = dialog.getByRole('button', { name: 'Open draft on the board' });
    await waitFor(() => expect(open).toBeEnabled(), { timeout: 60_000 });
    fireEvent.click(open);
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 60_000 });
    expect(loadDrafts().map((d) => [d.command, d.layers])).toEqual([[command, Number(typed)]]);
  },
  120_000,
);
