/**
 * Split and sharded models as one set of files. GGUF splits are named
 * "<base>-00001-of-00005.gguf" and carry split.no / split.count / split.tensors.count
 * (llama.cpp's gguf-split); safetensors shards are "model-00001-of-00005.safetensors", listed
 * by model.safetensors.index.json's weight_map. What is missing is said, never filled in.
 */
import { isObject } from '../keyed';
import type { ModelHeader } from './read-header';

export type ShardName = { base: string; no: number; count: number };

/** "GLM-4.6-UD-Q4_K_XL-00001-of-00005.gguf" -> { base: "GLM-4.6-UD-Q4_K_XL", no: 1, count: 5 }. */
export function shardName(file: string): ShardName | undefined {
  const m = /^(.*)-(\d{5})-of-(\d{5})\.(gguf|safetensors)$/.exec(file);
  if (!m) return undefined;
  const no = Number(m[2]);
  const count = Number(m[3]);
  return no >= 1 && no <= count ? { base: m[1]!, no, count } : undefined;
}

export type SafetensorsIndex = {
  file: string;
  weightMap: ReadonlyMap<string, string>;
  totalSize: number | undefined;
};

/** Parses model.safetensors.index.json; returns a problem sentence for a bad one. */
export function parseSafetensorsIndex(file: string, text: string): SafetensorsIndex | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { problem: `${file} is not valid JSON (${(e as Error).message})` };
  }
  const obj = json as { weight_map?: unknown; metadata?: { total_size?: unknown } } | null;
  if (!isObject(obj) || !isObject(obj.weight_map)) return { problem: `${file} has no "weight_map" object` };
  const weightMap = new Map<string, string>();
  for (const [name, shard] of Object.entries(obj.weight_map)) {
    if (typeof shard !== 'string') return { problem: `${file}: weight_map["${name}"] must be a file name` };
    weightMap.set(name, shard);
  }
  const total = obj.metadata?.total_size;
  return {
    file,
    weightMap,
    totalSize: typeof total === 'number' && Number.isSafeInteger(total) ? total : undefined,
  };
}

const u = (h: ModelHeader, key: string): number | undefined => {
  if (h.format !== 'gguf') return undefined;
  const v = h.metadata.get(key);
  return v && (v.type === 'u16' || v.type === 'u32' || v.type === 'i32' || v.type === 'u8')
    ? v.value
    : undefined;
};

export type ShardCheck = { missing: string[]; problems: string[] };

/** Which files of the set are missing, and what disagrees, for the headers given. */
export function checkShards(
  headers: readonly ModelHeader[],
  index: SafetensorsIndex | undefined,
): ShardCheck {
  const missing: string[] = [];
  const problems: string[] = [];
  const names = new Set(headers.map((h) => h.file));
  if (index) {
    for (const shard of new Set(index.weightMap.values())) if (!names.has(shard)) missing.push(shard);
    const found = new Set(headers.flatMap((h) => h.tensors.map((t) => t.name)));
    const absent = [...index.weightMap.keys()].filter(
      (t) => !found.has(t) && names.has(index.weightMap.get(t)!),
    );
    if (absent.length)
      problems.push(
        `${absent.length} tensors that ${index.file} places in the files read are not in their headers (first: ${absent[0]})`,
      );
    return { missing, problems };
  }
  const gguf = headers;
  const counts = new Set(gguf.map((h) => u(h, 'split.count') ?? shardName(h.file)?.count ?? 1));
  if (counts.size > 1)
    problems.push(`the files disagree on how many splits the model has (${[...counts].join(', ')})`);
  const count = Math.max(1, ...counts);
  if (count > 1) {
    const seen = new Set(gguf.map((h) => (u(h, 'split.no') ?? (shardName(h.file)?.no ?? 1) - 1) + 1));
    const base = gguf.map((h) => shardName(h.file)?.base).find(Boolean);
    const ext = gguf[0]?.format ?? 'gguf';
    for (let no = 1; no <= count; no++)
      if (!seen.has(no))
        missing.push(
          base
            ? `${base}-${String(no).padStart(5, '0')}-of-${String(count).padStart(5, '0')}.${ext}`
            : `split ${no} of ${count}`,
        );
    const total = gguf.map((h) => u(h, 'split.tensors.count')).find((n) => n !== undefined);
    const read = gguf.reduce((n, h) => n + h.tensors.length, 0);
    if (total !== undefined && missing.length === 0 && total !== read)
      problems.push(`split.tensors.count says ${total} tensors, the splits hold ${read}`);
  }
  return { missing, problems };
}
