// @vitest-environment jsdom
/**
 * Issue 32's "accepted without a word" cases, in the panels a person uses (in jsdom the reading
 * runs on the page, the work the browser's worker does): a GGUF file whose tensors' data overlap
 * is not read, and the alert names the tensors and the offset (before: read as valid in the app);
 * a log's figures that cannot be (over the limit, an infinity, NaN) are listed as unreadable lines
 * with the line, never shown as figures.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test } from 'vitest';
import { LoadLogPanel } from '../../src/ui/model-file/LoadLogPanel';
import { ModelFilePanel } from '../../src/ui/model-file/ModelFilePanel';
import { tensor, writeGguf } from '../helpers/gguf-writer';
import { resetApp } from '../ui/render-app';

beforeEach(resetApp);

test('a GGUF file whose tensors overlap: not read, the alert naming both tensors and the offset', async () => {
  const user = userEvent.setup();
  render(<ModelFilePanel />);
  const a = tensor('blk.0.ffn_up_exps.weight', 'F32', [64]);
  const b = { ...tensor('blk.0.ffn_down_exps.weight', 'F32', [64]), offset: 128n };
  const { header, fileSize } = writeGguf({ metadata: [], tensors: [a, b] });
  const bytes = new Uint8Array(Number(fileSize));
  bytes.set(header);
  await user.upload(
    screen.getByLabelText('Choose model file or all its shards'),
    new File([bytes.buffer as ArrayBuffer], 'overlap.gguf'),
  );
  const alert = await screen.findByRole('alert', {}, { timeout: 60_000 });
  expect(alert).toHaveTextContent(
    /^Not read: overlap\.gguf: at byte [\d,]+, data offset of "blk\.0\.ffn_down_exps\.weight": 128 overlaps "blk\.0\.ffn_up_exps\.weight" \(data bytes 0 to 256\)/,
  );
  expect(screen.queryByRole('table')).toBeNull();
}, 120_000);

test('figures that cannot be, in a pasted log: each an unreadable line with its line, none a figure', async () => {
  const user = userEvent.setup();
  render(<LoadLogPanel />);
  const lines = ['load_tensors: offloaded 1/1 layers to GPU'];
  for (const v of ['99999999999999999', '1e309', 'nan'])
    lines.push(`load_tensors:        CUDA0 model buffer size = ${v} MiB`);
  await user.click(screen.getByLabelText('Load log'));
  await user.paste(lines.join('\n'));
  await user.click(screen.getByRole('button', { name: 'Read log' }));
  const said = await screen.findByRole('list', { name: 'What the log says' }, { timeout: 60_000 });
  await waitFor(() => expect(said).toHaveTextContent(/line 4: "nan MiB" is not a number/));
  const text = said.textContent ?? '';
  expect(text).toContain('line 2: "99999999999999999 MiB" is not a number');
  expect(text).toContain('line 3: "1e309 MiB" is not a number');
  expect(within(said).queryByText(/model buffer: (99999999999999999|1e309|nan|Infinity|NaN)/)).toBeNull();
  expect(text).not.toMatch(/Infinity|NaN/);
}, 120_000);
