// @vitest-environment jsdom
/**
 * Provenance on the pin page: one switch, "Show where each sentence comes from", names the
 * source of each quote on demand; a site note keeps its mark and names no source.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { proseOrigin } from '../../src/domain/prose';
import { sourceName } from '../../src/domain/stated';
import { bundled, renderAt, resetApp } from './render-app';

beforeEach(resetApp);
afterEach(cleanup);

const GPT_OSS = 'gpt-oss-120b-rtx3090-llamacpp-n-cpu-moe';

async function renderPin(id: string) {
  renderAt(`#/pin/${id}`);
  await waitFor(() => expect(screen.queryByText(/^Loading the/)).toBeNull());
}

describe('"Show where each sentence comes from"', () => {
  test('is one checkbox, off by default, that names the source of each quote when on', async () => {
    const user = userEvent.setup();
    await renderPin(GPT_OSS);
    const toggle = screen.getByRole('checkbox', { name: 'Show where each sentence comes from' });
    expect(toggle).not.toBeChecked();
    expect(document.body.textContent).not.toMatch(/quoted from/);

    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    const pin = bundled.profiles.find((p) => p.id === GPT_OSS)!;
    const items = within(screen.getByRole('region', { name: 'Caveats' })).getAllByRole('listitem');
    pin.caveats.forEach((c, i) => {
      const origin = proseOrigin(c, pin);
      if (origin.kind === 'quote')
        expect(items[i]).toHaveTextContent(`quoted from ${sourceName(origin.source!)}`);
      else {
        expect(items[i]).toHaveTextContent(/site note$/);
        expect(items[i]).not.toHaveTextContent(/quoted from/);
      }
    });

    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
    expect(document.body.textContent).not.toMatch(/quoted from/);
  });
});
