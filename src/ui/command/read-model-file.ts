/**
 * A model file header for a draft: the files the person picks (a GGUF file, or every split of
 * it) are read through Blob.slice, only as far as their headers go; nothing is uploaded.
 * Read in the dialog's worker (draft-off-thread.ts), with the command.
 */
import { describeHeaderProblem } from '../../domain/model-file/header-error';
import { readModelHeader, type ModelHeader } from '../../domain/model-file/read-header';
import { blobSource } from '../model-file/byte-sources';

export async function readModelFiles(
  files: readonly File[],
): Promise<{ ok: true; headers: ModelHeader[] } | { ok: false; message: string }> {
  const headers: ModelHeader[] = [];
  for (const f of files) {
    const r = await readModelHeader(blobSource(f));
    if (!r.ok) return { ok: false, message: `${f.name}: ${describeHeaderProblem(r.problem)}` };
    headers.push(r.header);
  }
  return { ok: true, headers };
}
