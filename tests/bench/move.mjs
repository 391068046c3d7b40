// (c) A keyboard move: time from the drop key to the updated DOM, and which components
// re-rendered. Renders are counted through the React DevTools hook (the one React calls in
// production builds too), walking each commit the way DevTools does: a component rendered
// when its fiber has the PerformedWork flag, and unchanged subtrees are skipped.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { launch, median } from './browser.mjs';

/** The components defined in src/ui, by name (the names build keeps them: bench.mjs). */
function ourComponents(dir = 'src/ui', out = new Set()) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isDirectory()) ourComponents(path, out);
    else if (e.name.endsWith('.tsx'))
      for (const m of readFileSync(path, 'utf8').matchAll(/(?:function|const|class) ([A-Z]\w*)/g))
        out.add(m[1]);
  }
  return out;
}
/** Ours, but only there to hold a dnd-kit hook (RowCard.tsx, Lane.tsx): dnd-kit re-renders them. */
const DND_SHELLS = new Set(['RowHandle', 'LaneDrop']);

/** What rendered in one move, grouped: ours, dnd-kit's shells of ours, the libraries' own. */
export function classify(names) {
  const mine = ourComponents();
  const count = (xs) =>
    Object.fromEntries([...new Set(xs)].map((n) => [n, xs.filter((x) => x === n).length]));
  const ours = names.filter((n) => mine.has(n) && !DND_SHELLS.has(n));
  const shells = names.filter((n) => DND_SHELLS.has(n));
  const library = names.filter((n) => !mine.has(n));
  return {
    total: names.length,
    ours: { count: ours.length, names: count(ours) },
    dndShells: { count: shells.length, names: count(shells) },
    library: { count: library.length, names: count(library) },
  };
}

const HOOK = () => {
  const state = { active: false, names: [] };
  window.__benchRenders = state;
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const nameOf = (f) => {
    const t = f.type;
    return (
      (t && (t.displayName || t.name)) ||
      (t && t.type && (t.type.displayName || t.type.name)) ||
      (t && t.render && (t.render.displayName || t.render.name)) ||
      'Anonymous'
    );
  };
  // A newly mounted fiber: it and its own subtree (never its siblings) rendered.
  const mountTree = (f) => {
    if (COMPONENT_TAGS.has(f.tag)) state.names.push(nameOf(f));
    for (let c = f.child; c; c = c.sibling) mountTree(c);
  };
  const update = (next, prev) => {
    if (COMPONENT_TAGS.has(next.tag) && (next.flags & 1) === 1) state.names.push(nameOf(next));
    if (next.child === prev.child) return;
    for (let c = next.child; c; c = c.sibling) {
      if (c.alternate) update(c, c.alternate);
      else mountTree(c);
    }
  };
  let ids = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      ids += 1;
      this.renderers.set(ids, renderer);
      return ids;
    },
    onCommitFiberRoot(_id, root) {
      if (!state.active) return;
      const current = root.current;
      if (current.alternate) update(current, current.alternate);
      else mountTree(current);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onScheduleFiberRoot() {},
    checkDCE() {},
  };
};

const liveText = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[id^="DndLiveRegion"], [aria-live]')]
      .map((e) => e.textContent)
      .join(' | '),
  );

/**
 * Resolves once the page has settled: nothing left on the network, and then two idle periods
 * in a row with the browser's whole 50 ms budget free. A prerendered pin page hydrates the
 * parts around the board and fetches the catalogue at idle after its board takes a key; a
 * move timed while that runs times that work too, so the target figure is a move on a page
 * that has settled, and the move right after load is reported beside it.
 */
export async function settled(page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        let free = 0;
        const tick = (deadline) => {
          free = deadline.timeRemaining() >= 45 ? free + 1 : 0;
          if (free >= 2) resolve();
          else requestIdleCallback(tick, { timeout: 1000 });
        };
        requestIdleCallback(tick, { timeout: 1000 });
      }),
  );
}

