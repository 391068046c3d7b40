/**
 * The verdict is unchanged by any exploration (issue 21, "Done when"; invariant 6), with a
 * confirmed model file's header bytes, on every bundled pin whose model has a generated file in
 * the tests (gpt-oss-120b's shapes, llama.cpp's tensor names: tests/helpers/gguf-writer):
 * - through the pin state (any placement, any settings, any usable bytes): the full brief's
 *   verdict block with its file-bytes bound, the short brief's verdict line, both comparison
 *   briefs' verdicts, every row's file bytes in the board model and the compare view's cells
 *   are those of the pin as pinned;
 * - through the store, as a person explores (drops, undo, settings): the Copy buttons' briefs and
 *   what the verdict panel and its file-bytes note read are those of the store before any event;
 * - a lane's tensor bytes never include the ledger row or a copy: taking them out of the lane
 *   leaves its figure as it was, and no lane shows more than the file's tensors.
 * The first two also check that the exploration did reach the surfaces (the full brief's board
 * part changes in some run), so they do not hold because nothing was explored.
 */
import fc from 'fast-check';
import { describe, expect, test, vi } from 'vitest';
import { boardModel, type BoardModel } from '../../src/domain/board/board-model';
import { boardRows } from '../../src/domain/rows/rows';
import { compareBrief } from '../../src/domain/brief/compare-brief';
import { pinBrief } from '../../src/domain/brief/pin-brief';
import { compareBriefShort } from '../../src/domain/brief/short-compare-brief';
import { pinBriefShort } from '../../src/domain/brief/short-pin-brief';
import { compareProfiles } from '../../src/domain/compare/compare-profiles';
import { boardFileBytes, type BoardFileBytes } from '../../src/domain/model-file/board-file-bytes';
import type { Inventory } from '../../src/domain/model-file/inventory';
import type { PinState } from '../../src/domain/pin/pin';
import type { Placement } from '../../src/domain/placement/placement';
import type { Settings } from '../../src/domain/placement/settings';
import type { Hardware } from '../../src/domain/profile/schema/hardware';
import type { Profile } from '../../src/domain/profile/schema/profile';
import { holdsRuntime } from '../../src/domain/profile/tiers';
import { HEADINGS } from '../../src/domain/text/standing-sentences';
import { fileBoundLines } from '../../src/domain/text/file-bytes-lines';
import { calculateVerdict } from '../../src/domain/verdict/calculator';
import {
  headlineDetail,
  statedFigures,
  verdictHeadline,
  verdictLines,
} from '../../src/domain/verdict/verdict-text';
import { createExplorerStore } from '../../src/state/explorer-store';
import { selectConfirmedFileBytes } from '../../src/state/model-file';
import { selectHardware, selectProfile } from '../../src/state/selectors';
import type { ExplorerState } from '../../src/state/types';
import { compareBriefText, pinBriefText } from '../../src/ui/brief/brief-text';
import { GPT_OSS_120B, gptOssLike, writeGguf, type GgufSpec } from '../helpers/gguf-writer';
import { oracleSum, oracleTensorBytes } from '../helpers/gguf-oracle';
import { inventoryOf } from '../helpers/model-files';
import { everyPin } from '../helpers/pins';

/** Models with a generated file in the tests, by the name the pins give them. */
const MODEL_FILES: Record<string, { file: string; spec: GgufSpec }> = {
  'gpt-oss-120b': { file: 'gpt-oss-120b-mxfp4.gguf', spec: gptOssLike(GPT_OSS_120B) },
};
const PINS = everyPin().filter((p) => p.profile.model.name in MODEL_FILES);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
vi.setConfig({ testTimeout: 180_000 + 300 * RUNS });

