/**
 * The compare view in real Chromium: two pins side by side, the do-not-blend banner when
 * the pins name each other (in either order), the key differences in the first viewport,
 * reachable from the header's Compare link. One page walks it all, a step a check.
 */
import { expect, test, screenshot } from './fixtures';
import { LIME, MIA, collectErrors, handle, open, openPin } from './app';

test('the compare view: side by side with the do-not-blend banner, key differences first, from the header link, in either order', async ({
  fresh,
}) => {
  const page = await fresh({ width: 1280, height: 800 });
  const errors = collectErrors(page);
  const main = page.getByRole('main');
  // The compare view's banner (a pin's own page says "Do not blend with ..." too).
  const banner = main.getByRole('note', { name: 'Do not blend' });
  const pinA = page.getByRole('combobox', { name: 'Pin A' });
  await open(page, `#/compare/${MIA}/${LIME}`);

  await test.step('the two pins side by side with the do-not-blend banner', async () => {
    await expect(banner).toContainText('Do not blend: these pins name each other.');
    // Both pins are named on the page, each by its own subtitle.
    await expect(main.getByText('Mia TensorFold TP2').filter({ visible: true }).first()).toBeVisible();
    await expect(
      main.getByText('LimeChain TensorFold C8 comparison').filter({ visible: true }).first(),
    ).toBeVisible();
    // Not the placeholder any more.
    await expect(main.getByText('The side-by-side comparison is not built yet.')).toHaveCount(0);
    await screenshot(page, 'compare');
  });

  await test.step('the key differences in the first viewport at 1280x800; identical rows folded', async () => {
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

  await test.step('the header Compare link on a pin opens it with the pin it names', async () => {
    await openPin(page, MIA);
    // The pin's own view (the compare view has no drag handles), before its header link is used.
    await handle(page, 'Routed experts').first().waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Compare' }).click();
    await expect(pinA).toHaveValue(MIA);
    await expect(banner).toBeVisible();
    expect(new URL(page.url()).hash).toMatch(
      new RegExp(`^#/compare/${MIA.replace(/\./g, '\\.')}/${LIME.replace(/\./g, '\\.')}`),
    );
  });

  await test.step('the same sides in the other order still warn', async () => {
    await open(page, `#/compare/${LIME}/${MIA}`);
    await expect(pinA).toHaveValue(LIME);
    await expect(banner).toBeVisible();
  });
  expect(errors).toEqual([]);
});
