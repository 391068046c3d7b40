/**
 * Settings as the recipe states them, in real Chromium (issue 20, point 1): the gpt-oss pin's
 * EXPERT_OFFLOAD opens at its recipe's --n-cpu-moe 27; choosing --cpu-moe moves the GPU experts
 * into host RAM (the README: "keep all Mixture of Experts (MoE) weights in the CPU"), the
 * address carries the choice, a reload keeps it, and choosing the recipe's value moves them back.
 * The verdict's text never changes.
 */
import { expect, test, screenshot } from './fixtures';
import { handle, lane, openPin, verdictText } from './app';

const GPT_OSS = 'gpt-oss-120b-rtx3090-llamacpp-n-cpu-moe';
const REMAINING = 'MoE expert weights: Experts of the remaining layers';

test.use({ pageOptions: { height: 1700 } });

test('choosing --cpu-moe moves the GPU experts into host RAM, and the recipe\u2019s value moves them back', async ({
  fresh,
}) => {
  const page = await fresh();
  await openPin(page, GPT_OSS);
  const verdict = await verdictText(page);
  await expect(handle(lane(page, 'GPU memory'), REMAINING)).toBeVisible();

  await page.getByRole('button', { name: /^Settings: / }).click();
  const offload = page.getByRole('combobox', { name: /^How MoE expert weights are kept in the CPU/ });
  await expect(offload).toHaveValue('--n-cpu-moe 27');

  await offload.selectOption('--cpu-moe');
  await expect(handle(lane(page, 'Host RAM'), REMAINING)).toBeVisible();
  await expect(handle(lane(page, 'GPU memory'), REMAINING)).toHaveCount(0);
  await expect(
    lane(page, 'Host RAM')
      .getByRole('listitem')
      .filter({ has: handle(page, REMAINING) }),
  ).toContainText('placed here by EXPERT_OFFLOAD=--cpu-moe');
  await expect.poll(() => page.evaluate(() => decodeURIComponent(location.hash))).toContain('--cpu-moe');
  expect(await verdictText(page)).toBe(verdict);
  await screenshot(page, 'gpt-oss-cpu-moe', false);

  await page.reload();
  await expect(handle(lane(page, 'Host RAM'), REMAINING)).toBeVisible();

  await page.getByRole('button', { name: /^Settings: / }).click();
  await page
    .getByRole('combobox', { name: /^How MoE expert weights are kept in the CPU/ })
    .selectOption('--n-cpu-moe 27');
  await expect(handle(lane(page, 'GPU memory'), REMAINING)).toBeVisible();
  await expect(handle(lane(page, 'Host RAM'), REMAINING)).toHaveCount(0);
  expect(await verdictText(page)).toBe(verdict);
});
