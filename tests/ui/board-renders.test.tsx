// @vitest-environment jsdom
/**
 * A move re-renders the moved row and the two lanes involved, not the board, the other
 * rows or the verdict (STYLE.md trap 2). Renders are counted through React's DevTools hook,
 * as tests/bench/move.mjs does in Chromium: a component rendered in a commit when its fiber
 * has the PerformedWork flag; unchanged subtrees are skipped.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { MIA } from '../helpers/pins';
import { installFakeLayout } from '../helpers/fake-layout';

type Fiber = {
  tag: number;
  flags: number;
  type: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
};

// Installed before react-dom loads, so React registers with it.
const renders = vi.hoisted(() => {
  const state = { active: false, names: [] as string[] };
  const TAGS = new Set([0, 1, 11, 14, 15]);
  const nameOf = (f: { type: unknown }): string => {
    const t = f.type as {
      displayName?: string;
      name?: string;
      type?: { name?: string };
      render?: { name?: string };
    } | null;
    return t?.displayName || t?.name || t?.type?.name || t?.render?.name || 'Anonymous';
  };
  // A new fiber and its subtree (not its siblings: the caller walks those).
  const mount = (f: Fiber) => {
    if (TAGS.has(f.tag)) state.names.push(nameOf(f));
    for (let c = f.child; c; c = c.sibling) mount(c);
  };
  const update = (next: Fiber, prev: Fiber) => {
    if (TAGS.has(next.tag) && (next.flags & 1) === 1) state.names.push(nameOf(next));
    if (next.child === prev.child) return;
    for (let c = next.child; c; c = c.sibling) {
      if (c.alternate) update(c, c.alternate);
      else mount(c);
    }
  };
  (globalThis as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() {
      return 1;
    },
    onCommitFiberRoot(_id: number, root: { current: Fiber }) {
      if (!state.active) return;
      if (root.current.alternate) update(root.current, root.current.alternate);
      else mount(root.current);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onScheduleFiberRoot() {},
    checkDCE() {},
  };
  return state;
});

const { Board } = await import('../../src/ui/board/Board');
const { MoveControls } = await import('../../src/ui/board/MoveControls');
const { VerdictPanel } = await import('../../src/ui/board/VerdictPanel');
const { StatusLine } = await import('../../src/ui/pin/StatusLine');
const { GlossaryScope } = await import('../../src/ui/glossary/Glossary');
const { selectProfile } = await import('../../src/state/selectors');
const { explorerStore } = await import('../../src/state/store');
const { freshStore } = await import('./render-app');

const count = (name: string) => renders.names.filter((n) => n === name).length;
/** dnd-kit's draggable and droppable shells of ours (RowCard.tsx, Lane.tsx), counted apart. */
const SHELLS = new Set(['RowHandle', 'LaneDrop']);
/** Every component defined in src/ui, by name, as tests/bench/move.mjs finds them. */
function ourComponents(dir = resolve(__dirname, '../../src/ui'), out = new Set<string>()): Set<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isDirectory()) ourComponents(path, out);
    else if (e.name.endsWith('.tsx'))
      for (const m of readFileSync(path, 'utf8').matchAll(/(?:function|const|class) ([A-Z]\w*)/g))
        out.add(m[1]!);
  }
  return out;
}
const OURS = ourComponents();
const ours = () => renders.names.filter((n) => OURS.has(n) && !SHELLS.has(n)).sort();

beforeEach(() => {
  localStorage.clear();
  freshStore();
  render(
    <>
      <Board pinId={MIA} />
      <MoveControls pinId={MIA} />
      <VerdictPanel pinId={MIA} />
    </>,
  );
  renders.names = [];
  renders.active = true;
});
afterEach(() => {
  renders.active = false;
  cleanup();
});

