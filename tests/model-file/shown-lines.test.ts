/**
 * What the reading worker hands the page of a log's reading (src/ui/model-file/shown-lines.ts):
 * the first lines and details as the reader wrote them, each cut at a length with the count of
 * what is left out, so a reading of any size crosses to the page at a bounded size.
 */
import { expect, test } from 'vitest';
import { logReadingLines } from '../../src/domain/load-log/log-text';
import { readLoadLog } from '../../src/domain/load-log/read-log';
import { cut, shownLines, SHOWN, SHOWN_CHARACTERS } from '../../src/ui/model-file/shown-lines';

const override = (i: number) =>
  `tensor blk.${i}.ffn_up_exps.weight (288 MiB mxfp4) buffer type overridden to CPU`;

test('a reading under the limits is handed over whole', () => {
  const lines = logReadingLines(readLoadLog([0, 1, 2].map(override).join('\n')));
  expect(shownLines(lines)).toEqual({
    lines: lines.map((l) => ({ ...l, detailsNotShown: 0 })),
    linesNotShown: 0,
  });
});

test('the names of 20,000 overridden tensors: the line is cut, and says how much is left out', () => {
  const lines = logReadingLines(
    readLoadLog(Array.from({ length: 20_000 }, (_, i) => override(i)).join('\n')),
  );
  const whole = lines.flatMap((l) => [l.text, ...l.details]).find((t) => t.includes('blk.19999.'))!;
  const shown = shownLines(lines);
  const cutLine = shown.lines.flatMap((l) => l.details).find((d) => d.startsWith(whole.slice(0, 100)))!;
  expect(cutLine).toBe(
    `${whole.slice(0, SHOWN_CHARACTERS)}… (${(whole.length - SHOWN_CHARACTERS).toLocaleString('en-US')} more characters)`,
  );
  expect(JSON.stringify(shown).length).toBeLessThan(50_000);
});

test('more lines and details than are shown: the first of each, and how many more', () => {
  const details = Array.from({ length: SHOWN + 7 }, (_, i) => `detail ${i}`);
  const lines = Array.from({ length: SHOWN + 3 }, (_, i) => ({
    text: `line ${i}`,
    details: i ? [] : details,
  }));
  const shown = shownLines(lines);
  expect(shown.lines).toHaveLength(SHOWN);
  expect(shown.linesNotShown).toBe(3);
  expect(shown.lines[0]).toEqual({ text: 'line 0', details: details.slice(0, SHOWN), detailsNotShown: 7 });
  expect(shown.lines.at(-1)?.text).toBe(`line ${SHOWN - 1}`);
});

test('a cut never ends in half of a character outside the basic plane', () => {
  const text = `${'a'.repeat(SHOWN_CHARACTERS - 1)}🙂🙂`;
  expect(cut(text)).toBe(`${'a'.repeat(SHOWN_CHARACTERS - 1)}… (4 more characters)`);
});
