/**
 * The compare view in real Chromium: two pins side by side, the do-not-blend banner when
 * the pins name each other, reachable from the header's Compare link.
 */
import { expect, test, screenshot } from './fixtures';
import { LIME, MIA, collectErrors, open, openPin } from './app';

test.describe('the compare view', () => {
  test('shows the two pins side by side with the do-not-blend banner', async ({ fresh }) => {
    const page = await fresh();
    const errors = collectErrors(page);
    await open(page, `#/compare/${MIA}/${LIME}`);
    const main = page.getByRole('main');
    await main
      .getByText(/Do not blend/)
      .first()
      .waitFor();
    await expect(main.getByText(/Do not blend/).first()).toBeVisible();
    // Both pins are named on the page, each by its own subtitle.
    await expect(main.getByText('Mia TensorFold TP2').filter({ visible: true }).first()).toBeVisible();
    await expect(
      main.getByText('LimeChain TensorFold C8 comparison').filter({ visible: true }).first(),
    ).toBeVisible();
    // Not the placeholder any more.
    await expect(main.getByText('The side-by-side comparison is not built yet.')).toHaveCount(0);
    await screenshot(page, 'compare');
    expect(errors).toEqual([]);
  });

  test('opens with the key differences in the first viewport at 1280x800; identical rows folded', async ({
    fresh,
  }) => {
    const page = await fresh({ width: 1280, height: 800 });
    await open(page, `#/compare/${MIA}/${LIME}`);
    const key = page.getByRole('heading', { name: 'Key differences', level: 2 });
    await key.waitFor();
    const box = await key.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThan(800);
    // The first group (what decides commercial use, issue 18) is on screen too, not only the heading.
    const group = await page
      .getByRole('heading', { name: 'Commercial use and licenses', level: 3 })
      .boundingBox();
    expect(group!.y + group!.height).toBeLessThan(800);
    await expect(page.getByRole('checkbox', { name: 'Fold identical rows' })).toBeChecked();
    await screenshot(page, 'compare-first-viewport', false);
  });

  test('the header Compare link on a pin opens it with the pin it names', async ({ fresh }) => {
    const page = await fresh();
    await openPin(page, MIA);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Compare' }).click();
    await page
      .getByRole('main')
      .getByText(/Do not blend/)
      .first()
      .waitFor();
    expect(new URL(page.url()).hash).toMatch(
      new RegExp(`^#/compare/${MIA.replace(/\./g, '\\.')}/${LIME.replace(/\./g, '\\.')}`),
    );
  });

  test('the same sides in the other order still warn', async ({ fresh }) => {
    const page = await fresh();
    await open(page, `#/compare/${LIME}/${MIA}`);
    await page
      .getByRole('main')
      .getByText(/Do not blend/)
      .first()
      .waitFor();
  });
});
