/**
 * Reads one model file's header, GGUF or safetensors by its first bytes, and returns it as
 * data: the header, or the problem (file, byte offset, field, what is wrong). Nothing past
 * the header is read.
 */
import type { ByteSource } from './byte-source';
import { readGgufHeader, type GgufHeader } from './gguf-header';
import { HeaderError, type HeaderProblem } from './header-error';
import { readSafetensorsHeader, type SafetensorsHeader } from './safetensors-header';

export type ModelHeader = GgufHeader | SafetensorsHeader;
export type HeaderResult = { ok: true; header: ModelHeader } | { ok: false; problem: HeaderProblem };

export async function readModelHeader(source: ByteSource): Promise<HeaderResult> {
  try {
    const head = await source.read(0, 9);
    if (head.length >= 4 && String.fromCharCode(...head.subarray(0, 4)) === 'GGUF')
      return { ok: true, header: await readGgufHeader(source) };
    // safetensors: an 8-byte length, then the JSON object's "{".
    if (head.length === 9 && head[8] === 0x7b)
      return { ok: true, header: await readSafetensorsHeader(source) };
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
