/**
 * File bytes from a model file's header on every surface (issue 21 point 6, "Done when"), on
 * the bundled gpt-oss-120b pin (llama.cpp --n-cpu-moe 27) with a confirmed gpt-oss-like file
 * of gpt-oss-120b's shapes, for any exploration and any usable bytes the hardware could state:
 * - each lane's tensor bytes are the independent parser's bytes of the tensors of the rows
 *   placed there, each once: never the ledger row, never the GPU's copy of experts;
 * - the board model, the full brief, the compare view's cells and the comparison brief give
 *   each row the same figure, the parser's sum of that row's tensors;
 * - no line any surface adds for the file claims a fit;
 * - the file changes the brief's verdict only by the lower bound beside it (that no exploration
 *   changes the verdict or the bound is exploration-verdict.test.ts, over every pin with a file).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { boardModel } from '../../src/domain/board/board-model';
import { boardRows, rowName } from '../../src/domain/rows/rows';
import { pinBrief, pinBriefPart } from '../../src/domain/brief/pin-brief';
import { compareBrief } from '../../src/domain/brief/compare-brief';
import { compareProfiles } from '../../src/domain/compare/compare-profiles';
import type { Placement } from '../../src/domain/placement/placement';
import type { Hardware } from '../../src/domain/profile/schema/hardware';
import { GPT_OSS_120B, gptOssLike, writeGguf } from '../helpers/gguf-writer';
import { GPT_OSS_GROUPS, oracleSum, oracleTensorBytes } from '../helpers/gguf-oracle';
import { inventoryOf } from '../helpers/model-files';
import { boardFileBytes } from '../../src/domain/model-file/board-file-bytes';
import { pin } from '../helpers/pins';

const PIN = 'gpt-oss-120b-rtx3090-llamacpp-n-cpu-moe';
const FILE = 'gpt-oss-120b-mxfp4.gguf';
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
/** A busy machine and FUZZ_RUNS=10000 need more than the default 30 s: about 100 ms a run, at worst. */
const TIMEOUT = 30_000 + 100 * RUNS;
const { profile, hardware } = pin(PIN);
const spec = gptOssLike(GPT_OSS_120B);
const { header, fileSize } = writeGguf(spec);
const fileBytes = boardFileBytes(await inventoryOf(FILE, spec));
const oracle = await oracleTensorBytes(header, fileSize);

/** This pin's rows by the tensors they hold, by name alone (the pin's own words: --n-cpu-moe 27). */
const EXPS = GPT_OSS_GROUPS['Routed experts'];
const ROW_TENSORS: Record<string, { bytes: bigint; count: number } | 'none'> = {
  'gguf-checkpoint': oracleSum(oracle, /./),
  'experts-first-27-layers': oracleSum(oracle, EXPS, { from: 0, to: 26 }),
  'experts-remaining-layers': oracleSum(oracle, EXPS, { from: 27, to: 35 }),
  'non-moe-weights': oracleSum(oracle, /^(?!blk\.\d+\.ffn_(gate|up|down)_exps\.)/),
  'kv-cache': 'none',
  'moe-gpu-cache': 'none',
};
/** Rows whose tensors a lane counts: not the ledger row (the whole file), not a copy, not runtime memory. */
const COUNTED = ['experts-first-27-layers', 'experts-remaining-layers', 'non-moe-weights'];
const fmt = (b: bigint) => `${Number(b).toLocaleString('en-US')} bytes`;

const rows = boardRows(profile);
// Any lane or the logical checkpoint, for every row, refused moves included (the surfaces never ask the rules).
const lanes = [...hardware.lanes.map((l) => l.id), 'ledger'];
const placements = fc.record(
  Object.fromEntries(rows.map((r) => [r.id, fc.constantFrom(...lanes)])),
) as fc.Arbitrary<Placement>;
// Unknown, or up to 64 GiB: the GPU's tensors (about 15 GB) exceed it in some runs, not in others.
const usable = fc.option(fc.nat({ max: 2 ** 36 }), { nil: undefined });
const withUsable = (gpu: number | undefined, host: number | undefined): Hardware => ({
  ...hardware,
  lanes: hardware.lanes.map((l) =>
    l.id === 'gpu-memory'
      ? { ...l, usableBytes: gpu ?? 'unknown' }
      : l.id === 'host-ram'
        ? { ...l, usableBytes: host ?? 'unknown' }
        : l,
  ),
});

