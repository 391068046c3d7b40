// @vitest-environment jsdom
/**
 * Settings the pin states: choosing one shows the consequence the source gives for it, marks
 * the rows and licenses it unloads, and never changes the calculator verdict. The brief and
 * the share link record the choice.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { pinBrief } from '../../src/domain/brief/pin-brief';
import { selectHardware, selectPlacement, selectProfile, selectSettings } from '../../src/state/selectors';
import { explorerStore } from '../../src/state/store';
import { LIME, MIA, renderAt, resetApp, addressIs, openSettings } from './render-app';

beforeEach(resetApp);

const drafterRow = (label = 'DFlash2 drafter') =>
  within(screen.getByRole('region', { name: 'Unified pool' }))
    .getByRole('button', { name: `Move ${label}` })
    .closest('li')!;
const licenseItem = (spdx: string) =>
  within(screen.getByRole('region', { name: 'Licenses' }))
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(spdx))!;
const verdictText = () => screen.getByRole('complementary', { name: 'Verdict' }).textContent;

describe('DRAFTER=mtp on the Mia TP2 pin (seed 000)', () => {
  test('shows the stated consequence and concurrency, marks the drafter row and the DFlash2 license, and leaves the verdict as it was', async () => {
    const user = userEvent.setup();
    renderAt(`#/pin/${MIA}`);
    await openSettings();
    const verdict = verdictText();
    const drafter = screen.getByRole('combobox', { name: /^Drafter/ });
    expect(drafter).toHaveAccessibleDescription(/This pin uses it only for the four-request mode\./);
    expect(drafter).toHaveAccessibleDescription(/Concurrency: 4 requires DFlash2\./);
    expect(drafterRow()).not.toHaveTextContent('not loaded');
    expect(licenseItem('CC-BY-NC-ND-4.0')).not.toHaveTextContent('not downloaded');

    await user.selectOptions(drafter, 'mtp');

    expect(drafter).toHaveAccessibleDescription(
      /MTP-only is the checkpoint head, one request at a time, and it avoids that non-commercial download\./,
    );
    expect(drafter).toHaveAccessibleDescription(/Concurrency: MTP is a single request\./);
    // Issue 9: the row that is not loaded is the DFlash2 drafter; the MTP head is in the checkpoint.
    expect(drafter).toHaveAccessibleDescription(/DFlash2 drafter: not loaded under DRAFTER=mtp\./);
    expect(drafterRow()).toHaveTextContent('not loaded under DRAFTER=mtp');
    // The row stays on the board: present, not zero bytes, not absent.
    expect(
      within(screen.getByRole('region', { name: 'Unified pool' })).getByRole('button', {
        name: 'Move DFlash2 drafter',
      }),
    ).toBeInTheDocument();
    expect(licenseItem('CC-BY-NC-ND-4.0')).toHaveTextContent('not downloaded under DRAFTER=mtp');
    expect(licenseItem('CC-BY-NC-ND-4.0')).toHaveTextContent('Commercial use: restricted');
    expect(verdictText()).toBe(verdict);

    await user.selectOptions(drafter, 'dflash2');
    expect(drafterRow()).not.toHaveTextContent('not loaded');
    expect(verdictText()).toBe(verdict);
  });

  test('the other settings show their stated consequences, and none changes the verdict', async () => {
    const user = userEvent.setup();
    renderAt(`#/pin/${MIA}`);
    await openSettings();
    const verdict = verdictText();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Dense weights/ }), 'fp8');
    expect(screen.getByRole('combobox', { name: /^Dense weights/ })).toHaveAccessibleDescription(
      'DENSE=fp8 or bf16 is the documented response to the French end-of-turn misses.',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: /^KV cache/ }), 'bf16');
    expect(screen.getByRole('combobox', { name: /^KV cache/ })).toHaveAccessibleDescription(
      'KV=bf16 shortens the window.',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: /^Parallel requests/ }), '1');
    expect(screen.getByRole('combobox', { name: /^Parallel requests/ })).toHaveAccessibleDescription(
      'DRAFTER=mtp forces one request.',
    );
    expect(verdictText()).toBe(verdict);
  });

  test('the brief and the share link record the chosen settings', async () => {
    const user = userEvent.setup();
    renderAt(`#/pin/${MIA}`);
    await openSettings();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Drafter/ }), 'mtp');
    const s = explorerStore.getState();
    const brief = pinBrief({
      profile: selectProfile(s, MIA)!,
      hardware: selectHardware(s, MIA)!,
      placement: selectPlacement(s, MIA),
      settings: selectSettings(s, MIA),
    });
    expect(brief).toContain(
      'DRAFTER=mtp (chosen; default DRAFTER=dflash2): MTP-only is the checkpoint head, one request at a time',
    );
    expect(brief).toContain('Concurrency: MTP is a single request.');
    expect(brief).toContain('Settings are not applied to the calculator memory verdict.');
    await addressIs(`#/pin/${MIA}?s.${MIA}=DRAFTER~mtp`);
  });
});

describe('an empty DRAFTER on the LimeChain C8 pin (seed 001)', () => {
  test('MTP only: the drafter is marked not loaded under DRAFTER="" and the verdict stays', async () => {
    const user = userEvent.setup();
    renderAt(`#/pin/${LIME}`);
    await openSettings();
    const verdict = verdictText();
    const drafter = screen.getByRole('combobox', { name: /^Drafter/ });
    await user.selectOptions(drafter, '');
    expect(drafter).toHaveAccessibleDescription(/An empty DRAFTER uses MTP only and is slower\./);
    expect(drafterRow('DFlash2 drafter')).toHaveTextContent('not loaded under DRAFTER=""');
    expect(licenseItem('CC-BY-NC-ND-4.0')).toHaveTextContent('not downloaded under DRAFTER=""');
    expect(verdictText()).toBe(verdict);
  });
});
