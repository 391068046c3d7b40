/** Shared by the UI tests: a fresh store and a hash route, then the whole shell. */
import { render, screen, waitFor } from '@testing-library/react';
import bundled from 'virtual:bundled-profiles';
import type { LoadResult } from '../../src/profiles/validate';
import { useExplorer } from '../../src/state/store';
import { App } from '../../src/ui/App';

export const MIA = 'glm-5.3-flash-mia-tensorfold-tp2';
export const LIME = 'glm-5.3-flash-lime-tensorfold-c8';

export function resetApp(): void {
  window.localStorage.clear();
  useExplorer.setState(useExplorer.getInitialState(), true);
  window.history.replaceState(null, '', '#/');
}

export function renderAt(hash: string, load: LoadResult = bundled) {
  window.history.replaceState(null, '', hash);
  return render(<App load={load} />);
}

/** renderAt, then wait until a view that loads on demand (the compare view) is in. */
export async function renderReady(hash: string, load: LoadResult = bundled) {
  const result = renderAt(hash, load);
  // The compare view loads on demand; on a busy two-core machine that can take a few seconds.
  await waitFor(() => expect(screen.queryByText(/^Loading the/)).toBeNull(), { timeout: 15_000 });
  return result;
}

export { bundled };
