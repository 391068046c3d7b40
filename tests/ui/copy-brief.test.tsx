// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { closingLine, flagsLine } from '../../src/domain/text/pin-lines';
import { COPY_NOTE, EXPLORED_NOTE, NO_CROSS_ARITHMETIC } from '../../src/domain/text/standing-sentences';
import { explorerStore } from '../../src/state/store';
import { LIME, MIA, bundled, renderSettled, renderReady, resetApp } from './render-app';

const mia = bundled.profiles.find((p) => p.id === MIA)!;
const clipboardDescriptor = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');

beforeEach(resetApp);
afterEach(() => {
  vi.restoreAllMocks();
  if (clipboardDescriptor) Object.defineProperty(window.navigator, 'clipboard', clipboardDescriptor);
  else Reflect.deleteProperty(window.navigator, 'clipboard');
});

/** userEvent.setup() installs its own clipboard on navigator, so the spy goes on after it. */
function setup() {
  const user = userEvent.setup();
  const writeText = vi.spyOn(navigator.clipboard, 'writeText');
  return { user, writeText };
}

const copied = (spy: { mock: { calls: unknown[][] } }, i = 0): string => String(spy.mock.calls[i]?.[0]);
/** The lines under "Calculator verdict", up to the next blank line. */
const verdictSection = (brief: string): string =>
  brief.slice(brief.indexOf('Calculator verdict')).split('\n\n')[0]!;
const statusSaying = (text: string | RegExp) =>
  screen.findAllByRole('status').then((all) => all.find((s) => s.textContent?.match(text)));

