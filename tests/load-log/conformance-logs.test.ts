/**
 * Every figure line of the llama.cpp v0.5.0 conformance logs (tests/fixtures/llama-runs/*,
 * recorded from the build of tests/fixtures/llama-runs/build.json) is read, with its load's kind:
 * a --fit probe (a load whose print_info says "no_alloc = 1") is projected, the real load is
 * reported. The lines are found here by their plain text, not by the reader's patterns.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { LogReading } from '../../src/domain/load-log/log-reading';
import { readLoadLog } from '../../src/domain/load-log/read-log';

const DIR = resolve(__dirname, '../fixtures/llama-runs');
const RUNS = readdirSync(DIR).filter((r) => existsSync(resolve(DIR, r, 'log.txt')));

/** Each phrase of a figure line, and the lines of the reading that should hold it. */
const KINDS: [string, (r: LogReading) => readonly { line: number }[]][] = [
  ['buffer size =', (r) => r.buffers],
  ['assigned to device', (r) => [...r.layerDevices, ...r.opsElsewhere]],
  [': dev = ', (r) => r.kvLayers],
  ['layers to GPU', (r) => r.offloads],
  ['layer to GPU', (r) => r.offloads],
  ['buffer type overridden to', (r) => r.overrides],
  ['free vs. target of', (r) => r.fit?.targets ?? []],
  [' MiB free', (r) => r.devicesFree],
  ['cannot be used with preferred buffer type', (r) => r.fallbacks],
  ['llama_kv_cache: size =', (r) => r.kvSelf],
  ['model has unused tensor', (r) => r.unusedTensors],
  ['compute buffer size is', (r) => r.computeChecks],
];

describe.each(RUNS)('%s', (run) => {
  const text = readFileSync(resolve(DIR, run, 'log.txt'), 'utf8');
  const lines = text.split('\n');
  const r = readLoadLog(text);
  const numbered = (phrase: string) => lines.flatMap((l, i) => (l.includes(phrase) ? [i + 1] : []));
  test('every figure line is read, none unreadable', () => {
    for (const [phrase, of] of KINDS) {
      const read = new Set(of(r).map((x) => x.line));
      expect(
        numbered(phrase).filter((n) => !read.has(n)),
        phrase,
      ).toEqual([]);
    }
    expect(r.unreadable).toEqual([]);
  });
  test('a --fit probe load is projected, the real load reported', () => {
    const starts = numbered('loaded meta data with');
    const probes = new Set(
      numbered('no_alloc              = 1').map((n) => starts.filter((s) => s < n).at(-1)),
    );
    const expected = (line: number) => {
      const start = starts.filter((s) => s <= line).at(-1);
      return start !== undefined && probes.has(start) ? 'projected' : 'reported';
    };
    for (const f of [...r.buffers, ...r.overrides, ...r.layerDevices, ...r.offloads, ...r.kvLayers])
      expect([f.line, f.kind.kind]).toEqual([f.line, expected(f.line)]);
    expect(r.loads.filter((l) => l.probe).length).toBe(probes.size);
  });
});
