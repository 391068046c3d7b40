// @vitest-environment jsdom
/**
 * The file ledger's card is compact in the board's narrow first column: its access line and
 * stated figures fold under "Details" (so the rows under it reach the first screen), are read in
 * full once opened, and the card still says its exact bytes on its face.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { beforeEach, expect, test } from 'vitest';
import { renderSettled, resetApp } from './render-app';

beforeEach(resetApp);

const PIN = 'qwen3-coder-next-q4km-2x-arc-pro-b50-llamacpp-sycl-fit';
type Json = { components: { id: string; label: string; figures?: { label: string }[] }[] };
const ledger = (JSON.parse(readFileSync(`profiles/${PIN}.json`, 'utf8')) as Json).components.find(
  (c) => c.id === 'checkpoint',
)!;

test('the ledger card folds its access and stated figure under "Details" and shows them once opened', async () => {
  await renderSettled(`#/pin/${PIN}`);
  const checkpoint = screen.getByRole('region', { name: 'Logical checkpoint' });
  const card = within(checkpoint)
    .getByRole('button', { name: `Move ${ledger.label}` })
    .closest('li')!;
  const figure = within(card).getByText((_, e) => e?.className === 'row-figure');
  expect(figure).toHaveTextContent(ledger.figures![0]!.label.replace(/\s+/g, ' '));
  expect(figure).not.toBeVisible();
  expect(within(card).getByText('Access: Model file.')).not.toBeVisible();
  expect(within(card).getByText('Exact bytes unknown.')).toBeVisible();
  await userEvent.setup().click(within(card).getByText('Details'));
  expect(figure).toBeVisible();
  expect(within(card).getByText('Access: Model file.')).toBeVisible();
});
