// @vitest-environment jsdom
/**
 * Profile text is data. A profile whose strings hold markup and script shows the characters
 * and creates no element from them: in the pin view, on the board (rows, hints, the last
 * move's message), in the evidence, in the compare view, in the pin list and load errors;
 * and the brief keeps them as the plain text they are.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { pinBrief } from '../../src/domain/brief/pin-brief';
import { proseText } from '../../src/domain/profile/prose';
import type { LoadResult } from '../../src/profiles/validate';
import { explorerStore } from '../../src/state/store';
import { LIME, bundled, renderSettled, resetApp } from '../ui/render-app';
import { HOSTILE_ID, IMG, PAYLOAD, SCRIPT, hostileProfile } from './hostile';

const hostile = hostileProfile();
const lime = bundled.profiles.find((p) => p.id === LIME)!;
const load: LoadResult = { profiles: [hostile.profile, lime], hardware: bundled.hardware, errors: [] };

beforeEach(resetApp);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Nothing the payload could have made: no element of its kinds, no handler attribute, no raw markup. */
function expectInert(root: HTMLElement = document.body) {
  expect(root.querySelectorAll('img, script, iframe, object, embed, frame').length).toBe(0);
  const handlers = [...root.querySelectorAll('*')].flatMap((e) =>
    [...e.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${e.tagName} ${a.name}`),
  );
  expect(handlers).toEqual([]);
  expect(root.innerHTML).not.toContain('<img');
  expect(root.innerHTML).not.toContain('<script');
  // The characters are there, as text.
  expect(root.textContent).toContain(IMG);
  expect(root.textContent).toContain(SCRIPT);
}

const withPayload = (text: string) =>
  new RegExp(
    `^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+${IMG.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
  );

describe('markup in a profile', () => {
  test('reaches every free-text field of the hostile profile that still validates', () => {
    for (const field of [
      '.title',
      '.subtitle',
      '.summary.siteNote',
      '.caveats[0]',
      '.components[0].label',
      '.components[1].residences[0].evidence',
      '.components[1].refusals[0].reason',
      '.components[3].absentReason',
    ])
      expect(hostile.poisoned).toContain(field);
    expect(hostile.profile.title.endsWith(PAYLOAD)).toBe(true);
  });

  test('is shown as text in the pin view, on the board and in the evidence', async () => {
    await renderSettled(`#/pin/${HOSTILE_ID}`, load);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      withPayload(hostile.profile.title.replace(PAYLOAD, '')),
    );
    const label = hostile.profile.components[0]!.label;
    // The board: the handle's name and the row's name carry the characters.
    expect(screen.getByRole('button', { name: `Move ${label}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    // The evidence: each disclosure and its lines.
    const evidence = screen.getByRole('region', { name: 'Full config and source evidence' });
    expect(evidence.textContent).toContain(`${hostile.profile.components[1]!.label} overlaps checkpoint`);
    expect(evidence.textContent).toContain(hostile.profile.components[1]!.refusals[0]!.reason);
    expect(evidence.textContent).toContain(proseText(hostile.profile.sources[0]!.pins));
    expectInert();
  });

  test('is shown as text in a refusal and in an accepted move', async () => {
    await renderSettled(`#/pin/${HOSTILE_ID}`, load);
    const routed = hostile.profile.components.find((c) => c.id === 'routed-experts')!;
    await act(async () =>
      explorerStore.getState().rowDropped(HOSTILE_ID, { row: 'routed-experts', to: 'local-disk' }),
    );
    const last = screen.getByRole('status', { name: 'Last move' });
    expect(last.textContent).toContain(routed.refusals[0]!.reason);
    expect(last.textContent).toContain(IMG);
    await act(async () =>
      explorerStore.getState().rowDropped(HOSTILE_ID, { row: 'exl3-checkpoint', to: 'unified-pool' }),
    );
    expect(
      within(screen.getByRole('region', { name: 'Unified pool' })).getByRole('button', {
        name: `Move ${hostile.profile.components[0]!.label}`,
      }),
    ).toBeInTheDocument();
    expectInert();
  });

  test('is shown as text in the compare view', async () => {
    await renderSettled(`#/compare/${HOSTILE_ID}/${LIME}`, load);
    // The compare view loads on demand.
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.getByRole('main').textContent).toContain(hostile.profile.subtitle));
    expectInert();
  });

  test('is shown as text in the pin list, and in load errors that quote a file', async () => {
    const errors = [
      {
        file: `profiles/${IMG}.json`,
        path: `components[0].${SCRIPT}`,
        message: `unknown key "${IMG}": not part of the file format`,
      },
    ];
    await renderSettled('#/', { ...load, errors });
    expect(screen.getByRole('list', { name: 'Pins' }).textContent).toContain(hostile.profile.title);
    expect(
      screen
        .getAllByRole('alert')
        .map((a) => a.textContent)
        .join(' '),
    ).toContain(`unknown key "${IMG}"`);
    expectInert();
  });

  test('stays plain text in the brief, character for character', async () => {
    const hardware = bundled.hardware.find((h) => h.id === hostile.profile.hardware)!;
    const brief = pinBrief({ profile: hostile.profile, hardware, date: '2025-01-01' });
    expect(brief).toContain(hostile.profile.title);
    expect(brief).toContain(proseText(hostile.profile.summary));
    expect(brief).not.toContain('&lt;');
    expect(brief).not.toContain('&gt;');

    // And through the button: what lands on the clipboard is the same plain text.
    const user = userEvent.setup();
    await renderSettled(`#/pin/${HOSTILE_ID}`, load);
    await user.click(screen.getAllByRole('button', { name: 'Copy brief' })[0]!);
    // The brief module loads on the first copy.
    await waitFor(async () => expect(await navigator.clipboard.readText()).not.toBe(''));
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain(hostile.profile.title);
    expect(copied).toContain(IMG);
    expect(copied).toContain(SCRIPT);
    expect(copied).not.toContain('&lt;');
    expectInert();
  });
});
