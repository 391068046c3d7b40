// @vitest-environment jsdom
/**
 * Provenance on the pin page (issue 9): every site note the page shows carries the visible
 * "site note" mark (a marked span, or "(site note)" in a line built as text); no source id
 * this site made up is shown; and one switch, "Show where each sentence comes from", names
 * the source of each quote on demand.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { isSiteNote, proseText, SITE_NOTE_MARK } from '../../src/domain/profile/prose';
import { hardwareProse, profileProse, type ProseAt } from '../../src/domain/profile/prose-positions';
import { sourceName } from '../../src/domain/profile/stated-values';
import { LIME, MIA, bundled, renderAt, resetApp } from './render-app';
import { everyPin } from '../helpers/pins';

beforeEach(resetApp);
afterEach(cleanup);

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

async function renderPin(id: string) {
  renderAt(`#/pin/${id}`);
  await waitFor(() => expect(screen.queryByText(/^Loading the/)).toBeNull());
}
const pageText = () => norm(document.querySelector('main')?.textContent ?? document.body.textContent ?? '');

/**
 * What the page shows only on demand, so not in its text at rest: refusal reasons (said on a
 * refused move, with the mark: tests/profiles/provenance.test.ts), the consequences of
 * options not chosen (in the settings list's option descriptions only once chosen), and the
 * scope line of a hardware file's source.
 */
const ON_DEMAND =
  /\.refusals\[\d+\]\.reason$|^settings\[\d+\]\.options\[\d+\]\.(consequence|concurrency)$|^sources\[\d+\]\.pins$/;

const pins = everyPin();

describe.each(pins.map((p) => [p.profile.id, p] as const))('the page of %s', (id, { profile, hardware }) => {
  test('shows every site note of the pin, each with its mark, and marks each hardware note it shows', async () => {
    await renderPin(id);
    const text = pageText();
    const isMarked = (t: string) =>
      text.includes(`${t} site note`) || text.includes(`${t} ${SITE_NOTE_MARK}`);
    const notes = (all: ProseAt[]) =>
      all.filter(({ path, prose }) => isSiteNote(prose) && !ON_DEMAND.test(path));
    const pin = notes(profileProse(profile));
    expect(pin.filter(({ prose }) => !isMarked(norm(proseText(prose)))).map((u) => u.path)).toEqual([]);
    // The page does not show every hardware line (a disk tier's capacity note is in the brief
    // only), but a hardware note that it shows is marked.
    const hw = notes(hardwareProse(hardware)).filter(({ prose }) => text.includes(norm(proseText(prose))));
    expect(hw.filter(({ prose }) => !isMarked(norm(proseText(prose)))).map((u) => u.path)).toEqual([]);
    // Each mark has an accessible name that says what it means.
    for (const mark of document.querySelectorAll('.site-note'))
      expect(mark).toHaveAttribute('title', "This site's own wording, not a quote of a source");
  });

  test('shows no source id this site made up', async () => {
    await renderPin(id);
    const text = pageText();
    const ids = [...profile.sources, ...hardware.sources].map((s) => s.id);
    expect(ids.filter((sid) => new RegExp(`(?<![\\w./-])${sid}(?![\\w/-])`).test(text))).toEqual([]);
  });
});

describe('"Show where each sentence comes from"', () => {
  test('is one checkbox, off by default, that names the source of each quote when on', async () => {
    const user = userEvent.setup();
    await renderPin(MIA);
    const toggle = screen.getByRole('checkbox', { name: 'Show where each sentence comes from' });
    expect(toggle).not.toBeChecked();
    expect(document.body.textContent).not.toMatch(/quoted from/);

    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    const mia = bundled.profiles.find((p) => p.id === MIA)!;
    const seedPage = sourceName(mia.sources.find((s) => s.id === mia.quotesFrom)!);
    const caveats = screen.getByRole('region', { name: 'Caveats' });
    expect(within(caveats).getAllByText(`quoted from ${seedPage}`)).toHaveLength(mia.caveats.length);
    // A site note is not a quote: it keeps its mark and names no source.
    const summary = document.querySelector('.pin-hero .summary')!;
    expect(summary).toHaveTextContent(/site note$/);
    expect(summary).not.toHaveTextContent(/quoted from/);

    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
    expect(document.body.textContent).not.toMatch(/quoted from/);
  });

  test('names the source a quote cites, not the pin id or a source id', async () => {
    const user = userEvent.setup();
    await renderPin(LIME);
    await user.click(screen.getByRole('checkbox', { name: 'Show where each sentence comes from' }));
    const text = pageText();
    expect(text).toContain(
      'quoted from GLM-5.3-Flash on 2 DGX Sparks, LimeChain TensorFold C8 comparison (seed page)',
    );
    expect(text).not.toMatch(/quoted from (a source not listed|an unnamed source|lime-)/);
  });
});