type FilePin = {
  profile: Profile;
  hardware: Hardware;
  inventory: Inventory;
  fileBytes: BoardFileBytes;
  /** The file's tensor bytes by the independent parser. */
  fileTotal: bigint;
};
const filePins: FilePin[] = await Promise.all(
  PINS.map(async ({ profile, hardware }) => {
    const { file, spec } = MODEL_FILES[profile.model.name]!;
    const { header, fileSize } = writeGguf(spec);
    const oracle = await oracleTensorBytes(header, fileSize);
    const inventory = await inventoryOf(file, spec);
    return {
      profile,
      hardware,
      inventory,
      fileBytes: boardFileBytes(inventory),
      fileTotal: oracleSum(oracle, /./).bytes,
    };
  }),
);

test('more than one bundled pin has its model file in the tests', () => {
  expect(filePins.map((p) => p.profile.id).sort()).toEqual([
    'gpt-oss-120b-2x-rtx3090-llamacpp-row-split',
    'gpt-oss-120b-rtx3090-llamacpp-n-cpu-moe',
  ]);
});

/**
 * Usable bytes per runtime device: unknown, 1 GiB (below the tensors a device holds as pinned, so
 * the file's bound says "does not fit") or 64 GiB (above them: no bound). Few values, so the
 * as-pinned surfaces are worked out once per hardware and each run pays for its exploration only.
 */
const usableBytes = fc.constantFrom<number | undefined>(undefined, 2 ** 30, 2 ** 36);
/** The hardware with any of those usable bytes on its runtime lanes; the same object for the same bytes. */
const hardwareOf = (hw: Hardware): fc.Arbitrary<Hardware> => {
  const made = new Map<string, Hardware>();
  return fc
    .tuple(...hw.lanes.map((l) => (holdsRuntime(l) ? usableBytes : fc.constant(undefined))))
    .map((usable) => {
      const key = JSON.stringify(usable);
      if (!made.has(key))
        made.set(key, {
          ...hw,
          lanes: hw.lanes.map((l, i) =>
            holdsRuntime(l) ? { ...l, usableBytes: usable[i] ?? 'unknown' } : l,
          ),
        });
      return made.get(key)!;
    });
};
/** f(key), worked out once per key. */
const once = <K extends object, V>(f: (k: K) => V) => {
  const seen = new WeakMap<K, V>();
  return (k: K): V => {
    if (!seen.has(k)) seen.set(k, f(k));
    return seen.get(k)!;
  };
};
/** Any row anywhere the board can take it, refused moves included (the surfaces never ask the rules). */
const placementOf = (p: FilePin): fc.Arbitrary<Placement> =>
  fc.record(
    Object.fromEntries(
      boardRows(p.profile).map((r) => [
        r.id,
        fc.constantFrom(...p.hardware.lanes.map((l) => l.id), 'ledger', 'elsewhere'),
      ]),
    ),
    { requiredKeys: [] },
  ) as fc.Arbitrary<Placement>;
/** Any option of any of the pin's settings. */
const settingsOf = (p: FilePin): fc.Arbitrary<Settings> =>
  fc.record(
    Object.fromEntries(
      p.profile.settings.map((s) => [s.name, fc.constantFrom(...s.options.map((o) => o.value))]),
    ),
    { requiredKeys: [] },
  ) as fc.Arbitrary<Settings>;

const blocks = (text: string) => text.split('\n\n');
const verdictBlocks = (text: string) => blocks(text).filter((b) => b.startsWith(HEADINGS.verdict));
const verdictLine = (text: string) => text.split('\n').filter((l) => l.startsWith(`${HEADINGS.verdict}:`));
const placementPart = (text: string) => blocks(text).filter((b) => !b.startsWith(HEADINGS.verdict));

/** Every row's file-bytes figure in the board model, by row id. */
const rowFileFigures = (m: BoardModel) =>
  Object.fromEntries(
    [...m.residences.flatMap((p) => p.rows), ...(m.notStated?.rows ?? []), ...m.absent, ...m.elsewhere].map(
      (r) => [r.row.id, r.figures.filter((f) => f.kind === 'file-header' || f.kind === 'no-file-header')],
    ),
  );

