// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { NO_CROSS_ARITHMETIC } from '../../src/domain/text/standing-sentences';
import { compareProfiles } from '../../src/domain/compare/compare-profiles';
import { explorerStore } from '../../src/state/store';
import { CompareView } from '../../src/ui/compare/CompareView';
import { LIME, MIA, bundled, renderReady, resetApp } from './render-app';

beforeEach(resetApp);

const mia = bundled.profiles.find((p) => p.id === MIA)!;
const lime = bundled.profiles.find((p) => p.id === LIME)!;

const table = (name: string) => screen.getByRole('table', { name: new RegExp(`^${name}\\b`) });
/** The row whose header is `label` in the section table `section`. */
const row = (section: string, label: string) =>
  within(table(section))
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('rowheader')?.textContent?.startsWith(label))!;
const columnHeaders = (section: string) =>
  within(table(section))
    .getAllByRole('columnheader')
    .map((h) => h.textContent ?? '');

describe('compare view of the two seed pins', () => {
  test('warns that the pins name each other and says why nothing is computed across them', async () => {
    await renderReady(`#/compare/${MIA}/${LIME}`);
    const banner = screen.getByRole('note', { name: 'Do not blend' });
    expect(banner).toHaveTextContent('Do not blend: these pins name each other.');
    expect(banner).toHaveTextContent('Pin A lists pin B and Pin B lists pin A');
    expect(banner).toHaveTextContent(NO_CROSS_ARITHMETIC);
  });

  test('shows one table per section, captioned, with both pins as column headers', async () => {
    await renderReady(`#/compare/${MIA}/${LIME}`);
    const titles = compareProfiles(mia, lime).map((s) => s.title);
    expect(titles).toContain('Hardware and shape');
    expect(screen.getAllByRole('table')).toHaveLength(titles.length);
    for (const title of titles) expect(table(title.replace(/[/()]/g, '.'))).toBeInTheDocument();
    const headers = columnHeaders('Pins and revisions');
    expect(headers[1]).toContain('Mia TensorFold TP2');
    expect(headers[2]).toContain('LimeChain TensorFold C8 comparison');
    expect(within(table('Pins and revisions')).getAllByRole('rowheader').length).toBeGreaterThan(5);
  });

  test('marks the weight revision rows, which differ between the seeds', async () => {
    await renderReady(`#/compare/${MIA}/${LIME}`);
    const revision = row('Pins and revisions', 'Checkpoint revision');
    expect(within(revision).getByText('Differs')).toBeInTheDocument();
    const cells = within(revision).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('unknown');
    expect(cells[1]).toHaveTextContent('5ab363a8dcf6405955fd5f99671e01a1c9fb124b');
    const weight = row('Pins and revisions', 'Weight revision');
    expect(within(weight).getByText('Differs')).toBeInTheDocument();
    expect(
      within(weight)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([expect.stringContaining('unresolved'), expect.stringContaining('pinned')]);
    // Rows that are the same carry no mark (shown once identical rows are unfolded).
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Fold identical rows' }));
    expect(within(row('Hardware and shape', 'Nodes')).queryByText('Differs')).toBeNull();
    // Both pins name the same snapshot: "Model" is not marked, and says why.
    const model = row('Pins and revisions', 'Model');
    expect(within(model).queryByText('Differs')).toBeNull();
    expect(model).toHaveTextContent('Not a difference: both pins name the same snapshot');
  });

  test("shows each pin's caveats, observations and sources as its own list, never paired", async () => {
    await renderReady(`#/compare/${MIA}/${LIME}`);
    const own = screen.getByRole('region', { name: /each pin’s own/ });
    const [a, b] = within(own)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.parentElement!);
    expect(a).toHaveTextContent('Pin A: Mia TensorFold TP2');
    expect(a).toHaveTextContent('60.4 tok/s');
    expect(a).toHaveTextContent('GPU clocks capped at 2,200 MHz');
    expect(a).not.toHaveTextContent('99 vs 72 vs 37');
    expect(b).toHaveTextContent('99 vs 72 vs 37 tok/s');
    expect(b).toHaveTextContent('Pinned source C8 profile, one-run bake-off');
    // (Lime's own caveat names Mia's 60.4 cell; Mia's observation line is Mia's alone.)
    expect(b).not.toHaveTextContent('Prose, 1 request: 60.4 tok/s');
    expect(within(own).queryByText('Differs')).toBeNull();
    // No aligned table pairs them.
    for (const t of ['Caveats', 'Reported observations', 'Sources'])
      expect(screen.queryByRole('table', { name: new RegExp(`^${t}\\b`) })).toBeNull();
    // No id this site made up is shown as a source's name.
    expect(document.querySelector('main')!.textContent).not.toMatch(/lime-c8-source|an unnamed source/);
  });

  test('opens with the key differences, grouped, before the boards and the aligned rows', async () => {
    await renderReady(`#/compare/${MIA}/${LIME}`);
    const h2 = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(h2.slice(0, 3)).toEqual(['Key differences', 'Placements side by side', 'Every aligned row']);
    const key = screen.getByRole('region', { name: 'Key differences' });
    const groups = within(key)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    // Ranked as a chooser asks (issue 18): commercial use first, then hardware, runtime and
    // revision, placement, concurrency and settings.
    const ranking = [
      'Commercial use and licenses',
      'Hardware and shape',
      'Kit, runtime and revision',
      'Placement',
      'Concurrency',
      'Drafter and settings',
    ];
    expect(groups.filter((g) => ranking.includes(g ?? ''))).toEqual(
      ranking.filter((t) => groups.includes(t)),
    );
    expect(groups[0]).toBe('Commercial use and licenses');
    // The drafter license both pins ship decides commercial use: shown as shared, never folded.
    expect(key).toHaveTextContent(/Both include: .*CC-BY-NC-ND-4\.0/);
    const licenses = screen.getByRole('table', { name: /^Licenses/ });
    const drafterRow = within(licenses)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('CC-BY-NC-ND-4.0'))!;
    expect(drafterRow).toHaveTextContent('Decides commercial use');
    expect(key).toHaveTextContent('brandonmusic/GLM-5.3-Flash-tr3-4bpw');
    expect(key).toHaveTextContent('C8 means eight slots');
    // Each pin's reported figures, in a list of its own.
    const [figsA, figsB] = within(key)
      .getAllByRole('heading', { level: 4 })
      .map((h) => h.parentElement!);
    expect(figsA).toHaveTextContent('108.8 tok/s aggregate');
    expect(figsA).not.toHaveTextContent('368 vs 251');
    expect(figsB).toHaveTextContent('368 vs 251 vs 185 tok/s');
  });

  test('shows the two placements as two small boards, lane by lane', async () => {
    await renderReady(`#/compare/${MIA}/${LIME}`);
    const boards = screen.getByRole('region', { name: 'Placements side by side' });
    expect(
      within(boards)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['A Pin A: Mia TensorFold TP2', 'B Pin B: LimeChain TensorFold C8 comparison']);
    const unifiedA = within(boards).getByRole('list', { name: 'Unified pool, pin A' });
    expect(within(unifiedA).getByText('Routed experts')).toBeInTheDocument();
    expect(
      within(within(boards).getByRole('list', { name: 'Unified pool, pin B' })).getByText('DFlash2 drafter'),
    ).toBeInTheDocument();
    expect(
      within(within(boards).getByRole('list', { name: 'Absent, pin B' })).getByText('PLE'),
    ).toBeInTheDocument();
    expect(within(boards).getByRole('list', { name: 'Logical checkpoint, pin A' })).toHaveTextContent(
      'EXL3 checkpoint',
    );
  });

  test('identical rows are folded by default; the switch unfolds them and says how many were folded', async () => {
    const user = userEvent.setup();
    await renderReady(`#/compare/${MIA}/${LIME}`);
    const fold = screen.getByRole('checkbox', { name: 'Fold identical rows' });
    expect(fold).toBeChecked();
    const hardware = table('Hardware and shape');
    expect(within(hardware).queryByRole('rowheader', { name: /^Nodes/ })).toBeNull();
    expect(within(hardware).getByRole('rowheader', { name: /^Pool/ })).toBeInTheDocument();
    expect(hardware).toHaveTextContent('7 identical rows folded.');
    // A section with no differing row keeps its caption and says so.
    const engram = table('Component: Engram');
    expect(within(engram).queryAllByRole('rowheader')).toHaveLength(0);
    expect(engram).toHaveTextContent('All 10 rows are the same in both pins (folded).');
    await user.click(fold);
    expect(fold).not.toBeChecked();
    expect(
      within(table('Hardware and shape')).getByRole('rowheader', { name: /^Nodes/ }),
    ).toBeInTheDocument();
  });

  test('Swap swaps the pins in the route and in the columns', async () => {
    const user = userEvent.setup();
    await renderReady(`#/compare/${MIA}/${LIME}`);
    await user.click(screen.getByRole('button', { name: 'Swap' }));
    await waitFor(() => expect(window.location.hash).toBe(`#/compare/${LIME}/${MIA}`));
    await waitFor(() =>
      expect(columnHeaders('Hardware and shape')[1]).toContain('LimeChain TensorFold C8 comparison'),
    );
    expect(columnHeaders('Hardware and shape')[2]).toContain('Mia TensorFold TP2');
    expect(screen.getByRole('combobox', { name: 'Pin A' })).toHaveValue(LIME);
    expect(screen.getByRole('combobox', { name: 'Pin B' })).toHaveValue(MIA);
    expect(
      within(row('Pins and revisions', 'Checkpoint revision')).getAllByRole('cell')[0],
    ).toHaveTextContent('5ab363a8');
  });

  test('choosing a pin changes the route; the same pin twice is allowed and said', async () => {
    const user = userEvent.setup();
    await renderReady(`#/compare/${MIA}/${LIME}`);
    const pinB = screen.getByRole('combobox', { name: 'Pin B' });
    await user.selectOptions(pinB, MIA);
    await waitFor(() => expect(window.location.hash).toBe(`#/compare/${MIA}/${MIA}`));
    expect(await screen.findByText('Pin A and pin B are the same pin.')).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'Do not blend' })).toBeNull();
    expect(screen.queryAllByText('Differs', { selector: 'th *' })).toHaveLength(0);
    // The view stayed mounted: the picker keeps focus for the next choice.
    expect(screen.getByRole('combobox', { name: 'Pin B' })).toHaveFocus();
  });

  test('computes nothing across the two pins: no ratio, no "faster", no ranking', async () => {
    await renderReady(`#/compare/${MIA}/${LIME}`);
    // What a pin says of itself ("an empty DRAFTER ... is slower") is its own statement, not a
    // comparison of the two pins: each profile's own strings are taken out first.
    const page = document.querySelector('main')!.textContent ?? '';
    let text = page;
    const strings: string[] = [];
    const walk = (v: unknown): void => {
      if (typeof v === 'string' && v.length > 12 && v.includes(' ')) strings.push(v);
      else if (v && typeof v === 'object') Object.values(v).forEach(walk);
    };
    walk([mia, lime]);
    for (const str of strings.sort((x, y) => y.length - x.length)) text = text.split(str).join(' ');
    expect(text).not.toMatch(
      /\bfaster\b|\bslower\b|(?<![-\w])ratios?\b|\d\s*x\s+(faster|slower)|\bfaster by\b|\branked\b|\bwinner\b/i,
    );
    expect(text).not.toMatch(/\d+(\.\d+)?\s*%\s*(faster|slower|more|less)/i);
    expect(page).toContain(NO_CROSS_ARITHMETIC);
  });

  test("shows the user's explored placements as that pin's own", async () => {
    await renderReady(`#/compare/${MIA}/${LIME}`);
    await act(async () =>
      explorerStore.getState().rowDropped(MIA, { row: 'exl3-checkpoint', to: 'unified-pool' }),
    );
    return waitFor(() => {
      const residence = within(table('Component: EXL3 checkpoint'))
        .getAllByRole('row')
        .find(
          (r) =>
            within(r).queryByRole('rowheader')?.textContent?.startsWith('Residence') &&
            !r.textContent?.includes('Residence note'),
        )!;
      const cells = within(residence).getAllByRole('cell');
      expect(cells[0]).toHaveTextContent('explored, not applied to the verdict');
      expect(cells[1]).toHaveTextContent('as pinned');
    });
  });

  test('a pin id that is not loaded is named, and the pickers still work', async () => {
    // The shell turns such a link into what it can open; the view itself also copes.
    explorerStore.getState().profilesLoaded(bundled.profiles, bundled.hardware, bundled.errors);
    render(<CompareView a={MIA} b="no-such-pin" />);
    expect(screen.getByRole('alert')).toHaveTextContent('No pin named “no-such-pin” is loaded.');
    expect(screen.queryAllByRole('table')).toHaveLength(0);
    expect(screen.getByRole('combobox', { name: 'Pin A' })).toHaveValue(MIA);
    expect(screen.getByRole('combobox', { name: 'Pin B' })).toHaveValue('');
  });
});

describe('the glossary on the compare view', () => {
  test('explains a domain term once, at its first use on the view, on demand', async () => {
    await renderReady(`#/compare/${MIA}/${LIME}`);
    const tips = screen.getAllByRole('button', { name: /^What is unified pool\?$/i });
    expect(tips).toHaveLength(1);
    expect(tips[0]).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(tips[0]!);
    expect(tips[0]).toHaveAttribute('aria-expanded', 'true');
  });
});
