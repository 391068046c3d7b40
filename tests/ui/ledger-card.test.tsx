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
import { MIA, renderSettled, resetApp } from './render-app';

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
  // The fold's summary names the row it belongs to, for a screen reader's list of controls.
  const summary = within(card).getByText((_, e) => e?.tagName === 'SUMMARY');
  expect(summary).toHaveTextContent(`Details of ${ledger.label}`);
  await userEvent.setup().click(summary);
  expect(figure).toBeVisible();
  expect(within(card).getByText('Access: Model file.')).toBeVisible();
});

test("a term's explanation sits at its first use seen without opening a fold: Mia's 'prose size' outside the ledger's Details", async () => {
  await renderSettled(`#/pin/${MIA}`);
  const checkpoint = screen.getByRole('region', { name: 'Logical checkpoint' });
  // Mia's ledger card folds a figure typed as a prose size, and the term is used again below.
  const folded = within(checkpoint)
    .getAllByText((_, e) => e?.className === 'row-figure')
    .filter((f) => f.textContent?.includes('prose size'));
  expect(folded.length).toBeGreaterThan(0);
  for (const f of folded) expect(f).not.toBeVisible();
  const tip = await screen.findByRole('button', { name: 'What is prose size?' });
  expect(tip).toBeVisible();
  expect(tip.closest('details')).toBeNull();
});
