/**
 * Previewing a local profile file in real Chromium: a bad file gets an alert naming the
 * file, the field path and the problem; the bundled pins stay; nothing breaks the CSP.
 */
import { readFileSync } from 'node:fs';
import { expect, test, screenshot } from './fixtures';
import type { Page } from '@playwright/test';
import { MIA, collectErrors, open } from './app';
import { axeViolations } from './axe';

const mia = () =>
  JSON.parse(readFileSync(`profiles/${MIA}.json`, 'utf8')) as Record<string, unknown> & {
    components: { id: string; residences: { lane: string }[] }[];
  };
const file = (name: string, value: unknown) => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(typeof value === 'string' ? value : JSON.stringify(value, null, 2)),
});
const fileInput = (page: Page) =>
  page.getByLabel('Open profile file').and(page.locator('input[type="file"]'));
const pinCards = (page: Page) => page.getByRole('list', { name: 'Pins' }).getByRole('listitem');

/** Records CSP violations from the first byte. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} ${e.sample}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

test.describe('a local profile file', () => {
  test('with a wrong field type shows an alert naming the file, the field path and the problem; the bundled pins stay', async ({
    fresh,
  }) => {
    const page = await fresh();
    await open(page, '#/');
    const bundled = await pinCards(page).count();
    await fileInput(page).setInputFiles(
      file('broken-pin.json', { ...mia(), id: 'broken-local-pin', nodes: 'two' }),
    );

    const alert = page.getByRole('alert').filter({ hasText: 'broken-pin.json' });
    await alert.first().waitFor();
    const text = await alert.first().innerText();
    expect(text).toContain('broken-pin.json');
    expect(text).toMatch(/\bnodes\b/);
    expect(text).toMatch(/number|integer/i);
    await expect(pinCards(page)).toHaveCount(bundled);
    await expect(page.getByRole('link', { name: /Mia TensorFold TP2/ }).first()).toBeVisible();
    await screenshot(page, 'local-file-errors');
  });

  test('naming a lane its hardware does not offer gets the deep field path', async ({ fresh }) => {
    const page = await fresh();
    await open(page, '#/');
    const bad = mia();
    bad.id = 'bad-lane-local-pin';
    bad.components[1]!.residences[0]!.lane = 'nvme-tier';
    await fileInput(page).setInputFiles(file('bad-lane.json', bad));
    const alert = page.getByRole('alert').filter({ hasText: 'bad-lane.json' }).first();
    // The component's id beside its index (issue 18, point 8).
    await expect(alert).toContainText(`components[1] (id "${bad.components[1]!.id}").residences[0].lane`, {
      useInnerText: true,
    });
    await expect(alert).toContainText('nvme-tier');
  });

  test('that is not JSON says so, and the app keeps working', async ({ fresh }) => {
    const page = await fresh();
    const errors = collectErrors(page);
    await open(page, '#/');
    await fileInput(page).setInputFiles(file('not-json.json', '{ "id": "half a file", '));
    const alert = page.getByRole('alert').filter({ hasText: 'not-json.json' });
    await expect(alert.first()).toHaveText(/not valid JSON/i, { useInnerText: true });
    await page
      .getByRole('link', { name: /Mia TensorFold TP2/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(errors).toEqual([]);
  });

  test('with a lane id typo gets "did you mean", and a JSON syntax error its line and column', async ({
    fresh,
  }) => {
    const page = await fresh();
    await open(page, '#/');
    const hw = JSON.parse(readFileSync(`profiles/hardware/${mia().hardware as string}.json`, 'utf8')) as {
      lanes: { id: string }[];
    };
    const lane = hw.lanes[0]!.id;
    // Two neighbouring letters swapped, as fingers do ("gpu-memroy").
    const typo = `${lane.slice(0, 3)}${lane[4]}${lane[3]}${lane.slice(5)}`;
    const bad = mia();
    bad.id = 'typo-local-pin';
    const c = bad.components.find((x) => x.residences.some((r) => r.lane === lane))!;
    c.residences.find((r) => r.lane === lane)!.lane = typo;
    await fileInput(page).setInputFiles(file('typo.json', bad));
    const typoAlert = page.getByRole('alert').filter({ hasText: 'typo.json' }).first();
    await expect(typoAlert).toContainText(`did you mean "${lane}"?`, { useInnerText: true });
    await expect(typoAlert).not.toContainText(`add {"lane": "${typo}"`);

    const lines = readFileSync(`profiles/${MIA}.json`, 'utf8').split('\n');
    const at = lines[2]!.indexOf(':') + 2;
    lines[2] = `${lines[2]!.slice(0, at)},${lines[2]!.slice(at)}`;
    await fileInput(page).setInputFiles(file('stray-comma.json', lines.join('\n')));
    await expect(page.getByRole('alert').filter({ hasText: 'stray-comma.json' }).first()).toContainText(
      `not valid JSON at line 3, column ${at + 1}`,
      { useInnerText: true },
    );
  });

  test('naming a hardware file that is not served lists the hardware files that are, and no repository path', async ({
    fresh,
  }) => {
    const page = await fresh();
    await open(page, '#/');
    const served = (await (await page.request.get(new URL('pins/index.json', page.url()).href)).json()) as {
      pins: { hardware: string }[];
    };
    await fileInput(page).setInputFiles(
      file('own-box.json', { ...mia(), id: 'own-box-local-pin', hardware: 'my-own-box' }),
    );
    const alert = page.getByRole('alert').filter({ hasText: 'own-box.json' }).first();
    await expect(alert).toContainText('my-own-box', { useInnerText: true });
    const text = await alert.innerText();
    expect(text).not.toContain('(known: none)');
    expect(text).not.toContain('profiles/hardware/');
    for (const id of new Set(served.pins.map((p) => p.hardware))) expect(text).toContain(id);
  });

  test('opening and validating files raises no CSP violation (the validator runs without eval)', async ({
    fresh,
  }) => {
    const page = await fresh();
    const violations = await watchCsp(page);
    await open(page, '#/');
    await fileInput(page).setInputFiles(
      file('broken-pin.json', { ...mia(), id: 'broken-local-pin', nodes: 'two' }),
    );
    await page.getByRole('alert').filter({ hasText: 'broken-pin.json' }).first().waitFor();
    await fileInput(page).setInputFiles(file('good-pin.json', { ...mia(), id: 'good-local-pin' }));
    await page.getByText('good-local-pin').filter({ visible: true }).first().waitFor();
    expect(await violations()).toEqual([]);
  });

  test('its errors and the opened local pin pass axe-core', async ({ fresh }) => {
    const page = await fresh({ bypassCSP: true });
    await open(page, '#/');
    await fileInput(page).setInputFiles(
      file('broken-pin.json', { ...mia(), id: 'broken-local-pin', nodes: 'two' }),
    );
    await page.getByRole('alert').filter({ hasText: 'broken-pin.json' }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await fileInput(page).setInputFiles(file('good-pin.json', { ...mia(), id: 'good-local-pin' }));
    await page.getByText('good-local-pin').filter({ visible: true }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
