/** Shared by the UI tests: a fresh store and a hash route, then the whole shell. */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import bundled from 'virtual:bundled-profiles';
import type { LoadResult } from '../../src/profiles/validate';
import { explorerStore } from '../../src/state/store';
import { selectIsLoaded } from '../../src/state/selectors';
import { App } from '../../src/ui/App';
import { preloadAll } from '../../src/ui/views';

// The app loads some views on demand (src/ui/views.ts); these tests render them at once.
// Here rather than in the setup file, so that a test's vi.mock of a view applies.
await preloadAll();

export { LIME, MIA } from '../helpers/pins';

/**
 * The app's store as a fresh page has it once every bundled pin is in (the app fetches them
 * one by one; component tests that render a part of a view start here).
 */
export function freshStore(): void {
  explorerStore.setState(explorerStore.getInitialState(), true);
  explorerStore.getState().profilesLoaded(bundled.profiles, bundled.hardware, bundled.errors);
}

export function resetApp(): void {
  window.localStorage.clear();
  freshStore();
  window.history.replaceState(null, '', '#/');
}

/**
 * Opens the app at `hash` with these pins in its store (every bundled pin unless told): the
 * store holds them before the first render, as once the catalogue has arrived. A store that
 * already holds them (local files added, moves made) keeps what it has.
 */
export function renderAt(hash: string, load: LoadResult = bundled) {
  const s = explorerStore.getState();
  if (!selectIsLoaded(s, load)) s.profilesLoaded(load.profiles, load.hardware, load.errors);
  window.history.replaceState(null, '', hash);
  return render(<App />);
}

/**
 * Lets React finish, inside act(), what a render or an event started: the glossary's "?" tips
 * come a microtask after the view's first commit (src/ui/glossary/registry.ts), as a person
 * sees them a moment after the page. A test awaits this before it reads a view that has them.
 */
export const settled = (): Promise<void> => act(async () => {});

/** renderAt, then the view as a person sees it once its tips are in (settled). */
export async function renderSettled(hash: string, load: LoadResult = bundled) {
  const result = renderAt(hash, load);
  await settled();
  return result;
}

/** renderAt, then wait until a view that loads on demand (the compare view) is in. */
export async function renderReady(hash: string, load: LoadResult = bundled) {
  const result = renderAt(hash, load);
  // The compare view loads on demand; on a busy two-core machine that can take a few seconds.
  await waitFor(() => expect(screen.queryByText(/^Loading the/)).toBeNull(), { timeout: 60_000 });
  return result;
}

export { bundled };

/** The address is written after the task that changed the store (ui/routing.ts): wait for it. */
/**
 * The pin list shows a page of cards at a time; open every page, as a reader does with
 * "Show N more", so a test can count every pin whatever the catalogue's size.
 */
export function showAllPins(): void {
  const more = () => screen.queryByRole('button', { name: /^Show [\d,]+ more$/ });
  for (let button = more(); button; button = more()) fireEvent.click(button);
}

export const addressIs = (hash: string) => waitFor(() => expect(window.location.hash).toBe(hash));

/** The settings are one button away (SettingsPanel): open them, as a person does before choosing. */
export async function openSettings(): Promise<void> {
  const button = await screen.findByRole('button', { name: /^Settings: / });
  if (button.getAttribute('aria-expanded') !== 'true') fireEvent.click(button);
}
