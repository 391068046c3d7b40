// @vitest-environment jsdom
/**
 * An error about a file as a whole has no place in it: the notice names the file and says what
 * is wrong, with no empty "at" (a kept draft that did not open read "at : The draft …").
 */
import { act, screen } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { explorerStore } from '../../src/state/store';
import { DRAFTS_KEY } from '../../src/ui/command/draft-names';
import { restoreDrafts } from '../../src/ui/command/restore-drafts';
import { MIA_FILE } from '../helpers/pins';
import { renderAt, resetApp } from './render-app';

beforeEach(() => {
  resetApp();
  localStorage.clear();
});

test('a kept value that is not a draft is named without a place', async () => {
  localStorage.setItem(DRAFTS_KEY, JSON.stringify([42]));
  renderAt('#/');
  await act(() => restoreDrafts(explorerStore));
  const alert = await screen.findByRole('alert', { name: 'Local file errors' });
  const item = alert.querySelector('li')!;
  expect(item.textContent).toMatch(/^Drafts kept in this browser: \S/);
  expect(item.textContent).not.toContain(' at ');
});

test('an error in a field still says where it is', async () => {
  explorerStore.setState({
    localFileReport: {
      notes: [],
      errors: [{ file: MIA_FILE, path: 'components[0].label', message: 'Required' }],
    },
  });
  renderAt('#/');
  const alert = await screen.findByRole('alert', { name: 'Local file errors' });
  expect(alert.querySelector('li')!.textContent).toBe(`${MIA_FILE} at components[0].label: Required`);
});
