/**
 * The type tables are the cited GGML_QUANT_SIZES, row for row: each family's table is read
 * back from the stored excerpt of its gguf-py constants.py (profiles/sources/model-file/),
 * ids from GGMLQuantizationType, (block size, type size) from GGML_QUANT_SIZES.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { TYPE_TABLES, familiesKnowing, type RuntimeFamily } from '../../src/domain/model-file/ggml-types';
import { NAME_SOURCES } from '../../src/domain/model-file/tensor-names';
import { MODEL_FILE_SOURCES, excerptRows } from '../helpers/ggml-excerpt';

const stored = (file: string) => readFileSync(resolve(MODEL_FILE_SOURCES, file), 'utf8');

describe.each(Object.keys(TYPE_TABLES) as RuntimeFamily[])('the %s type table', (family) => {
  const table = TYPE_TABLES[family];
  const rows = excerptRows(stored(table.source.excerpt));

  test('has exactly the rows of its stored GGML_QUANT_SIZES excerpt', () => {
    expect(rows.length).toBeGreaterThan(30);
    expect(rows.every((r) => r.id !== undefined)).toBe(true);
    const sorted = <T extends { id?: number }>(xs: T[]) => [...xs].sort((a, b) => a.id! - b.id!);
    expect(sorted([...table.types.values()])).toEqual(sorted(rows));
  });

  test('names its source by repository, path and commit, and the excerpt says so', () => {
    const head = stored(table.source.excerpt).split('\n')[0]!;
    expect(head).toContain(table.source.repository);
    expect(head).toContain(table.source.commit);
  });
});

test('the forks differ: ids only one family knows are found in that family alone', () => {
  expect(familiesKnowing(139).map((f) => [f.family, f.type.name])).toEqual([['ik_llama.cpp', 'IQ4_K']]);
  expect(familiesKnowing(41).map((f) => [f.family, f.type.name])).toEqual([['llama.cpp', 'Q1_0']]);
  expect(familiesKnowing(39).map((f) => f.family)).toEqual(['llama.cpp', 'ik_llama.cpp']);
  expect(familiesKnowing(37)).toEqual([]);
});

test('every name table source has a stored excerpt that names its commit', () => {
  for (const s of Object.values(NAME_SOURCES)) expect(stored(s.excerpt).split('\n')[0]).toContain(s.commit);
});
