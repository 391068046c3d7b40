// @vitest-environment jsdom
/**
 * Exploring the N of --n-cpu-moe on the gpt-oss-120b RTX 3090 pin (issue 30, item 4), as a person
 * does: open Settings, type N in the labelled field, read the announced result, see the board's
 * split rows redrawn, the status line say "explored", the address carry N, and the verdict stay.
 * With a confirmed model file, each part carries its layers' file bytes; the expected bytes come
 * from the independent GGUF parser (tests/helpers/gguf-oracle), never from the code under test.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { explorerStore } from '../../src/state/store';
import { formatBytes } from '../../src/domain/units/bytes';
import { GPT_OSS_120B, gptOssLike, writeGguf } from '../helpers/gguf-writer';
import { GPT_OSS_GROUPS, oracleSum, oracleTensorBytes } from '../helpers/gguf-oracle';
import { inventoryOf } from '../helpers/model-files';
import { addressIs, openSettings, renderAt, resetApp, settled } from './render-app';

const PIN = 'gpt-oss-120b-rtx3090-llamacpp-n-cpu-moe';
const FIELD = 'N, the layers whose experts stay in host RAM';

beforeEach(resetApp);
// Inside act: the page may still be mounted, and the file's rows redraw when it goes.
afterEach(() => act(async () => explorerStore.getState().modelFileCleared(PIN)));

const verdictText = () => screen.getByRole('complementary', { name: 'Verdict' }).textContent;
const lane = (name: string) => screen.getByRole('region', { name });
const result = () => screen.getByRole('spinbutton', { name: FIELD }).getAttribute('aria-describedby')!;
const resultText = () => document.getElementById(result())!.textContent;

describe('the --n-cpu-moe N field', () => {
  test('moves the boundary: the rows redraw, the status reads explored, the link carries N, the verdict stays', async () => {
    const user = userEvent.setup();
    renderAt(`#/pin/${PIN}`);
    await openSettings();
    const field = await screen.findByRole('spinbutton', { name: FIELD });
    expect(field).toHaveValue(27);
    expect(resultText()).toMatch(/As the recipe passes it: --n-cpu-moe 27\./);
    const verdict = verdictText();

    await user.clear(field);
    await user.type(field, '20');

    expect(resultText()).toMatch(/Explored: --n-cpu-moe 20\./);
    expect(resultText()).toMatch(/Host RAM: the routed experts of layers 0–19\./);
    expect(resultText()).toMatch(/GPU memory: the routed experts of layers 20 and up\./);
    expect(
      within(lane('Host RAM')).getByRole('button', {
        name: /^Move .*Experts of the first 20 layers \(explored, --n-cpu-moe 20\)/,
      }),
    ).toBeInTheDocument();
    expect(
      within(lane('GPU memory')).getByRole('button', {
        name: /^Move .*Experts of layers 20 and up \(explored/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/explored \(1 move\)/i)).toBeInTheDocument();
    expect(verdictText()).toBe(verdict);
    await addressIs(`#/pin/${PIN}?n.${PIN}=n-cpu-moe~20`);

    await user.click(screen.getByRole('button', { name: 'Back to the recipe’s N (27)' }));
    expect(field).toHaveValue(27);
    expect(
      within(lane('Host RAM')).getByRole('button', { name: /^Move .*Experts of the first 27 MoE layers$/ }),
    ).toBeInTheDocument();
    await addressIs(`#/pin/${PIN}`);
  });

  test('an N the rule does not take is named, and leaves the board as it was', async () => {
    const user = userEvent.setup();
    renderAt(`#/pin/${PIN}`);
    await openSettings();
    const field = await screen.findByRole('spinbutton', { name: FIELD });
    await user.clear(field);
    await user.type(field, '0');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(resultText()).toMatch(/N is at least 1/);
    expect(resultText()).toMatch(/As the recipe passes it: --n-cpu-moe 27\./);
  });

  test('with a confirmed gpt-oss-120b-shaped header, each side carries its layers\u2019 file bytes and N stops at 35', async () => {
    const spec = gptOssLike(GPT_OSS_120B);
    const inv = await inventoryOf('gpt-oss-120b-mxfp4.gguf', spec);
    const oracle = await oracleTensorBytes(writeGguf(spec).header, writeGguf(spec).fileSize);
    const EXPS = GPT_OSS_GROUPS['Routed experts'];
    const user = userEvent.setup();
    renderAt(`#/pin/${PIN}`);
    await act(async () => {
      explorerStore.getState().modelFileRead(PIN, inv);
      explorerStore.getState().modelFileConfirmed(PIN, true);
    });
    await settled();
    await openSettings();
    const field = await screen.findByRole('spinbutton', { name: FIELD });
    expect(field).toHaveAttribute('max', '35');
    await user.clear(field);
    await user.type(field, '30');
    const host = formatBytes(Number(oracleSum(oracle, EXPS, { from: 0, to: 29 }).bytes));
    const gpu = formatBytes(Number(oracleSum(oracle, EXPS, { from: 30, to: 35 }).bytes));
    expect(resultText()).toContain(
      `Host RAM: the routed experts of layers 0–29. File bytes, from the header of gpt-oss-120b-mxfp4.gguf: ${host} (layers 0–29, 180 tensors)`,
    );
    expect(resultText()).toContain(
      `GPU memory: the routed experts of layers 30–35. File bytes, from the header of gpt-oss-120b-mxfp4.gguf: ${gpu} (layers 30–35, 36 tensors)`,
    );
    await user.clear(field);
    await user.type(field, '36');
    expect(resultText()).toMatch(/N is at most 35.*--cpu-moe/);
    await settled();
  });
});
