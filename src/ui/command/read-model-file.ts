/**
 * A model file header for a draft: the files the person picks (a GGUF file, or every split of
 * it) are read through Blob.slice, only as far as their headers go; nothing is uploaded.
 * Loaded on demand with the dialog's "Model file" field.
 */
import { modelFactsFromInventory } from '../../domain/command/model-from-inventory';
import type { ModelFacts } from '../../domain/command/model-facts';
import { describeHeaderProblem } from '../../domain/model-file/header-error';
import { buildInventory, type Inventory } from '../../domain/model-file/inventory';
import { readModelHeader, type ModelHeader } from '../../domain/model-file/read-header';
import { blobSource } from '../model-file/byte-sources';

export async function readModelFiles(
  files: readonly File[],
  family: 'llama.cpp' | 'ik_llama.cpp',
): Promise<
  | { ok: true; model: ModelFacts; headers: ModelHeader[]; inventory: Inventory }
  | { ok: false; message: string }
> {
  const headers: ModelHeader[] = [];
  for (const f of files) {
    const r = await readModelHeader(blobSource(f));
    if (!r.ok) return { ok: false, message: `${f.name}: ${describeHeaderProblem(r.problem)}` };
    headers.push(r.header);
  }
  const inventory = buildInventory(headers, { family });
  // The headers and inventory too: the draft's device lanes compute bytes per device from them.
  return { ok: true, model: modelFactsFromInventory(inventory), headers, inventory };
}
