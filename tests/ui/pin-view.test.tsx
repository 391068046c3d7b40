// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { LIME, MIA, openSettings, renderSettled, resetApp } from './render-app';

beforeEach(resetApp);

const headingNames = (): string[] => screen.getAllByRole('heading').map((h) => h.textContent ?? '');

/** True when `expected` appears in `actual` in the same order (other items may sit between). */
function inOrder(actual: readonly string[], expected: readonly string[]): boolean {
  let i = 0;
  for (const a of actual) if (a === expected[i]) i++;
  return i === expected.length;
}

describe('pin view of the LimeChain C8 pin (seed 001)', () => {
  test('shows every section of the seed page in the seed order', async () => {
    await renderSettled(`#/pin/${LIME}`);
    expect(
      screen.getByRole('heading', { level: 1, name: 'GLM-5.3-Flash on 2 DGX Sparks' }),
    ).toBeInTheDocument();
    const expected = [
      'GLM-5.3-Flash on 2 DGX Sparks',
      'Community component placement',
      // Board first: licenses and caveats sit in the side column, after the board.
      'Placement',
      'Licenses',
      'Caveats',
      'Full config and source evidence',
      'Hashes, preflight, and reported observations',
      'Preflight',
      'Validation',
      'Rollback',
      'Sources',
      'Reported observations',
      'Related',
    ];
    for (const name of expected) expect(headingNames()).toContain(name);
    expect(inOrder(headingNames(), expected)).toBe(true);

    // The seed's sentences, in its order, from the title to the closing flags.
    const text = document.querySelector('main')!.textContent ?? '';
    const sentences = [
      'LimeChain TensorFold C8 comparison',
      'A separate two-Spark TensorFold profile on the jayleaton kit',
      'Copies text for another assistant or a person to review. Nothing is deployed.',
      'This is not a fit and not a finished deployment. Source reported; not reproduced by this site.',
      'Hardware matches this pin. 2 nodes. TP 2. EP unknown.',
      'Reported revision is pinned.',
      'As-pinned recipe.',
      'Commercial use allowed',
      'Each bake-off arm ran once. Differences under about 5% are called noise by the source.',
      'Exact file bytes were not printed.',
      'Speed figures in the copied brief are maintainer observations, not a measurement by this site.',
      // The seed's flags ("Memory fit claimed: false."), each in words on the page; the brief keeps the seed's.
      'Commercial recommendation: No',
      'Memory fit claimed: No',
      'Deployment done: No',
      'Evict page cache before expecting all 8 slots.',
      'The bake-off is one run per arm on one pair of Sparks, temperature 0, on 2026-09-30.',
      'This profile does not supply a rollback for the Mia TensorFold image.',
      'Maintainer observations, not a measurement by this site, and not a forecast.',
      'C1 short decode: 99 vs 72 vs 37 tok/s.',
      'Do not blend with glm-5.3-flash-mia-tensorfold-tp2',
      'EXL3 checkpoint: resident bytes are unknown.',
      'Runtime claimed by this site: No. Summing components creates a fit: No. The generic calculator verdict is unchanged.',
    ];
    const positions = sentences.map((s) => text.indexOf(s));
    sentences.forEach((s, i) => expect(positions[i], s).toBeGreaterThanOrEqual(0));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  test('each license carries a commercial-use badge in words, and the warning ones look different', async () => {
    await renderSettled(`#/pin/${LIME}`);
    const licenses = screen.getByRole('region', { name: 'Licenses' });
    const items = within(licenses).getAllByRole('listitem');
    const badges = items.map((item) => within(item).getByText(/^(allowed|unknown|restricted)$/));
    // Seed 001: kit and tensorfold allowed, exl3-weights unknown, dflash2 restricted.
    expect(badges.map((b) => b.textContent?.match(/(allowed|unknown|restricted)$/)?.[1])).toEqual([
      'allowed',
      'allowed',
      'unknown',
      'restricted',
    ]);
    badges.forEach((b) => expect(b).toHaveTextContent(/^\W?Commercial use: (allowed|unknown|restricted)$/));
    const [kit, , weights, drafter] = badges;
    expect(weights!.className).not.toBe(kit!.className);
    expect(drafter!.className).not.toBe(kit!.className);
    expect(within(items[3]!).getByText(/CC-BY-NC-ND-4.0/)).toBeInTheDocument();
  });

  test('caveats are listed under their own heading', async () => {
    await renderSettled(`#/pin/${LIME}`);
    const caveats = screen.getByRole('region', { name: 'Caveats' });
    expect(within(caveats).getAllByRole('listitem')).toHaveLength(7);
    expect(caveats).toHaveTextContent(
      'C1 prose and code cells were measured on an earlier kit build 80dba15, not on 5624dfc.',
    );
  });

  test('a do-not-blend link opens the other pin', async () => {
    await renderSettled(`#/pin/${LIME}`);
    const link = screen.getByRole('link', { name: 'Do not blend with glm-5.3-flash-mia-tensorfold-tp2' });
    expect(link).toHaveAttribute('href', `#/pin/${MIA}`);
    await userEvent.setup().click(link);
    // The other pin is fetched on demand: on a busy machine that can take more than a second.
    expect(
      await screen.findByText('Mia TensorFold TP2', { selector: '.subtitle' }, { timeout: 60_000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole(
        'link',
        { name: 'Do not blend with glm-5.3-flash-lime-tensorfold-c8' },
        { timeout: 60_000 },
      ),
    ).toHaveAttribute('href', `#/pin/${LIME}`);
  });

  test('each component has its own evidence disclosure with its sources, sha and checked date', async () => {
    await renderSettled(`#/pin/${MIA}`);
    const evidence = screen.getByRole('region', { name: 'Full config and source evidence' });
    const groups = evidence.querySelectorAll('details');
    expect(groups).toHaveLength(10);
    const checkpoint = [...groups].find((d) =>
      d.querySelector('summary')?.textContent?.includes('EXL3 checkpoint'),
    )!;
    expect(checkpoint).toHaveTextContent('88.09 GiB is a startup estimate, not a file size.');
    // The row's sentences quote the seed page; the seed links no other source to a row (issue 9).
    expect(checkpoint).toHaveTextContent('Mia TensorFold TP2 (seed page)');
    expect(checkpoint).toHaveTextContent('checked 2026-11-30');
    expect(checkpoint).not.toHaveTextContent('92bf731c3aac61927726ef0c422b21b42111f2c4');
  });
});

describe('settings the pin states', () => {
  test('choosing DRAFTER=mtp shows its stated consequence and leaves the verdict text as it was', async () => {
    const user = userEvent.setup();
    await renderSettled(`#/pin/${MIA}`);
    await openSettings();
    const verdict = screen.getByRole('complementary', { name: 'Verdict' });
    const before = verdict.textContent;
    expect(before).toMatch(/not established/i);

    const drafter = screen.getByRole('combobox', { name: /^Drafter/ });
    expect(drafter).toHaveValue('dflash2');
    await user.selectOptions(drafter, 'mtp');

    expect(drafter).toHaveValue('mtp');
    // The consequence as seed 000 states it: the MTP head is in the checkpoint, one request at a time.
    expect(drafter).toHaveAccessibleDescription(
      /MTP-only is the checkpoint head, one request at a time, and it avoids that non-commercial download/,
    );
    expect(screen.getByRole('complementary', { name: 'Verdict' }).textContent).toBe(before);
  });
});

describe('evidence on demand', () => {
  test("selecting a row on the board opens that row's full config and source evidence", async () => {
    const user = userEvent.setup();
    await renderSettled(`#/pin/${LIME}`);
    const evidence = screen.getByRole('region', { name: 'Full config and source evidence' });
    const disclosure = () =>
      [...evidence.querySelectorAll('details')].find((d) =>
        d.querySelector('summary')?.textContent?.includes('KV cache'),
      )!;
    expect(disclosure()).not.toHaveAttribute('open');

    const rowName = screen
      .getAllByRole('button', { name: 'KV cache' })
      .find((b) => b.hasAttribute('aria-expanded'))!;
    await user.click(rowName);

    expect(disclosure()).toHaveAttribute('open');
    // Seed 001, KV cache: the observed free memory stays a qualifier, not a size.
    expect(disclosure()).toHaveTextContent('12.9 GiB is observed free memory, not a KV size.');
    expect(disclosure()).toHaveTextContent('LimeChain TensorFold C8 comparison (seed page)');
  });
});
