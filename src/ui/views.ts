/**
 * The parts of the app that are not in the start-up script, each loaded when a view needs
 * it: the pin list (home), the pin view and its board with the drag library, the pin's
 * sections below the board, the compare view. `preloadView` starts a view's loads as soon as its route is known.
 */
import type { View } from '../state/types';
import { preloadable } from './lazy';
import { whenIdle } from './when-idle';
import { Board, FileBytesBoundNote, OwnFiles, PinDetails } from './pin/pin-parts';

export { Board };

export const PinList = preloadable(() => import('./shell/PinList').then((m) => ({ default: m.PinList })));
export const UnknownPin = preloadable(() =>
  import('./shell/UnknownPin').then((m) => ({ default: m.UnknownPin })),
);
/** The pin view (hero, status, settings, verdict, licences, brief bar): fetched beside its pin. */
export const PinView = preloadable(() => import('./pin/PinView').then((m) => ({ default: m.PinView })));
export const CompareView = preloadable(() =>
  import('./compare/CompareView').then((m) => ({ default: m.CompareView })),
);

const LOADS: Record<View['kind'], readonly { preload: () => Promise<unknown> }[]> = {
  home: [PinList],
  pin: [PinView, Board, OwnFiles, FileBytesBoundNote, PinDetails],
  compare: [CompareView],
};

/** Starts loading what `view` shows; a failed load is retried when the view renders. */
export function preloadView(view: View): void {
  for (const part of LOADS[view.kind]) part.preload().catch(() => undefined);
  // From the pin list the next view is most likely a pin: its board's code comes at idle.
  if (view.kind === 'home') whenIdle(() => void Board.preload().catch(() => undefined));
}

/**
 * The pin view's own parts, in (the pin view, its board, the files beside it): a prerendered
 * pin page hydrates once they are (main.tsx). The sections below the board hydrate later,
 * once their code is in (PinView.tsx keeps their markup until then).
 */
export const pinViewReady = (): Promise<unknown> =>
  Promise.all([PinView, Board, OwnFiles, FileBytesBoundNote].map((p) => p.preload()));

/** Every part at once (tests render views synchronously). */
export const preloadAll = (): Promise<unknown> =>
  Promise.all(
    [PinList, UnknownPin, PinView, Board, OwnFiles, FileBytesBoundNote, PinDetails, CompareView].map((p) =>
      p.preload(),
    ),
  );
