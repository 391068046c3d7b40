// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Profile } from '../../src/domain/profile/schema/profile';
import type { LoadResult } from '../../src/profiles/validate';
import { LIME, MIA, bundled, renderAt, resetApp, addressIs, showAllPins } from './render-app';

const hardwareLabel = (p: Profile) => bundled.hardware.find((h) => h.id === p.hardware)?.label ?? '';

beforeEach(resetApp);
afterEach(() => vi.restoreAllMocks());

describe('app shell', () => {
  test('lists the bundled pins with their hardware, nodes and kit', async () => {
    renderAt('#/');
    expect(screen.getByText('Placement Explorer')).toBeInTheDocument();
    showAllPins();
    const list = screen.getByRole('list', { name: 'Pins' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(bundled.profiles.length);
    const cardOf = (id: string) =>
      cards.find((c) =>
        within(c)
          .queryAllByRole('link')
          .some((l) => l.getAttribute('href') === `#/pin/${id}`),
      )!;
    const lime = cardOf(LIME);
    expect(
      within(lime).getByRole('link', {
        name: /GLM-5.3-Flash on 2 DGX Sparks LimeChain TensorFold C8 comparison/,
      }),
    ).toHaveAttribute('href', `#/pin/${LIME}`);
    expect(lime).toHaveTextContent('NVIDIA DGX Spark');
    expect(lime).toHaveTextContent('2 · TP 2 · EP unknown');
    expect(lime).toHaveTextContent(
      'jayleaton/glm53-tensorfold-spark @ 5624dfc6fce32d747727eaf4dbda98999f868066',
    );
    const mia = cardOf(MIA);
    expect(mia).toHaveTextContent('TensorFold v0.6.0');
  });

  test('a hash route opens a pin on load, and a later hash change opens another', async () => {
    renderAt(`#/pin/${MIA}`);
    expect(
      screen.getByRole('heading', { level: 1, name: 'GLM-5.3-Flash on 2 DGX Sparks' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Mia TensorFold TP2', { selector: '.subtitle' })).toBeInTheDocument();
    window.location.hash = `#/pin/${LIME}`;
    expect(
      await screen.findByText('LimeChain TensorFold C8 comparison', { selector: '.subtitle' }),
    ).toBeInTheDocument();
  });

  test('the pin picker opens the chosen pin', async () => {
    const user = userEvent.setup();
    renderAt('#/');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pin' }), LIME);
    expect(
      await screen.findByText('LimeChain TensorFold C8 comparison', { selector: '.subtitle' }),
    ).toBeInTheDocument();
    await addressIs(`#/pin/${LIME}`);
  });

  test('an unknown pin id says so and offers the pin list', async () => {
    renderAt('#/pin/no-such-pin');
    expect(screen.getByRole('heading', { name: /No pin named .no-such-pin./ })).toBeInTheDocument();
    showAllPins();
    expect(within(screen.getByRole('list', { name: 'Pins' })).getAllByRole('listitem')).toHaveLength(
      bundled.profiles.length,
    );
  });

  test('profiles that failed validation are listed apart in an alert, and the rest load', async () => {
    const load: LoadResult = {
      profiles: bundled.profiles.filter((p) => p.id === LIME),
      hardware: bundled.hardware,
      errors: [
        {
          file: 'profiles/broken-pin.json',
          path: 'components[2].fileBytes',
          message: 'byte counts are integers',
        },
        {
          file: 'profiles/broken-pin.json',
          path: 'licenses[0].commercialUse',
          message: 'Invalid option: expected one of "allowed"|"unknown"|"restricted"',
        },
      ],
    };
    renderAt('#/', load);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('profiles/broken-pin.json');
    expect(alert).toHaveTextContent('components[2].fileBytes');
    expect(alert).toHaveTextContent('byte counts are integers');
    expect(within(alert).getAllByRole('listitem')).toHaveLength(2);
    const pins = within(screen.getByRole('list', { name: 'Pins' })).getAllByRole('listitem');
    expect(pins).toHaveLength(1);
    expect(pins[0]).toHaveTextContent('LimeChain TensorFold C8 comparison');
  });

  test('the compare route has its own view', async () => {
    renderAt(`#/compare/${MIA}/${LIME}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare view' })).toBeInTheDocument();
  });

  test('one broken profile never blanks the app', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const good = bundled.profiles.find((p) => p.id === LIME)!;
    const broken = { ...good, id: 'broken-at-render', licenses: undefined } as unknown as Profile;
    renderAt('#/pin/broken-at-render', { ...bundled, profiles: [good, broken] });
    expect(screen.getByRole('heading', { name: /could not be shown/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Pin' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the pin list' })).toHaveAttribute('href', '#/');
  });
});

describe('finding a pin', () => {
  test('search and filters narrow the pin list and the header picker, and the count says so', async () => {
    const user = userEvent.setup();
    renderAt('#/');
    const cards = () => within(screen.getByRole('list', { name: 'Pins' })).queryAllByRole('listitem');
    // "17 pins", or "40 pins; showing the first 24" in a larger catalogue.
    expect(
      screen.getByText(new RegExp(`^${bundled.profiles.length.toLocaleString('en-US')} pins\\b`)),
    ).toHaveAttribute('role', 'status');
    await user.type(screen.getByRole('searchbox', { name: 'Search pins' }), 'tensorfold');
    // Which pins match, from their files (what the list shows of each), whichever pins there are.
    const shown = (p: Profile) =>
      [p.id, p.title, p.subtitle, p.hardware, p.model.name, p.pins.runtime, hardwareLabel(p)]
        .join('\n')
        .toLowerCase();
    const tensorfold = bundled.profiles.filter((p) => shown(p).includes('tensorfold'));
    expect(tensorfold.map((p) => p.id)).toEqual(expect.arrayContaining([LIME, MIA]));
    expect(cards()).toHaveLength(tensorfold.length);
    expect(
      screen.getByText(`${tensorfold.length} of ${bundled.profiles.length} pins match`, {
        selector: '.pin-count',
      }),
    ).toHaveAttribute('role', 'status');
    // The header's picker offers the same pins, and its own search box shows the text.
    expect(screen.getByRole('searchbox', { name: 'Find' })).toHaveValue('tensorfold');
    const picker = screen.getByRole('combobox', { name: 'Pin' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value'))
        .sort(),
    ).toEqual(['', ...tensorfold.map((p) => p.id)].sort());

    await user.selectOptions(screen.getByRole('combobox', { name: 'Commercial use' }), 'allowed');
    const allowed = tensorfold.filter((p) => p.licenses.every((l) => l.commercialUse === 'allowed'));
    if (allowed.length === 0)
      expect(screen.getByText(/No pin matches/, { selector: '.pin-count' })).toBeInTheDocument();
    else expect(cards()).toHaveLength(allowed.length);
    await user.click(screen.getByRole('button', { name: 'Clear the search and filters' }));
    showAllPins();
    expect(cards()).toHaveLength(bundled.profiles.length);
    expect(screen.getByRole('searchbox', { name: 'Search pins' })).toHaveValue('');
  });
});
