// @vitest-environment jsdom
/**
 * Settings as the recipe states them, tried as a new user would (issue 20, point 1): each
 * select opens at the recipe's value, choosing the recipe's own value changes nothing, and an
 * option that places rows redraws them on the board (and back).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { renderAt, resetApp, openSettings } from './render-app';

beforeEach(resetApp);

const GPT_OSS = 'gpt-oss-120b-rtx3090-llamacpp-n-cpu-moe';
const HF3FS = 'deepseek-r1-sglang-hicache-tp8-hf3fs';
const lane = (name: string) => screen.getByRole('region', { name });
const verdictText = () => screen.getByRole('complementary', { name: 'Verdict' }).textContent;
const moveRemaining = (name: string) =>
  within(lane(name)).queryByRole('button', {
    name: 'Move MoE expert weights: Experts of the remaining layers',
  });

describe(`the gpt-oss pin titled "llama.cpp --n-cpu-moe 27"`, () => {
  test('opens EXPERT_OFFLOAD at the recipe\u2019s --n-cpu-moe 27, not "Not stated by the source"', async () => {
    renderAt(`#/pin/${GPT_OSS}`);
    await openSettings();
    const offload = screen.getByRole('combobox', { name: /^How MoE expert weights are kept in the CPU/ });
    expect(offload).toHaveValue('--n-cpu-moe 27');
    expect(within(offload).queryByRole('option', { name: 'Not stated by the source' })).toBeNull();
    expect(screen.getByText("(the recipe's value)")).toBeInTheDocument();
  });

  test('choosing --cpu-moe redraws the GPU experts in host RAM, choosing the recipe draws them back, the verdict stays', async () => {
    const user = userEvent.setup();
    renderAt(`#/pin/${GPT_OSS}`);
    await openSettings();
    const verdict = verdictText();
    const offload = screen.getByRole('combobox', { name: /^How MoE expert weights are kept in the CPU/ });
    expect(moveRemaining('GPU memory')).not.toBeNull();

    await user.selectOptions(offload, '--cpu-moe');
    expect(moveRemaining('GPU memory')).toBeNull();
    const moved = moveRemaining('Host RAM')!.closest('li')!;
    expect(moved).toHaveTextContent('placed here by EXPERT_OFFLOAD=--cpu-moe');
    expect(moved).not.toHaveTextContent('explored');
    expect(offload).toHaveAccessibleDescription(
      /MoE expert weights: Experts of the remaining layers: placed in Host RAM under EXPERT_OFFLOAD=--cpu-moe\./,
    );
    expect(screen.getByRole('button', { name: /^Settings: 1 of 3 changed/ })).toBeInTheDocument();
    expect(verdictText()).toBe(verdict);

    await user.selectOptions(offload, '--n-cpu-moe 27');
    expect(moveRemaining('GPU memory')).not.toBeNull();
    expect(moveRemaining('Host RAM')).toBeNull();
    expect(screen.getByRole('button', { name: /^Settings: 3, as the recipe pins them/ })).toBeInTheDocument();
    expect(verdictText()).toBe(verdict);
  });
});

describe('the DeepSeek HiCache pin', () => {
  test('its settings read the command\u2019s values, and choosing the recipe\u2019s own value is no change', async () => {
    const user = userEvent.setup();
    renderAt(`#/pin/${HF3FS}`);
    await openSettings();
    const policy = screen.getByRole('combobox', { name: /^--hicache-write-policy/ });
    expect(policy).toHaveValue('write_through');
    expect(screen.getByRole('combobox', { name: /^--hicache-ratio/ })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: /^--hicache-storage-backend/ })).toHaveValue('hf3fs');
    await user.selectOptions(policy, 'write_back');
    expect(screen.getByText('Settings changed from the recipe (1).')).toBeInTheDocument();
    await user.selectOptions(policy, 'write_through');
    expect(screen.queryByText(/^Settings changed from the recipe/)).toBeNull();
    expect(screen.getByText('As-pinned recipe.')).toBeInTheDocument();
  });

  test('"not set" for the storage backend takes the HF3FS copy off the loaded rows, and hf3fs gives it back', async () => {
    const user = userEvent.setup();
    renderAt(`#/pin/${HF3FS}`);
    await openSettings();
    const backend = screen.getByRole('combobox', { name: /^--hicache-storage-backend/ });
    const copy = () =>
      within(lane('HF3FS storage backend (L3)'))
        .getByRole('button', { name: /^Move KV cache, L3/ })
        .closest('li')!;
    expect(copy()).not.toHaveTextContent('not loaded');
    await user.selectOptions(backend, '');
    expect(copy()).toHaveTextContent('not loaded under HICACHE_STORAGE_BACKEND=""');
    await user.selectOptions(backend, 'hf3fs');
    expect(copy()).not.toHaveTextContent('not loaded');
  });
});