describe('Copy brief on the pin view', () => {
  test('"By part" copies one part of the full brief: placement, licenses, evidence, sources (issue 18)', async () => {
    const { user, writeText } = setup();
    await renderSettled(`#/pin/${MIA}`);
    await user.click(screen.getByText('By part'));
    const parts = screen.getByRole('group', { name: 'Copy the full brief by part' });
    await user.click(within(parts).getByRole('button', { name: 'Copy placement' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    const placement = copied(writeText);
    expect(placement).toContain(`Pin: ${mia.id}`);
    expect(placement).toMatch(/^Part of the full brief: Placement/m);
    expect(placement).toContain('Calculator verdict');
    expect(placement).not.toContain('Licenses in full');
    await user.click(within(parts).getByRole('button', { name: 'Copy licenses' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
    for (const l of mia.licenses) expect(copied(writeText, 1)).toContain(l.spdx);
    expect(await statusSaying('Licenses part of the full brief copied to the clipboard.')).toBeDefined();
  });

  test('"Copy brief" writes the short brief; "Copy full brief" the full one; each confirms in a status region', async () => {
    const { user, writeText } = setup();
    await renderSettled(`#/pin/${MIA}`);
    expect(screen.getAllByRole('button', { name: 'Copy brief' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Copy full brief' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Copy brief' }));

    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    const short = copied(writeText);
    expect(short.startsWith(`${mia.title}: ${mia.subtitle}\n`)).toBe(true);
    expect(short.length).toBeLessThan(2600);
    expect(short.trimEnd().endsWith('holds every fact of this pin.')).toBe(true);
    expect(await statusSaying('Brief copied to the clipboard.')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Copy full brief' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
    const brief = copied(writeText, 1);
    expect(brief.startsWith(`${mia.title}\n${mia.subtitle}\n`)).toBe(true);
    // The helper line stays beside the buttons, not in the copied text.
    expect(brief).not.toContain(COPY_NOTE);
    expect(brief).toContain(flagsLine(mia));
    expect(brief.trimEnd().endsWith(closingLine(mia))).toBe(true);
    expect(brief).toContain('Explored placements\nNone. As-pinned.');
    expect(await statusSaying('Full brief copied to the clipboard.')).toBeDefined();
    expect(screen.queryByRole('textbox', { name: /Brief text/ })).toBeNull();
  });

  test('includes explored placements, marked as not applied to the verdict, which stays the same', async () => {
    const { user, writeText } = setup();
    await renderSettled(`#/pin/${MIA}`);
    const button = screen.getByRole('button', { name: 'Copy full brief' });
    await user.click(button);
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    const asPinned = copied(writeText, 0);

    await act(async () =>
      explorerStore.getState().rowDropped(MIA, { row: 'exl3-checkpoint', to: 'unified-pool' }),
    );
    await user.click(button);
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
    const explored = copied(writeText, 1);
    expect(explored).toMatch(
      /EXL3 checkpoint: Logical checkpoint -> Unified pool[^\n]*, explored, not applied to the verdict/,
    );
    expect(explored).toContain(EXPLORED_NOTE);
    expect(explored).not.toContain('Explored placements\nNone. As-pinned.');
    // Placements are never fed to the calculator: the verdict text is the same as before.
    expect(verdictSection(explored)).toBe(verdictSection(asPinned));
    expect(verdictSection(explored)).toContain('Not established.');
  });

  test('when the clipboard refuses (permission denied), shows the brief selected in a read-only text area', async () => {
    const { user, writeText } = setup();
    writeText.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    await renderSettled(`#/pin/${MIA}`);
    await user.click(screen.getByRole('button', { name: 'Copy brief' }));

    const area = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Brief text (read-only)' });
    expect(area).toHaveAttribute('readonly');
    expect(area.value).toBe(copied(writeText));
    expect(area.value).toContain('Short brief of pin');
    await waitFor(() => expect(area).toHaveFocus());
    expect([area.selectionStart, area.selectionEnd]).toEqual([0, area.value.length]);
    expect(await statusSaying(/permission denied/)).toHaveTextContent(
      'press Ctrl+C (Cmd+C on a Mac) to copy it',
    );

    await user.click(screen.getByRole('button', { name: 'Hide the text' }));
    expect(screen.queryByRole('textbox', { name: 'Brief text (read-only)' })).toBeNull();
  });

  test('when there is no clipboard API (not a secure origin), falls back the same way', async () => {
    const { user } = setup();
    Object.defineProperty(window.navigator, 'clipboard', { value: undefined, configurable: true });
    await renderSettled(`#/pin/${MIA}`);
    await user.click(screen.getByRole('button', { name: 'Copy brief' }));

    const area = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Brief text (read-only)' });
    expect(area.value.startsWith(mia.title)).toBe(true);
    await waitFor(() => expect(area).toHaveFocus());
    expect([area.selectionStart, area.selectionEnd]).toEqual([0, area.value.length]);
    expect(await statusSaying(/https or localhost/)).toHaveTextContent('Could not copy automatically.');
  });

  test('Download .txt saves the same brief as a text file', async () => {
    const { user } = setup();
    let saved: Blob | undefined;
    const create = vi.fn((b: Blob) => ((saved = b), 'blob:brief'));
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderSettled(`#/pin/${MIA}`);
    await user.click(screen.getByRole('button', { name: 'Download .txt' }));

    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe(`brief-${MIA}.txt`);
    expect(saved?.type).toBe('text/plain;charset=utf-8');
    // The download keeps every fact: it is the full brief.
    expect(await saved!.text()).toContain(closingLine(mia));
    expect(await statusSaying(`Full brief saved as brief-${MIA}.txt.`)).toBeDefined();
  });
});

describe('Copy comparison brief on the compare view', () => {
  test('writes the full comparison brief, with the do-not-blend warning once and each pin in full', async () => {
    const { user, writeText } = setup();
    await renderReady(`#/compare/${MIA}/${LIME}`);
    await act(async () =>
      explorerStore.getState().rowDropped(MIA, { row: 'exl3-checkpoint', to: 'unified-pool' }),
    );
    const controls = screen.getByRole('region', { name: 'Pins to compare' });
    await user.click(within(controls).getByRole('button', { name: 'Copy full comparison brief' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));

    const brief = copied(writeText);
    expect(brief).toMatch(
      /^Comparison of two pins\nPin A: GLM-5.3-Flash on 2 DGX Sparks, Mia TensorFold TP2 \(glm-5.3-flash-mia-tensorfold-tp2\)\n/,
    );
    expect(brief).toContain('Pin B: GLM-5.3-Flash on 2 DGX Sparks, LimeChain TensorFold C8 comparison');
    expect(brief).not.toContain(COPY_NOTE);
    expect(brief.split('Do not blend: these pins name each other').length - 1).toBe(1);
    expect(brief).toContain(NO_CROSS_ARITHMETIC);
    expect(brief).toContain(`Pin A in full: ${MIA}`);
    expect(brief).toContain(`Pin B in full: ${LIME}`);
    expect(brief).toMatch(
      /EXL3 checkpoint: Logical checkpoint -> Unified pool[^\n]*, explored, not applied to the verdict/,
    );
    expect(brief).not.toMatch(/\bfaster\b|\bratios?\b/i);
    expect(await statusSaying('Full comparison brief copied to the clipboard.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Copy brief' })).toBeNull();
  });

  test('"Copy comparison brief" writes the short one: key differences first, under 2,600 characters', async () => {
    const { user, writeText } = setup();
    await renderReady(`#/compare/${MIA}/${LIME}`);
    const controls = screen.getByRole('region', { name: 'Pins to compare' });
    await user.click(within(controls).getByRole('button', { name: 'Copy comparison brief' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    const brief = copied(writeText);
    expect(brief.startsWith('Comparison of two pins (short brief)\n')).toBe(true);
    expect(brief.length).toBeLessThan(2600);
    expect(brief).toContain('Key differences');
    expect(brief).toContain('Do not blend: these pins name each other.');
    expect(brief.trimEnd().endsWith('holds every fact of both pins.')).toBe(true);
    expect(await statusSaying('Comparison brief copied to the clipboard.')).toBeDefined();
  });
});