/** What each surface says of the verdict and of the file's bytes per row, for one side against the other as pinned. */
function verdictSurfaces(side: PinState, other: PinState) {
  const full = pinBrief(side);
  const short = pinBriefShort(side);
  const both = compareBrief({ a: side, b: other });
  const bothShort = compareBriefShort({ a: side, b: other });
  return {
    full: verdictBlocks(full),
    short: verdictLine(short),
    compare: verdictBlocks(both),
    compareShort: bothShort.split('\n').filter((l) => l.includes(HEADINGS.verdict)),
    rows: rowFileFigures(boardModel(side)),
    cells: compareProfiles(side, other).flatMap((s) =>
      s.rows
        .filter((r) => r.key.of === 'component' && 'field' in r.key && r.key.field === 'file-bytes')
        .map((r) => [s.title, r.a]),
    ),
    // Not part of the comparison: what the exploration changes, to show that it was applied.
    explored: placementPart(full).join('\n\n'),
  };
}

/** The Copy buttons' texts (brief-text.ts) and what the verdict panel and its file-bytes note read. */
function storeSurfaces(s: ExplorerState, pinId: string, otherId: string) {
  const full = pinBriefText(s, pinId)!;
  const short = pinBriefText(s, pinId, undefined, 'short')!;
  // VerdictPanel and FileBytesBoundNote: the pin's profile and hardware from the store, the confirmed file.
  const profile = selectProfile(s, pinId)!;
  const hardware = selectHardware(s, pinId)!;
  const verdict = calculateVerdict(profile, hardware);
  const file = selectConfirmedFileBytes(s, pinId);
  return {
    full: verdictBlocks(full),
    short: verdictLine(short),
    compare: verdictBlocks(compareBriefText(s, pinId, otherId)!),
    compareShort: compareBriefText(s, pinId, otherId, undefined, 'short')!
      .split('\n')
      .filter((l) => l.includes(HEADINGS.verdict)),
    panel: {
      verdict,
      detail: headlineDetail(verdictHeadline(verdict)),
      lines: verdictLines(profile, hardware, verdict),
      figures: statedFigures(profile, hardware),
    },
    bound: file && fileBoundLines(file.bound(profile, hardware), file.files),
    explored: placementPart(full).join('\n\n'),
  };
}

