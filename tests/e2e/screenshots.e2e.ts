/**
 * The README's screenshots, from headless Chromium: the pin view and the compare view at
 * 1280 and 375 px, as each opens (the first screen). They are written to tests/screenshots/
 * only when UPDATE_SCREENSHOTS=1 (`UPDATE_SCREENSHOTS=1 npm run -s test:e2e --
 * tests/e2e/screenshots.e2e.ts`); otherwise this file only checks that each view renders. The
 * README's own picture, docs/screenshot.png, is the gpt-oss-120b pin on one RTX 3090 at 1280×800.
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { LIME, MIA, open, openPin } from './app';

test.use({ pageOptions: { reducedMotion: 'reduce' } });
const OUT = 'tests/screenshots';
const update = process.env.UPDATE_SCREENSHOTS === '1';

const shots: { name: string; out?: string; width: number; height: number; go: typeof openPin }[] = [
  {
    name: 'readme',
    out: 'docs/screenshot.png',
    width: 1280,
    height: 800,
    go: (p: Parameters<typeof openPin>[0]) => openPin(p, 'gpt-oss-120b-rtx3090-llamacpp-n-cpu-moe'),
  },
  { name: 'pin-1280', width: 1280, height: 800, go: openPin },
  { name: 'pin-375', width: 375, height: 844, go: openPin },
  {
    name: 'compare-1280',
    width: 1280,
    height: 800,
    go: (p: Parameters<typeof openPin>[0]) => open(p, `#/compare/${MIA}/${LIME}`),
  },
  {
    name: 'compare-375',
    width: 375,
    height: 844,
    go: (p: Parameters<typeof openPin>[0]) => open(p, `#/compare/${MIA}/${LIME}`),
  },
];

test.describe('README screenshots', () => {
  for (const s of shots)
    test(`${s.name}`, async ({ fresh }) => {
      const page = await fresh({ width: s.width, height: s.height });
      await s.go(page);
      // Fonts loaded and two frames drawn (the part below the fold too), before the picture.
      await page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      });
      const png = await page.screenshot({
        ...(update ? { path: s.out ?? (mkdirSync(OUT, { recursive: true }), `${OUT}/${s.name}.png`) } : {}),
      });
      expect(png.byteLength).toBeGreaterThan(10_000);
    });
});
