/**
 * The compact digest of an inventory, for a pin's source under profiles/sources/: which
 * files (name, size, revision if known), then per tensor its name, type, shape and exact file
 * bytes, tab-separated, one file's tensors after its "## file" line. `parseDigest` reads it
 * back, so a pin can cite the digest and the app can show its bytes without the file.
 */
import type { RuntimeFamily } from './ggml-types';
import { unknownFacts, type Inventory, type InventoryTensor } from './inventory';
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

/** What the lines read so far hold; each line adds to it, or is the problem. */
type Digest = {
  source: DigestSource;
  family: RuntimeFamily;
  files: Inventory['files'];
  tensors: InventoryTensor[];
  missing: string[];
};

export function parseDigest(text: string): ParsedDigest {
  const lines = text.split('\n');
  if (lines[0] !== HEAD) return { problem: 'not a tensor inventory digest (first line)', line: 1 };
  const d: Digest = { source: {}, family: 'llama.cpp', files: [], tensors: [], missing: [] };
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '') continue;
    const problem = metaLine(d, line) ?? fileLine(d, line) ?? tensorLine(d, line);
    if (problem !== true) return { problem, line: i + 1 };
  }
  return {
    inventory: {
      family: d.family,
      files: d.files,
      facts: unknownFacts(),
      tensors: d.tensors,
      missingFiles: d.missing,
      problems: [],
    },
    source: d.source,
  };
}

/** Each line reader: true when the line was its kind and is read, a problem when it is its kind but wrong, undefined when it is not its kind. */
type LineRead = true | string | undefined;

/** "# family: …", "# url: …", "# revision: …", "# checked: …", "# missing files: …". */
function metaLine(d: Digest, line: string): LineRead {
  const meta = /^# (family|url|revision|checked|missing files): (.*)$/.exec(line);
  if (!meta) return undefined;
  const [, key, value] = meta as unknown as [string, string, string];
  if (key === 'family') {
    if (value !== 'llama.cpp' && value !== 'ik_llama.cpp') return `unknown family "${value}"`;
    d.family = value;
  } else if (key === 'missing files') d.missing = value.split(', ');
  else if (key === 'revision') d.source.revision = value === 'unknown' ? undefined : value;
  else d.source[key as 'url' | 'checked'] = value;
  return true;
}

/** "## NAME\tSIZE bytes\tFORMAT\tN tensors\tdata at OFFSET": the file the next tensor lines are in. */
function fileLine(d: Digest, line: string): LineRead {
  const file = /^## ([^\t]+)\t(\d+|unknown) bytes\t(gguf|safetensors)\t(\d+) tensors\tdata at (\d+)$/.exec(
    line,
  );
  if (!file) return undefined;
  d.files.push({
    name: file[1]!,
    size: file[2] === 'unknown' ? undefined : Number(file[2]),
    format: file[3] as 'gguf' | 'safetensors',
    tensorCount: Number(file[4]),
    dataOffset: Number(file[5]),
    bytesRead: 0,
  });
  return true;
}

/** "NAME\tTYPE\tSHAPE\tBYTES" under a file line; any other line is the problem. */
function tensorLine(d: Digest, line: string): true | string {
  const cols = line.split('\t');
  const current = d.files.at(-1);
  if (cols.length !== 4 || !current) return 'expected name, type, shape and bytes separated by tabs';
  const [name, type, shape, bytes] = cols as [string, string, string, string];
  if (!/^(\d+(x\d+)*|-)$/.test(shape) || !/^(\d+|unknown)$/.test(bytes)) return 'bad shape or bytes';
  d.tensors.push({
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
  return true;
}
