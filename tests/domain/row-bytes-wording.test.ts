/**
 * One wording per state of a figure (issue 30, point 1): once a confirmed model file gives a
 * row's file bytes, no surface says "Exact bytes unknown." or "share unknown" on that row; it
 * says what is still unknown (the memory beyond the file). A lane's tensor bytes never end in
 * words that read as a verdict. Without a file, the rows read as before.
 */
import { expect, test } from 'vitest';
import { boardModel, boardRow } from '../../src/domain/board/board-model';
import { boardRows, rowName, type Row } from '../../src/domain/rows/rows';
import { pinBrief } from '../../src/domain/brief/pin-brief';
import { cardWords } from '../../src/domain/text/card-lines';
import { boardFileBytes } from '../../src/domain/model-file/board-file-bytes';
import { GPT_OSS_120B, gptOssLike } from '../helpers/gguf-writer';
import { inventoryOf } from '../helpers/model-files';
import { pin } from '../helpers/pins';

const PIN = 'gpt-oss-120b-rtx3090-llamacpp-n-cpu-moe';
const { profile, hardware } = pin(PIN);
const fileBytes = boardFileBytes(await inventoryOf('gpt-oss-120b-mxfp4.gguf', gptOssLike(GPT_OSS_120B)));
const state = { profile, hardware, placement: {}, settings: {} };
const model = boardModel({ ...state, fileBytes });
const withFile = model.residences
  .flatMap((p) => p.rows)
  .filter((r) => r.figures.some((f) => f.kind === 'file-header'));
/** The brief's line for a row: "- <name> (marks): ..." or "- <name>: ...". */
/** What a row's card says where it sits as pinned, with the confirmed model file or without. */
const card = (row: Row, residence: string, withFile = false) =>
  cardWords(state, boardRow({ ...state, ...(withFile ? { fileBytes } : {}) }, row, residence, undefined));
const briefLine = (brief: string, name: string) =>
  brief.split('\n').find((l) => l.startsWith(`- ${name} (`) || l.startsWith(`- ${name}:`))!;

test('the pin has parts whose share its source leaves unknown, and rows the file gives bytes for', () => {
  // Without the file, a part says "share unknown" and its rows "Exact bytes unknown.": the test can fail.
  const bare = boardModel(state).residences.flatMap((p) => p.rows);
  const shareUnknown = bare.filter(
    (b) =>
      withFile.some((r) => r.row.id === b.row.id) &&
      b.marks.some((m) => m.kind === 'share' && m.share === 'unknown'),
  );
  expect(shareUnknown.length).toBeGreaterThan(0);
  for (const r of withFile) expect(card(r.row, r.residence).bytes).toBe('Exact bytes unknown.');
});

test('on a row with file bytes, the card and the brief name what is still unknown, never the bytes or the share', () => {
  const brief = pinBrief({ ...state, fileBytes });
  for (const r of withFile) {
    const words = card(r.row, r.residence, true);
    expect(words.bytes, r.row.id).toBe('Memory use beyond the file: unknown.');
    expect(words.marks, r.row.id).not.toContain('share unknown');
    const line = briefLine(brief, rowName(r.row));
    expect(line, r.row.id).toContain('Memory use beyond the file: unknown.');
    expect(line, r.row.id).not.toMatch(/Exact bytes unknown|share unknown/);
  }
});

test('a row the file holds no bytes of keeps "Exact bytes unknown."', () => {
  const kv = boardRows(profile).find((r) => r.id === 'kv-cache')!;
  expect(card(kv, 'gpu-memory', true).bytes).toBe('Exact bytes unknown.');
});

test("a lane's tensor bytes end with what they leave out, never with words that read as a verdict", () => {
  const brief = pinBrief({ ...state, fileBytes });
  const lanes = brief.split('\n').filter((l) => l.startsWith('Tensor bytes placed here: '));
  expect(lanes.length).toBeGreaterThan(0);
  for (const l of lanes) expect(l).not.toMatch(/fit/i);
});