test('an accepted move renders the moved row and its two lanes only, no message or button component', () => {
  const before = screen.getByRole('button', { name: 'Move KV cache' });
  act(() => explorerStore.getState().rowDropped(MIA, { row: 'exl3-checkpoint', to: 'unified-pool' }));
  expect(screen.getByText('explored')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Move KV cache' })).toBe(before);
  expect(count('Lane')).toBe(2);
  expect(count('RowCard')).toBe(1);
  expect(count('Board')).toBe(0);
  expect(count('VerdictPanel')).toBe(0);
  expect(count('AbsentList')).toBe(0);
  // The message and Undo follow the store outside React.
  expect(count('MoveControls')).toBe(0);
  expect(count('HistoryButton')).toBe(0);
  expect(screen.getByRole('status', { name: 'Last move' })).toHaveTextContent(/^EXL3 checkpoint moved/);
  expect(screen.getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-disabled', 'false');
  // Ours: the moved row and its two lanes; the moved row's handle is a dnd-kit shell.
  expect(ours()).toEqual(['Lane', 'Lane', 'RowCard']);
});

test('a refused move renders the refused card with its reason only: no lane, other row, verdict or control', () => {
  act(() => explorerStore.getState().rowDropped(MIA, { row: 'routed-experts', to: 'local-disk' }));
  expect(count('Lane')).toBe(0);
  expect(count('RowCard')).toBe(1);
  expect(count('VerdictPanel')).toBe(0);
  expect(count('MoveControls')).toBe(0);
  // The returned card keeps the reason and where the row lives (issue 12): its note renders text.
  expect(ours().filter((n) => !['RowCard', 'RefusalNote', 'FactText', 'ProseText'].includes(n))).toEqual([]);
  expect(screen.getByRole('status', { name: 'Last move' })).toHaveTextContent('Not an NVMe expert tier.');
});

test('a keyboard drop renders the moved row and its two lanes of ours, besides the shells of dnd-kit, and never the verdict', async () => {
  // dnd-kit re-renders every draggable's and droppable's hook when a drag starts and ends;
  // those hooks live in shells of their own (RowHandle, LaneDrop), which the rows and lanes do not follow.
  const restoreLayout = installFakeLayout();
  try {
    const user = userEvent.setup();
    const live = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent;
    screen.getByRole('button', { name: 'Move EXL3 checkpoint' }).focus();
    await user.keyboard('[Space]');
    await waitFor(() => expect(live()).toBe('Picked up EXL3 checkpoint.'));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    await user.keyboard('[ArrowRight]');
    await waitFor(() => expect(live()).toBe('EXL3 checkpoint is over Unified pool: accepts.'));
    renders.names = [];
    await user.keyboard('[Space]');
    await waitFor(() => expect(screen.getByText('explored')).toBeInTheDocument());
    expect(count('VerdictPanel')).toBe(0);
    // Ours: the moved row and its two lanes. dnd-kit re-renders its own shells (each
    // draggable's handle and each droppable's strip) when the drag ends, apart from those.
    expect(ours()).toEqual(['Lane', 'Lane', 'RowCard']);
    expect(count('RowHandle')).toBeGreaterThan(0);
    expect(count('LaneDrop')).toBeGreaterThan(0);
  } finally {
    restoreLayout();
  }
});

test('a move renders the status row for its new standing, not the settings panel or its cards', async () => {
  cleanup();
  const profile = selectProfile(explorerStore.getState(), MIA)!;
  // The pin states settings: their cards are in the page, folded under the settings button.
  expect(profile.settings.length).toBeGreaterThan(0);
  render(
    <GlossaryScope>
      <StatusLine profile={profile} />
      <Board pinId={MIA} />
    </GlossaryScope>,
  );
  const status = screen.getByRole('list', { name: 'Status' });
  const before = status.textContent;
  // The registry answers after the first commit: wait for the view's tips before counting.
  await waitFor(() => expect(screen.getAllByRole('button', { name: /^What is / }).length).toBeGreaterThan(0));
  renders.names = [];
  // Async: the glossary's registry answers in a microtask after the commit.
  await act(async () =>
    explorerStore.getState().rowDropped(MIA, { row: 'exl3-checkpoint', to: 'unified-pool' }),
  );
  expect(screen.getByRole('list', { name: 'Status' }).textContent).not.toBe(before);
  expect(count('StatusLine')).toBeGreaterThan(0);
  expect({ panel: count('SettingsPanel'), cards: count('SettingCard') }).toEqual({ panel: 0, cards: 0 });
});