/** Picks the row up by keyboard and moves it, lane by lane, until it is over `lane`. */
export async function pickUpOver(page, row, lane) {
  const handle = page.getByRole('button', { name: `Move ${row}`, exact: true });
  // The board's part of a prerendered page may still be hydrating when the page has loaded:
  // press Space again, as pickup.mjs does, until the pick-up is announced (the move is what is
  // timed here, not the pick-up).
  for (let tries = 0; ; tries++) {
    await handle.focus();
    await page.keyboard.press('Space');
    const picked = await page
      .waitForFunction(() => document.body.textContent.includes('Picked up'), null, { timeout: 1000 })
      .then(
        () => true,
        () => false,
      );
    if (picked) break;
    if (tries === 9) throw new Error(`${row}: no pick-up after 10 presses of Space`);
  }
  for (let i = 0; i < 8 && !(await liveText(page)).includes(`over ${lane}`); i++) {
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(120);
  }
}

/**
 * Drops the row (Space) and resolves with the time from the drop key to the DOM showing the
 * row in the lane (a MutationObserver, on the page's clock). Renders are counted meanwhile
 * when the page has the DevTools hook (HOOK).
 */
export async function dropAndWait(page, row, lane) {
  await page.evaluate(
    ({ row, lane }) => {
      // Without the render-counting hook (the profile), a record of its own that nothing reads.
      const r = window.__benchRenders ?? { names: [] };
      r.names = [];
      window.__benchDrop = new Promise((resolve) => {
        let t0 = 0;
        document.addEventListener(
          'keydown',
          (e) => {
            if (e.code === 'Space') {
              t0 = e.timeStamp;
              r.active = true;
            }
          },
          { capture: true, once: true },
        );
        const inLane = () => {
          const btn = [...document.querySelectorAll('button')].find(
            (b) => b.getAttribute('aria-label') === `Move ${row}` || b.textContent.trim() === `Move ${row}`,
          );
          const section = btn?.closest('section[aria-labelledby]');
          const title = section && document.getElementById(section.getAttribute('aria-labelledby'));
          return Boolean(title && title.textContent.includes(lane));
        };
        new MutationObserver((_, obs) => {
          if (t0 && inLane()) {
            obs.disconnect();
            resolve(performance.now() - t0);
          }
        }).observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        });
      });
    },
    { row, lane },
  );
  await page.keyboard.press('Space');
  return page.evaluate(() => window.__benchDrop);
}

async function oneMove(url, row, lane, { atLoad = false } = {}) {
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(HOOK);
    await page.goto(url);
    if (!atLoad) await settled(page);
    await pickUpOver(page, row, lane);
    const dropToDomMs = await dropAndWait(page, row, lane);
    await page.waitForTimeout(300);
    const names = await page.evaluate(() => {
      window.__benchRenders.active = false;
      return window.__benchRenders.names;
    });
    return { dropToDomMs, names };
  } finally {
    await browser.close();
  }
}

/**
 * `url`: the production build, for the time; `namesUrl`: the same app built with its
 * function names kept (bench.mjs), for which components rendered (one move there).
 */
export async function moveTiming(
  url,
  namesUrl,
  { row = 'EXL3 checkpoint', lane = 'Unified pool', runs = 5 } = {},
) {
  const results = [];
  const atLoad = [];
  for (let i = 0; i < runs; i++) {
    results.push(await oneMove(url, row, lane));
    atLoad.push(await oneMove(url, row, lane, { atLoad: true }));
  }
  const named = await oneMove(namesUrl, row, lane);
  return {
    row,
    lane,
    dropToDomMs: median(results.map((r) => r.dropToDomMs)),
    runs: results.map((r) => r.dropToDomMs),
    atLoad: { dropToDomMs: median(atLoad.map((r) => r.dropToDomMs)), runs: atLoad.map((r) => r.dropToDomMs) },
    rendered: classify(named.names),
  };
}
