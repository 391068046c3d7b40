/**
 * The compact digest of an inventory, for a pin's source under profiles/sources/: which
 * files (name, size, revision if known), then per tensor its name, type, shape and exact file
 * bytes, tab-separated, one file's tensors after its "## file" line. `parseDigest` reads it
 * back, so a pin can cite the digest and the app can show its bytes without the file.
 */
import type { RuntimeFamily } from './ggml-types';
import type { Inventory, InventoryTensor } from './inventory';
import { componentOf, layerOf } from './tensor-names';

export type DigestSource = { revision?: string; url?: string; checked?: string };

const HEAD = '# Tensor inventory: file bytes from the model file header (not memory use)';

export function formatDigest(inv: Inventory, source: DigestSource = {}): string {
  const lines = [HEAD, `# family: ${inv.family}`];
  if (source.url) lines.push(`# url: ${source.url}`);
  lines.push(`# revision: ${source.revision ?? 'unknown'}`);
  if (source.checked) lines.push(`# checked: ${source.checked}`);
  if (inv.missingFiles.length) lines.push(`# missing files: ${inv.missingFiles.join(', ')}`);
  for (const f of inv.files) {
    lines.push(
      `## ${f.name}\t${f.size ?? 'unknown'} bytes\t${f.format}\t${f.tensorCount} tensors\tdata at ${f.dataOffset}`,
    );
    for (const t of inv.tensors.filter((x) => x.file === f.name))
      lines.push(
        [t.name, t.type ?? `type ${t.typeId}`, t.shape.join('x') || '-', String(t.bytes)].join('\t'),
      );
  }
  return `${lines.join('\n')}\n`;
}

export type ParsedDigest = { inventory: Inventory; source: DigestSource } | { problem: string; line: number };

export function parseDigest(text: string): ParsedDigest {
  const lines = text.split('\n');
  if (lines[0] !== HEAD) return { problem: 'not a tensor inventory digest (first line)', line: 1 };
  const source: DigestSource = {};
  let family: RuntimeFamily = 'llama.cpp';
  const files: Inventory['files'] = [];
  const tensors: InventoryTensor[] = [];
  let missing: string[] = [];
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '') continue;
    const meta = /^# (family|url|revision|checked|missing files): (.*)$/.exec(line);
    if (meta) {
      const [, key, value] = meta as unknown as [string, string, string];
      if (key === 'family') {
        if (value !== 'llama.cpp' && value !== 'ik_llama.cpp')
          return { problem: `unknown family "${value}"`, line: i + 1 };
        family = value;
      } else if (key === 'missing files') missing = value.split(', ');
      else if (key === 'revision') source.revision = value === 'unknown' ? undefined : value;
      else source[key as 'url' | 'checked'] = value;
      continue;
    }
    const file = /^## ([^\t]+)\t(\d+|unknown) bytes\t(gguf|safetensors)\t(\d+) tensors\tdata at (\d+)$/.exec(
      line,
    );
    if (file) {
      files.push({
        name: file[1]!,
        size: file[2] === 'unknown' ? undefined : Number(file[2]),
        format: file[3] as 'gguf' | 'safetensors',
        tensorCount: Number(file[4]),
        dataOffset: Number(file[5]),
        bytesRead: 0,
      });
      continue;
    }
    const cols = line.split('\t');
    const current = files.at(-1);
    if (cols.length !== 4 || !current)
      return { problem: 'expected name, type, shape and bytes separated by tabs', line: i + 1 };
    const [name, type, shape, bytes] = cols as [string, string, string, string];
    if (!/^(\d+(x\d+)*|-)$/.test(shape) || !/^(\d+|unknown)$/.test(bytes))
      return { problem: 'bad shape or bytes', line: i + 1 };
    tensors.push({
      name,
      file: current.name,
      type: type.startsWith('type ') ? undefined : type,
      typeId: undefined,
      shape: shape === '-' ? [] : shape.split('x').map(BigInt),
      bytes: bytes === 'unknown' ? 'unknown' : BigInt(bytes),
      unknownReason: bytes === 'unknown' ? 'unknown in the digest' : undefined,
      component: componentOf(name).component,
      layer: layerOf(name),
      fileOffset: 0n,
    });
  }
  const facts = {
    architecture: undefined,
    name: undefined,
    blockCount: undefined,
    nextnLayers: undefined,
    expertCount: undefined,
  };
  return { inventory: { family, files, facts, tensors, missingFiles: missing, problems: [] }, source };
}
