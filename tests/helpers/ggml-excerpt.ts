/**
 * The rows of a stored gguf-py constants.py excerpt (profiles/sources/model-file/): ids from
 * GGMLQuantizationType, (block size, type size) from GGML_QUANT_SIZES, read from the cited
 * text itself, so a test's expected bytes come from the source and not from our type table.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const MODEL_FILE_SOURCES = resolve(__dirname, '../../profiles/sources/model-file');

/** "2 + QK_K // 4" with QK_K = 256, integers only. */
const evaluate = (expr: string): number =>
  expr
    .split('+')
    .map((term) =>
      term
        .trim()
        .split('//')
        .map((f) =>
          f
            .trim()
            .split('*')
            .map((x) => (x.trim() === 'QK_K' ? 256 : Number(x.trim())))
            .reduce((a, b) => a * b),
        )
        .reduce((a, b) => Math.floor(a / b)),
    )
    .reduce((a, b) => a + b, 0);

export function excerptRows(text: string) {
  const ids = new Map(
    [...text.matchAll(/^\s{4}([A-Z0-9_]+)\s*=\s*(\d+)\s*$/gm)].map((m) => [m[1]!, Number(m[2])]),
  );
  return [...text.matchAll(/^\s*GGMLQuantizationType\.([A-Z0-9_]+)\s*:\s*\(\s*(\d+)\s*,\s*([^)]+)\)/gm)].map(
    (m) => ({
      id: ids.get(m[1]!),
      name: m[1]!,
      blockSize: Number(m[2]),
      typeSize: evaluate(m[3]!),
    }),
  );
}

/** The rows of a stored excerpt, by type id. */
export const excerptTypes = (file: string) =>
  new Map(
    excerptRows(readFileSync(resolve(MODEL_FILE_SOURCES, file), 'utf8')).map((r) => [r.id!, r] as const),
  );
