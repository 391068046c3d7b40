/**
 * Issue 32: figures that cannot be are named with their line, never printed; a log over a limit
 * is refused before it is read, with the limit named.
 */
import { expect, test } from 'vitest';
import { LOG_LIMITS } from '../../src/domain/load-log/log-limits';
import { logReadingText } from '../../src/domain/load-log/log-text';
import { readLoadLog } from '../../src/domain/load-log/read-log';

test.each([
  ['99999999999999999', 'is not a number'],
  ['1e309', 'is not a number'],
  ['nan', 'is not a number'],
  ['inf', 'is not a number'],
  ['2000000000', 'is over the limit of 1 PiB'],
])('"%s MiB" is an unreadable line named with the line, never a figure', (value, why) => {
  const line = `load_tensors:        CUDA0 model buffer size = ${value} MiB`;
  const r = readLoadLog(`load_tensors: offloaded 1/1 layers to GPU\n${line}`);
  expect(r.buffers).toEqual([]);
  expect(r.unreadable).toEqual([{ line: 2, text: line, why: `"${value} MiB" ${why}` }]);
  const text = logReadingText(r);
  expect(text).toContain(`  line 2: "${value} MiB" ${why}: ${line}`);
  expect(text).not.toMatch(new RegExp(`buffer: ${value}`));
});

test('a breakdown row with a value past a safe integer is unreadable', () => {
  const line =
    'common_memory_breakdown_print: |   - CUDA0 (RTX 3090)   | 24123 = 23832 + (99999999999999999 = 24402 +     296 +    1553) +      -25960 |';
  const r = readLoadLog(line);
  expect(r.breakdowns.flatMap((t) => t.rows)).toEqual([]);
  expect(r.unreadable[0]).toMatchObject({
    line: 1,
    why: '"99999999999999999" MiB is over the limit of 1 PiB',
  });
});

test('more lines than the limit: refused before reading, the limit named', () => {
  const r = readLoadLog('\n'.repeat(LOG_LIMITS.lines));
  expect(r.limit).toEqual({ limit: 'lines', max: 1_000_000, found: 1_000_001 });
  expect(r.linesRead + r.linesIgnored).toBe(0);
  expect(logReadingText(r)).toBe(
    'Not read: the log has more than 1,000,001 lines, over the limit of 1,000,000 lines.\n',
  );
});

test('more characters than the limit: refused, the limit named', () => {
  const r = readLoadLog('x'.repeat(LOG_LIMITS.characters + 1));
  expect(r.limit).toMatchObject({ limit: 'characters', max: LOG_LIMITS.characters });
  expect(logReadingText(r)).toMatch(
    /^Not read: the log has 67,108,865 characters, over the limit of 67,108,864 characters\.$/m,
  );
});

test('more figures than the limit: reading stops there and says so', () => {
  const line = 'Tensor blk.1.ffn_up_exps.weight buffer type overriden to CPU';
  expect(LOG_LIMITS.figures).toBe(200_000);
  // The same check at a lower limit, so the test stays light on a busy machine.
  const r = readLoadLog(Array.from({ length: 1005 }, () => line).join('\n'), { limits: { figures: 1000 } });
  expect(r.overrides).toHaveLength(1000);
  expect(r.limit).toMatchObject({ limit: 'figures', max: 1000 });
  expect(logReadingText(r)).toContain(
    'Reading stopped at the limit of 1,000 figures; the lines after it were not read.',
  );
});
