// @vitest-environment jsdom
/**
 * What a bad local profile file is told, in the alert on the pin list, for the mistakes an
 * author makes by hand: a lane id with two letters swapped gets "did you mean", a stray comma
 * its line and column, a hardware id that is not served the list of those that are (and no
 * repository path). Moved here from tests/e2e/local-file.e2e.ts, which keeps what only the
 * browser shows (the file input under the production CSP).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test } from 'vitest';
import { explorerStore } from '../../src/state/store';
import { MIA, renderAt, resetApp } from './render-app';

beforeEach(resetApp);

const ROOT = resolve(__dirname, '../..');
const miaText = () => readFileSync(resolve(ROOT, `profiles/${MIA}.json`), 'utf8');
type Pin = Record<string, unknown> & {
  hardware: string;
  components: { id: string; residences: { lane: string }[] }[];
};
const mia = () => JSON.parse(miaText()) as Pin;
const file = (name: string, value: unknown) =>
  new File([typeof value === 'string' ? value : JSON.stringify(value, null, 2)], name, {
    type: 'application/json',
  });

/** Chooses the file with "Open profile file" and returns the alert's text once it names the file. */
async function alertFor(name: string, value: unknown): Promise<string> {
  const user = userEvent.setup();
  renderAt('#/');
  await user.upload(screen.getByLabelText('Open profile file') as HTMLInputElement, file(name, value));
  // Validation loads on demand; on a busy machine that takes longer than findBy's default second.
  const alert = await screen.findByRole('alert', { name: 'Local file errors' }, { timeout: 60_000 });
  expect(alert).toHaveTextContent(name);
  return alert.textContent ?? '';
}

test('a wrong field type names the file, the field and that a number is wanted', async () => {
  const text = await alertFor('broken-pin.json', { ...mia(), id: 'broken-local-pin', nodes: 'two' });
  expect(text).toMatch(/\bnodes\b/);
  expect(text).toMatch(/number|integer/i);
});

test('a lane id with two letters swapped gets "did you mean" with the real lane, not "add it"', async () => {
  const bad = mia();
  const hw = JSON.parse(readFileSync(resolve(ROOT, `profiles/hardware/${bad.hardware}.json`), 'utf8')) as {
    lanes: { id: string }[];
  };
  const lane = hw.lanes[0]!.id;
  // Two neighbouring letters swapped, as fingers do ("gpu-memroy").
  const typo = `${lane.slice(0, 3)}${lane[4]}${lane[3]}${lane.slice(5)}`;
  bad.id = 'typo-local-pin';
  const c = bad.components.find((x) => x.residences.some((r) => r.lane === lane))!;
  c.residences.find((r) => r.lane === lane)!.lane = typo;
  const text = await alertFor('typo.json', bad);
  expect(text).toContain(`did you mean "${lane}"?`);
  expect(text).not.toContain(`add {"lane": "${typo}"`);
});

test('a JSON syntax error is given its line and column', async () => {
  const lines = miaText().split('\n');
  const at = lines[2]!.indexOf(':') + 2;
  lines[2] = `${lines[2]!.slice(0, at)},${lines[2]!.slice(at)}`;
  const text = await alertFor('stray-comma.json', lines.join('\n'));
  expect(text).toContain(`not valid JSON at line 3, column ${at + 1}`);
});

test('a hardware id that is not served lists the served hardware, and no repository path', async () => {
  const text = await alertFor('own-box.json', { ...mia(), id: 'own-box-local-pin', hardware: 'my-own-box' });
  expect(text).toContain('my-own-box');
  expect(text).not.toContain('(known: none)');
  expect(text).not.toContain('profiles/hardware/');
  const served = new Set(explorerStore.getState().catalogue.map((e) => e.hardware));
  expect(served.size).toBeGreaterThan(0);
  for (const id of served) expect(text).toContain(id);
});