describe.each(filePins.map((p) => [p.profile.id, p] as const))('on %s with its model file', (_, p) => {
  const other = filePins.find((o) => o !== p) ?? p;

  // The other pin of the comparisons, as bundled and as pinned.
  const them: PinState = { ...other, placement: {}, settings: {} };
  const pinnedSurfaces = once((hardware: Hardware) =>
    verdictSurfaces({ ...p, hardware, placement: {}, settings: {} }, them),
  );

  test('the pin state: every surface gives the verdict, the bound and the rows as pinned, for any placement, settings and usable bytes', () => {
    let reached = 0;
    fc.assert(
      fc.property(placementOf(p), settingsOf(p), hardwareOf(p.hardware), (placement, settings, hardware) => {
        const explored = verdictSurfaces({ ...p, hardware, placement, settings }, them);
        const { explored: was, ...pinned } = pinnedSurfaces(hardware);
        const { explored: now, ...seen } = explored;
        expect(pinned.full).toHaveLength(1);
        expect(pinned.short).toHaveLength(1);
        expect(pinned.compare).toHaveLength(2);
        expect(pinned.cells.length).toBeGreaterThan(0);
        expect(seen).toEqual(pinned);
        if (now !== was) reached++;
      }),
      { numRuns: RUNS },
    );
    expect(reached).toBeGreaterThan(0);
  });

  test("the store: drops, undo and settings leave the Copy buttons' verdicts and the verdict panel as before any event", () => {
    const rows = boardRows(p.profile).map((r) => r.id);
    const residence = fc.constantFrom('ledger', 'absent', 'nowhere', ...p.hardware.lanes.map((l) => l.id));
    const setting = p.profile.settings.length
      ? fc.constantFrom(
          ...p.profile.settings.flatMap((s) => s.options.map((o) => [s.name, o.value] as const)),
        )
      : fc.constant(['NONE', 'x'] as const);
    const event = fc.oneof(
      fc.record({ kind: fc.constant('drop' as const), row: fc.constantFrom(...rows), to: residence }),
      fc.record({ kind: fc.constantFrom('undo' as const, 'redo' as const) }),
      fc.record({ kind: fc.constant('setting' as const), pair: setting }),
    );
    const storeOf = (hardware: Hardware) => {
      const store = createExplorerStore({
        profiles: [...new Set([p.profile, other.profile])],
        hardware: other === p ? [hardware] : [hardware, other.hardware],
      });
      // The person reads each pin's model file and confirms it is the pin's model.
      for (const x of new Set([p, other])) {
        store.getState().modelFileRead(x.profile.id, x.inventory);
        store.getState().modelFileConfirmed(x.profile.id, true);
      }
      return store;
    };
    // The store before any event: what the surfaces say of the pin as pinned.
    const pinnedStore = once((hardware: Hardware) =>
      storeSurfaces(storeOf(hardware).getState(), p.profile.id, other.profile.id),
    );
    let reached = 0;
    fc.assert(
      fc.property(
        fc.array(event, { minLength: 1, maxLength: 12 }),
        hardwareOf(p.hardware),
        (events, hardware) => {
          const store = storeOf(hardware);
          const s = store.getState();
          for (const e of events) {
            if (e.kind === 'drop') s.rowDropped(p.profile.id, { row: e.row, to: e.to });
            else if (e.kind === 'undo') s.undoRequested(p.profile.id);
            else if (e.kind === 'redo') s.redoRequested(p.profile.id);
            else if (e.kind === 'setting') s.settingChosen(p.profile.id, e.pair[0], e.pair[1]);
          }
          const after = store.getState();
          const seen = storeSurfaces(after, p.profile.id, other.profile.id);
          const { explored: was, ...pinned } = pinnedStore(hardware);
          const { explored: now, ...rest } = seen;
          expect(pinned.bound).toBeDefined();
          expect(rest).toEqual(pinned);
          if (now !== was) reached++;
        },
      ),
      { numRuns: RUNS },
    );
    expect(reached).toBeGreaterThan(0);
  });

  test('a lane never counts the ledger row or a copy: with them in or out, its tensor bytes are the same, and never more than the file', () => {
    // As the pin states them: the file ledger (the whole file) and the rows that copy other rows' tensors.
    const notCounted = boardRows(p.profile)
      .filter(
        (r) =>
          r.component.overlap === 'file-ledger' || r.role === 'copy' || r.component.kind === 'expert-cache',
      )
      .map((r) => r.id);
    expect(notCounted.length).toBeGreaterThan(0);
    const lanes = p.hardware.lanes.filter(holdsRuntime).map((l) => l.id);
    let shown = 0;
    fc.assert(
      fc.property(placementOf(p), fc.constantFrom(...lanes), (placement, lane) => {
        const figureIn = (extra: string) => {
          const moved = { ...placement, ...Object.fromEntries(notCounted.map((id) => [id, extra])) };
          const m = boardModel({ ...p, placement: moved, settings: {} });
          return m.residences.find((r) => r.residence === lane)!.figures;
        };
        const without = figureIn('ledger');
        expect(figureIn(lane)).toEqual(without);
        if (without[0]?.kind === 'tensor-bytes') shown++;
        // No lane, and no set of lanes, shows more than the file's tensors.
        const m = boardModel({ ...p, placement, settings: {} });
        const sums = m.residences.flatMap((r) =>
          r.figures.flatMap((f) => (f.kind === 'tensor-bytes' ? [f.sum.bytes] : [])),
        );
        expect(sums).not.toContain('unknown');
        expect((sums as bigint[]).reduce((a, b) => a + b, 0n) <= p.fileTotal).toBe(true);
      }),
      { numRuns: RUNS },
    );
    if (p.profile.id === 'gpt-oss-120b-rtx3090-llamacpp-n-cpu-moe') expect(shown).toBeGreaterThan(0);
  });
});
