/**
 * Reads one model file's header, GGUF or safetensors by its first bytes, and returns it as
 * data: the header, or the problem (file, byte offset, field, what is wrong). Nothing past
 * the header is read. Tensor data that overlaps, leaves holes or runs past the file is a
 * problem (tensor-extents.ts), as it is to the loaders.
 */
import type { ByteSource } from './byte-source';
import { readGgufHeader, type GgufHeader } from './gguf-header';
import { HeaderError, type HeaderProblem } from './header-error';
import { readSafetensorsHeader, type SafetensorsHeader } from './safetensors-header';
import { ggufExtentProblem, safetensorsExtentProblem } from './tensor-extents';

export type ModelHeader = GgufHeader | SafetensorsHeader;
export type HeaderResult = { ok: true; header: ModelHeader } | { ok: false; problem: HeaderProblem };

export async function readModelHeader(source: ByteSource): Promise<HeaderResult> {
  try {
    const head = await source.read(0, 9);
    if (head.length >= 4 && String.fromCharCode(...head.subarray(0, 4)) === 'GGUF') {
      const header = await readGgufHeader(source);
      const problem = ggufExtentProblem(header);
      return problem ? { ok: false, problem } : { ok: true, header };
    }
    // safetensors: an 8-byte length, then the JSON object's "{".
    if (head.length === 9 && head[8] === 0x7b) {
      const header = await readSafetensorsHeader(source);
      const problem = safetensorsExtentProblem(header);
      return problem ? { ok: false, problem } : { ok: true, header };
    }
    return {
      ok: false,
      problem: {
        file: source.name,
        offset: 0,
        field: 'file type',
        problem:
          'neither a GGUF file (starts with "GGUF") nor a safetensors file (an 8-byte length, then "{")',
      },
    };
  } catch (e) {
    if (e instanceof HeaderError) return { ok: false, problem: e.detail };
    throw e;
  }
}
