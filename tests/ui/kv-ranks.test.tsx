// @vitest-environment jsdom
/**
 * A HiCache pin's page draws what the MHA/MLA rule means for its KV cache across the TP ranks
 * (issue 30, item 8): the rule quoted from the pin's source, DeepSeek-R1's attention cited from
 * its publisher, the consequence (the whole KV on every rank) and per-rank bytes as not stated.
 */
import { screen, within } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { renderAt, resetApp, settled } from './render-app';

beforeEach(resetApp);

test('the HiCache TP8 pin says each of its 8 ranks holds the whole KV cache, with the citations', async () => {
  renderAt('#/pin/deepseek-r1-sglang-hicache-tp8-hf3fs');
  const section = await screen.findByRole(
    'region',
    { name: 'KV cache across the 8 tensor-parallel ranks' },
    { timeout: 60_000 },
  );
  await settled();
  const text = section.textContent!;
  expect(text).toContain('all ranks hold the complete and identical KV data for each token.');
  expect(text).toContain('DeepSeek-R1 uses MLA');
  expect(text).toContain(
    'DeepSeek-V3 adopts Multi-head Latent Attention (MLA) and DeepSeekMoE architectures',
  );
  expect(text).toContain('So each of the 8 ranks holds the whole KV cache of every token, not 1/8 of it');
  expect(text).toContain('KV bytes per rank: not stated by the pin’s sources.');
  // The consequence is this site's reading of the rule, and says so.
  expect(within(section).getAllByText('site note').length).toBeGreaterThan(0);
});
