/**
 * Every pin's "Copy brief" text as a pin's page has it when it opens (as pinned, default
 * settings, no model file): at most 2,600 characters, with the outcome and the licenses, and no
 * value cut mid-way. It was a step of each pin's browser test (every-pin.e2e.ts), which
 * clicked the button and read the clipboard; the text is the same function's (the button
 * calls pinBriefText on the store's state, src/ui/brief/PinCopyBrief.tsx), so it is read here
 * without a browser. That the button copies this text, and says so, is
 * tests/ui/copy-brief.test.tsx's and clipboard.e2e.ts's.
 */
import { expect, test } from 'vitest';
import { createExplorerStore } from '../../src/state/explorer-store';
import { pinBriefText } from '../../src/ui/brief/brief-text';
import { everyPin, loadBundled } from '../helpers/pins';

const { profiles, hardware, errors } = loadBundled();
const store = createExplorerStore({ profiles, hardware, errors });

test.each(everyPin().map((p) => [p.profile.id] as const))(
  '"Copy brief" on %s is at most 2,600 characters, with the outcome, and no value cut mid-way',
  (id) => {
    const text = pinBriefText(store.getState(), id, '2026-12-02', 'short');
    expect(text).toBeDefined();
    expect(text!.length).toBeLessThanOrEqual(2600);
    expect(text).not.toContain('…');
    expect(text).toContain('Outcome, as the pin states it');
    expect(text).toContain('Licenses and commercial use');
  },
);
