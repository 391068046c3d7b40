/** Model files on disk for tests: a GGUF header written, the rest of the file left sparse. */
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileSource } from '../../src/cli/lib/file-source';
import { buildInventory } from '../../src/domain/model-file/inventory';
import { readModelHeader, type ModelHeader } from '../../src/domain/model-file/read-header';
import { writeGguf, type GgufSpec } from './gguf-writer';

export const scratchDir = (): { dir: string; remove(): void } => {
  const dir = mkdtempSync(join(tmpdir(), 'pe-model-file-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
};

/** Writes the header and extends the file to its full size without writing the data (sparse). */
export function writeSparseGguf(
  dir: string,
  name: string,
  spec: GgufSpec,
): { path: string; fileSize: bigint; dataOffset: number } {
  const { header, fileSize, dataOffset } = writeGguf(spec);
  const path = join(dir, name);
  writeFileSync(path, header);
  truncateSync(path, Number(fileSize));
  return { path, fileSize, dataOffset };
}

/** Reads a file's header with the CLI's file source; returns the header and the bytes read. */
export async function readFile(path: string): Promise<{ header: ModelHeader; bytesRead: number }> {
  const source = fileSource(path);
  try {
    const r = await readModelHeader(source);
    if (!r.ok) throw new Error(`${r.problem.field}: ${r.problem.problem}`);
    return { header: r.header, bytesRead: source.bytesRead() };
  } finally {
    source.close();
  }
}

/** An inventory from a generated header alone (no file): the source claims the full size. */
export async function inventoryOf(
  name: string,
  spec: GgufSpec,
  family: 'llama.cpp' | 'ik_llama.cpp' = 'llama.cpp',
) {
  const { header, fileSize } = writeGguf(spec);
  const r = await readModelHeader({
    name,
    size: Number(fileSize),
    read: (offset, length) =>
      Promise.resolve(header.subarray(offset, Math.min(header.length, offset + length))),
  });
  if (!r.ok) throw new Error(r.problem.problem);
  return buildInventory([r.header], { family });
}
