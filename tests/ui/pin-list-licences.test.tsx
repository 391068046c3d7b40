// @vitest-environment jsdom
/**
 * Licences on the pin list (issue 30, point 5): each card carries its pin's commercial-use
 * badge; the commercial-use filter finds a pin under every value one of its licences has; a
 * query that finds no pin says why, filter by filter.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test } from 'vitest';
import { bundled, renderAt, resetApp, showAllPins } from './render-app';

beforeEach(resetApp);

const cards = () => within(screen.getByRole('list', { name: 'Pins' })).getAllByRole('listitem');
const titleOf = (card: HTMLElement) => within(card).getByRole('heading').textContent ?? '';
/** restricted beats unknown beats allowed, as a pin's own licence list says. */
const summary = (uses: string[]) =>
  uses.includes('restricted') ? 'restricted' : uses.includes('unknown') ? 'unknown' : 'allowed';

test('each pin card carries the commercial use its licences give, in words', () => {
  renderAt('#/');
  showAllPins();
  expect(cards()).toHaveLength(bundled.profiles.length);
  for (const card of cards()) {
    const profile = bundled.profiles.find((p) => titleOf(card) === `${p.title} ${p.subtitle}`)!;
    const want = summary(profile.licenses.map((l) => l.commercialUse));
    expect(card, profile.id).toHaveTextContent(`Commercial use by its licences: ${want}`);
  }
});

test('"Unknown for a license" finds every pin with an unknown licence, a restricted one besides or not', async () => {
  const user = userEvent.setup();
  renderAt('#/');
  const unknown = bundled.profiles.filter((p) => p.licenses.some((l) => l.commercialUse === 'unknown'));
  // The catalogue has a pin with both: the case the filter used to miss.
  expect(
    unknown.some((p) => p.licenses.some((l) => l.commercialUse === 'restricted')),
    'a bundled pin with an unknown and a restricted licence',
  ).toBe(true);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Commercial use' }), 'unknown');
  showAllPins();
  expect(cards().map(titleOf).sort()).toEqual(unknown.map((p) => `${p.title} ${p.subtitle}`).sort());
});

test('"Allowed by every license" with no such pin says why', async () => {
  const user = userEvent.setup();
  renderAt('#/');
  const allowed = bundled.profiles.filter((p) => p.licenses.every((l) => l.commercialUse === 'allowed'));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Commercial use' }), 'allowed');
  if (allowed.length > 0) {
    expect(screen.queryByRole('list', { name: 'Why no pin matches' })).toBeNull();
    return;
  }
  expect(screen.getByText('No pin matches', { selector: '.pin-count', exact: false })).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Why no pin matches' })).toHaveTextContent(
    'Commercial use \u201cAllowed by every license\u201d alone matches no pin: every pin has at least one licence whose commercial use is restricted or unknown.',
  );
});

test('a search and a filter that find no pin together say what each finds alone', async () => {
  const user = userEvent.setup();
  renderAt('#/');
  await user.type(screen.getByRole('searchbox', { name: 'Search pins' }), 'tensorfold');
  const tensorfold = bundled.profiles.filter((p) =>
    /tensorfold/i.test(`${p.id} ${p.title} ${p.subtitle} ${p.pins.runtime}`),
  );
  await user.selectOptions(screen.getByRole('combobox', { name: 'Commercial use' }), 'allowed');
  const both = tensorfold.filter((p) => p.licenses.every((l) => l.commercialUse === 'allowed'));
  if (both.length > 0) return;
  const why = screen.getByRole('list', { name: 'Why no pin matches' });
  expect(why).toHaveTextContent(`The search \u201ctensorfold\u201d alone matches ${tensorfold.length} pins.`);
});

test('"Allowed by every license" with no pin names the licences that keep the pins out, a pin under each of its own', async () => {
  const user = userEvent.setup();
  renderAt('#/');
  if (bundled.profiles.some((p) => p.licenses.every((l) => l.commercialUse === 'allowed'))) return;
  await user.selectOptions(screen.getByRole('combobox', { name: 'Commercial use' }), 'allowed');
  // From the pins' own licence lists: each licence (name and commercial use) with the pins that have it.
  const pins = new Map<string, Set<string>>();
  for (const p of bundled.profiles)
    for (const l of p.licenses)
      if (l.commercialUse !== 'allowed') {
        const key = `\u201c${l.name}\u201d: commercial use ${l.commercialUse}`;
        pins.set(key, (pins.get(key) ?? new Set()).add(p.id));
      }
  const items = within(screen.getByRole('list', { name: 'Licences that keep pins out' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
  const shown = items.filter((t) => !t?.startsWith('And '));
  expect(shown.length).toBe(Math.min(8, pins.size));
  for (const text of shown) {
    const [key, count] = /^(.*), in (\d+) pins?\.$/.exec(text ?? '')!.slice(1);
    expect(pins.get(key!)?.size, text ?? '').toBe(Number(count));
  }
  // Most pins first: the first named licence keeps out as many pins as any.
  const most = Math.max(...[...pins.values()].map((s) => s.size));
  expect(shown[0]).toMatch(new RegExp(`, in ${most} pins?\\.$`));
});