describe('the board model, for any exploration', () => {
  test(
    "each lane's tensor bytes are the parser's bytes of its counted rows' tensors, never the ledger or a copy",
    () => {
      fc.assert(
        fc.property(placements, (placement) => {
          const model = boardModel({ profile, hardware, placement, settings: {}, fileBytes });
          for (const place of model.residences) {
            const counted = place.rows.filter((r) => COUNTED.includes(r.row.id));
            const figure = place.figures[0];
            if (!place.lane || place.lane.tier === 'local-disk') {
              expect(figure, place.heading).toBeUndefined();
              continue;
            }
            if (counted.length === 0) {
              expect(figure?.kind).not.toBe('tensor-bytes');
              continue;
            }
            const expected = counted.reduce(
              (s, r) => s + (ROW_TENSORS[r.row.id] as { bytes: bigint }).bytes,
              0n,
            );
            expect(figure).toMatchObject({ kind: 'tensor-bytes', sum: { bytes: expected } });
            if (figure?.kind === 'tensor-bytes') {
              expect(figure.rows).not.toContain('GGUF checkpoint file');
              expect(figure.rows).not.toContain('GPU cache of CPU-kept experts');
            }
          }
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );
});

describe('every surface, for any exploration and any usable bytes', () => {
  const fileLines = (text: string) =>
    text.split('\n').filter((l) => /from the header|Tensor bytes placed here|file bytes/i.test(l));

  test(
    'gives each row the same file bytes, the sum of its tensors by the parser',
    () => {
      fc.assert(
        fc.property(placements, (placement) => {
          const side = { profile, hardware, placement, fileBytes };
          const brief = pinBrief(side);
          const cells = compareProfiles(side, side).find((s) => s.title === 'Component: MoE expert weights')!;
          const cell = cells.rows.find((r) => r.label === 'File bytes from a model file')!.a;
          const both = compareBrief({ a: side, b: side });
          for (const r of rows) {
            const want = ROW_TENSORS[r.id]!;
            const model = boardModel({ profile, hardware, placement, settings: {}, fileBytes });
            const row = [
              ...model.residences.flatMap((p) => p.rows),
              ...(model.notStated?.rows ?? []),
              ...model.elsewhere,
            ].find((x) => x.row.id === r.id)!;
            const figure = row.figures.find((f) => f.kind === 'file-header' || f.kind === 'no-file-header');
            if (want === 'none') {
              expect(figure?.kind, r.id).toBe('no-file-header');
              continue;
            }
            expect(figure, r.id).toMatchObject({ kind: 'file-header', sum: { bytes: want.bytes } });
            const line = `File bytes, from the header of ${FILE}: ${fmt(want.bytes)}`;
            // The brief: under the row's own line.
            const at = brief
              .split('\n')
              .findIndex((l) => l.startsWith(`- ${rowName(r)} (`) || l.startsWith(`- ${rowName(r)}:`));
            expect(brief.split('\n')[at + 1], r.id).toContain(line);
            // The comparison brief holds each pin's full brief, so the same line.
            expect(both).toContain(line);
            if (r.component.id === 'routed-experts') expect(cell).toContain(`${rowName(r)}: ${line}`);
          }
        }),
        { numRuns: Math.min(RUNS, 30) },
      );
    },
    TIMEOUT,
  );

  test(
    'adds no line that claims a fit, and adds to the verdict only its lower bound',
    () => {
      const bounds = new Set<string>();
      fc.assert(
        fc.property(placements, usable, usable, (placement, gpu, host) => {
          const hw = withUsable(gpu, host);
          const verdictOf = (inv?: typeof fileBytes) =>
            pinBriefPart(
              { profile, hardware: hw, placement, ...(inv ? { fileBytes: inv } : {}) },
              'placement',
            )
              .split('\n\n')
              .find((b) => b.startsWith('Calculator verdict'))!;
          // The file adds only its lower bound to the verdict: the calculator's lines stay as they were.
          const withFile = verdictOf(fileBytes);
          const without = verdictOf();
          const added = withFile.split('\n').filter((l) => !without.split('\n').includes(l));
          expect(added.length).toBeGreaterThan(0);
          expect(added[0]).toMatch(/^(Does not fit, from the header of|From the header of .*: no bound\.)/);
          bounds.add(added[0]!.startsWith('Does not fit') ? 'does not fit' : 'no bound');
          for (const l of [
            ...fileLines(pinBrief({ profile, hardware: hw, placement, fileBytes })),
            ...added,
          ]) {
            const claims = l.replace(/not a fit|does not fit|never that it fits|cannot say it fits/gi, '');
            expect(claims, l).not.toMatch(/\bfits?\b/i);
          }
        }),
        // Enough runs that both answers of the bound come up (asserted below).
        { numRuns: Math.max(40, Math.round(RUNS * 0.4)) },
      );
      expect([...bounds].sort()).toEqual(['does not fit', 'no bound']);
    },
    TIMEOUT,
  );
});
